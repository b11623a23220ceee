import { AUTH_TOKEN_KEY, createServiceAClient } from 'shared-domain';

/** The stored auth token, or null when signed out or when storage is unavailable. */
export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage can throw (blocked cookies, some private modes): treat as signed out.
    return null;
  }
}

/**
 * The one service-A client of the catalog. Components never import it directly: they take
 * it from `useCatalogServices()`, so tests swap it for a mock.
 */
export const catalogClient = createServiceAClient({ baseURL: '/api', getToken: readAuthToken });
