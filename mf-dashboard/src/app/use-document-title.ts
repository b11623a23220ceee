import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';
import { applyPageMeta, pageTitle } from 'shared-domain/format';

/** False under `mount`: the embedding page owns its title. */
const DocumentTitleContext = createContext(true);

/** `mount` wraps the dashboard in `<DocumentTitleProvider enabled={false}>` so no page sets the title. */
export function DocumentTitleProvider({ enabled, children }: { enabled: boolean; children?: ReactNode }) {
  return createElement(DocumentTitleContext.Provider, { value: enabled }, children);
}

/**
 * Titles the page `{name} | MediaMart` (and sets its description) while it is shown, putting
 * back what was there after; undefined, or inside a disabled provider, leaves the head alone.
 */
export function useDocumentTitle(name: string | undefined, description?: string): void {
  const enabled = useContext(DocumentTitleContext);
  useEffect(() => {
    if (!enabled || !name) return undefined;
    return applyPageMeta(document, { title: pageTitle(name), description });
  }, [enabled, name, description]);
}
