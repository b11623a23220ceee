import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { createSearchIndexClient } from 'shared-domain/search';

let defaultIndex: AxiosInstance | undefined;

const SearchIndexContext = createContext<AxiosInstance | null>(null);

/** Gives the search pages another index client (tests, or an embedder's own index). */
export function SearchIndexProvider({ index, children }: { index: AxiosInstance; children: ReactNode }) {
  return <SearchIndexContext.Provider value={index}>{children}</SearchIndexContext.Provider>;
}

/** The nearest provider's index client, else the site's /search-index with its read-only login. */
export function useSearchIndex(): AxiosInstance {
  return useContext(SearchIndexContext) ?? (defaultIndex ??= createSearchIndexClient());
}
