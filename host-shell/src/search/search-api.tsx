import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import type { SearchSuggestion } from 'shared-domain';
import { fetchGapiSuggestions, fetchSearchSuggestions, type GapiSuggestion } from 'shared-domain/search';
import { useRuntime } from 'shared-ui';

/** The calls the header's search boxes make; a test gives its own. */
export type HostSearchApi = {
  /** GET /search/suggestions (the new box). */
  suggestions(text: string, signal: AbortSignal): Promise<SearchSuggestion[]>;
  /** GET /gapi/suggestions (the old box). */
  oldSearch(text: string, signal: AbortSignal): Promise<GapiSuggestion[]>;
};

/** The search calls over the page runtime's service A. */
function siteSearchApi(api: AxiosInstance): HostSearchApi {
  return {
    suggestions: (text, signal) => fetchSearchSuggestions(api, text, { signal }),
    oldSearch: (text, signal) => fetchGapiSuggestions(api, text, { signal }),
  };
}

const SearchApiContext = createContext<HostSearchApi | null>(null);

export function SearchApiProvider({ api, children }: { api: HostSearchApi; children: ReactNode }) {
  return <SearchApiContext.Provider value={api}>{children}</SearchApiContext.Provider>;
}

/** The nearest provider's search calls, else the site's (the page runtime's service A). */
export function useSearchApi(): HostSearchApi {
  const given = useContext(SearchApiContext);
  const { api } = useRuntime();
  const site = useMemo(() => siteSearchApi(api.serviceA), [api]);
  return given ?? site;
}
