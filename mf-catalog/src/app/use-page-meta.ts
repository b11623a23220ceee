import { useEffect } from 'react';

/** Longest meta description search engines show in full. */
export const DESCRIPTION_MAX = 160;

/** Cuts text at a word boundary to at most `max` characters, ending in "…" when cut. */
export function clipDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * Sets `document.title` and `<meta name="description">` while the page is shown and puts
 * back what was there when it goes (or changes), so the next page — the host's or another
 * remote's — never inherits a stale title or description. Undefined leaves a value alone.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    let meta: HTMLMetaElement | null = null;
    let created = false;
    let previousDescription = '';
    if (description) {
      meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
        created = true;
      }
      previousDescription = meta.content;
      meta.content = clipDescription(description);
    }
    if (title) document.title = title;
    return () => {
      if (title) document.title = previousTitle;
      if (meta && created) meta.remove();
      else if (meta) meta.content = previousDescription;
    };
  }, [title, description]);
}
