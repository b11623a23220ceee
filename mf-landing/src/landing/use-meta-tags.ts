import { useEffect } from 'react';
import { applyPageMeta } from 'shared-domain/format';

/** Sets the page title and meta description while the page is shown, restoring them after. */
export function useMetaTags(title: string, description: string): void {
  useEffect(() => applyPageMeta(document, { title, description }), [title, description]);
}
