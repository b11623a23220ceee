import { useEffect } from 'react';
import { applyPageMeta } from 'shared-domain/format';

// The words (site name, clipping: pageTitle, clipDescription) and the writing are shared-domain's; this hook runs it per page.

/**
 * Sets `document.title`, `<meta name="description">` and, when given, `<meta name="robots">`
 * while the page is shown and puts back what was there when it goes (or changes), so the next
 * page — the host's or another remote's — never inherits a stale value. Undefined leaves a
 * value alone.
 */
export function usePageMeta(title: string | undefined, description?: string, robots?: string): void {
  useEffect(() => applyPageMeta(document, { title, description, robots }), [title, description, robots]);
}
