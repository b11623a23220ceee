import { createContext, useContext, type ReactNode } from 'react';
import { createServiceAClient, type SearchSuggestion } from 'shared-domain';
import { fetchGapiSuggestions, fetchSearchSuggestions, type GapiSuggestion } from 'shared-domain/search';

/** The calls the header's search boxes make; a test gives its own. */
export type HostSearchApi = {
  /** GET /search/suggestions (the new box). */
  suggestions(text: string, signal: AbortSignal): Promise<SearchSuggestion[]>;
  /** GET /gapi/suggestions (the old box). */
  oldSearch(text: string, signal: AbortSignal): Promise<GapiSuggestion[]>;
};

let defaults: HostSearchApi | undefined;

/** The site's service A under /api; search needs no token, so none is sent. */
function defaultSearchApi(): HostSearchApi {
  if (!defaults) {
    const api = createServiceAClient({ baseURL: '/api' });
    defaults = {
      suggestions: (text, signal) => fetchSearchSuggestions(api, text, { signal }),
      oldSearch: (text, signal) => fetchGapiSuggestions(api, text, { signal }),
    };
  }
  return defaults;
}

const SearchApiContext = createContext<HostSearchApi | null>(null);

export function SearchApiProvider({ api, children }: { api: HostSearchApi; children: ReactNode }) {
  return <SearchApiContext.Provider value={api}>{children}</SearchApiContext.Provider>;
}

/** The nearest provider's search calls, else the site's. */
export function useSearchApi(): HostSearchApi {
  return useContext(SearchApiContext) ?? defaultSearchApi();
}
