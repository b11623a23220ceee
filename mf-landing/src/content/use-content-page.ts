import { ApiError } from 'shared-domain';
import { fetchContentPage, type StoredContentPage } from 'shared-domain/content';
import { useResource } from 'shared-ui/states';
import { useContentServices } from './content-services';

export type ContentPageState =
  | { status: 'loading' }
  | { status: 'ready'; page: StoredContentPage }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * The stored page at `url`, loaded from the API (or with the page, when the server rendered
 * it); `retry` loads it again after an error.
 */
export function useContentPage(url: string): ContentPageState & { retry: () => void } {
  const { api } = useContentServices();
  const [resource, retry] = useResource(`content:${url}`, () => fetchContentPage(api, url));
  if (resource.status === 'success') return { status: 'ready', page: resource.data, retry };
  if (resource.status === 'loading') return { status: 'loading', retry };
  if (resource.error instanceof ApiError && resource.error.status === 404) return { status: 'not-found', retry };
  return { status: 'error', message: resource.error.message || 'The page could not be loaded.', retry };
}
