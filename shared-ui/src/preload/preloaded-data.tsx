import { createContext, useContext, type ReactNode } from 'react';
import { PRELOADED_DATA_ID } from 'shared-domain';

/** A server's answer to a resource's load: its value, or the error it gave (a 4xx: the page shows it, as the browser would). */
export type PreloadedEntry = { value: unknown } | { error: { status: number; code: string; message: string } };

/**
 * Data loaded for the page before it renders: on the server, what `useResource` asked for
 * during a first pass (loaded, then rendered again with it); in the browser, the same data read
 * from the document, so hydration renders what the server did without asking the API again.
 */
export type PreloadedData = {
  /** What the load of a resource key gave, if it was loaded. */
  get(key: string): PreloadedEntry | undefined;
  /** The browser is done with a key (the component that used it mounted): later visits load afresh. */
  used(key: string): void;
  /** Server only: a resource the render asked for and the store does not hold yet. */
  request?(key: string, load: () => Promise<unknown>): void;
};

const isEntry = (entry: unknown): entry is PreloadedEntry =>
  !!entry && typeof entry === 'object' && ('value' in entry || ('error' in entry && !!(entry as { error: unknown }).error && typeof (entry as { error: unknown }).error === 'object'));

/** A store over key → entry data (the document's data block, or the server's loads); anything else in it is ignored. */
export function preloadedData(data: Record<string, unknown>, request?: PreloadedData['request']): PreloadedData {
  const entries = new Map(Object.entries(data).filter((pair): pair is [string, PreloadedEntry] => isEntry(pair[1])));
  return {
    get: (key) => entries.get(key),
    used: (key) => void entries.delete(key),
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
