import { useSearchParams } from 'react-router-dom';
import { pageTitle } from 'shared-domain/format';
import { useSiteName } from 'shared-ui';
import { usePageMeta } from 'shared-ui/runtime';
import { searchDescription } from './search-copy';

/** A search page's words from `?<param>=` (trimmed), its heading, and its title and meta set from them. */
export function useSearchQuery(param: 'q' | 'search') {
  const [params] = useSearchParams();
  const q = params.get(param)?.trim() ?? '';
  const title = q ? `Search results for ${q}` : 'Search';
  usePageMeta(pageTitle(title), searchDescription(q, useSiteName()));
  return { q, title, params };
}
