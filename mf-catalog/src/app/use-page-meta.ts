import { useEffect } from 'react';
import { clipDescription } from 'shared-domain/format';

// The words (site name, clipping) are shared-domain's; this hook only writes them into the page.
export { DESCRIPTION_MAX, clipDescription, pageTitle } from 'shared-domain/format';

/** Sets or adds `<meta name>` and returns how to put back what was there. */
function setMeta(name: string, content: string): () => void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const created = !meta;
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  const previous = meta.content;
  meta.content = content;
  return () => (created ? meta.remove() : (meta.content = previous));
}

/**
 * Sets `document.title`, `<meta name="description">` and, when given, `<meta name="robots">`
 * while the page is shown and puts back what was there when it goes (or changes), so the next
 * page — the host's or another remote's — never inherits a stale value. Undefined leaves a
 * value alone.
 */
export function usePageMeta(title: string | undefined, description?: string, robots?: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    const restore = [description && setMeta('description', clipDescription(description)), robots && setMeta('robots', robots)];
    if (title) document.title = title;
    return () => {
      if (title) document.title = previousTitle;
      for (const undo of restore) if (undo) undo();
    };
  }, [title, description, robots]);
}
