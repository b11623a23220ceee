import { useMemo } from 'react';
import type { AxiosInstance } from 'axios';
import type { SearchSuggestion } from 'shared-domain';
import { fetchGapiSuggestions, fetchSearchSuggestions, type GapiSuggestion } from 'shared-domain/search';
import { useRuntime } from 'shared-ui';

/** The calls the header's search boxes make, over the page runtime's service A. */
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

/** The site's search calls, over the page runtime's service A (a test answers them through the runtime's adapter). */
export function useSearchApi(): HostSearchApi {
  const { api } = useRuntime();
  return useMemo(() => siteSearchApi(api.serviceA), [api]);
}
