import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';

/** False under `mount`: the embedding page owns its title. */
const DocumentTitleContext = createContext(true);

/** `mount` wraps the dashboard in `<DocumentTitleProvider enabled={false}>` so no page sets the title. */
export function DocumentTitleProvider({ enabled, children }: { enabled: boolean; children?: ReactNode }) {
  return createElement(DocumentTitleContext.Provider, { value: enabled }, children);
}

/** Sets `document.title` while the page is shown; undefined, or inside a disabled provider, leaves it as it is. */
export function useDocumentTitle(title: string | undefined): void {
  const enabled = useContext(DocumentTitleContext);
  useEffect(() => {
    if (enabled && title) document.title = title;
  }, [enabled, title]);
}
