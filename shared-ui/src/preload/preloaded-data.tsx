import { createContext, useContext, type ReactNode } from 'react';
import { PRELOADED_DATA_ID } from 'shared-domain';

/**
 * Data loaded for the page before it renders: on the server, what `useResource` asked for
 * during a first pass (loaded, then rendered again with it); in the browser, the same data read
 * from the document, so hydration renders what the server did without asking the API again.
 */
export type PreloadedData = {
  /** The loaded value of a resource key, if it was loaded. */
  get(key: string): { value: unknown } | undefined;
  /** The browser is done with a key (the component that used it mounted): later visits load afresh. */
  used(key: string): void;
  /** Server only: a resource the render asked for and the store does not hold yet. */
  request?(key: string, load: () => Promise<unknown>): void;
};

/** A store over plain key → value data (the document's data block, or the server's loads). */
export function preloadedData(data: Record<string, unknown>, request?: PreloadedData['request']): PreloadedData {
  const values = new Map(Object.entries(data));
  return {
    get: (key) => (values.has(key) ? { value: values.get(key) } : undefined),
    used: (key) => void values.delete(key),
    ...(request ? { request } : {}),
  };
}

/** The data block the server wrote into the document (`#mm-data`), or none. */
export function readPreloadedData(doc: Document): PreloadedData | null {
  const text = doc.getElementById(PRELOADED_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? preloadedData(data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const Context = createContext<PreloadedData | null>(null);

export function PreloadedDataProvider({ data, children }: { data: PreloadedData | null; children: ReactNode }) {
  return <Context.Provider value={data}>{children}</Context.Provider>;
}

export const usePreloadedData = (): PreloadedData | null => useContext(Context);
