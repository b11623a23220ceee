import { createServiceAClient, storedTokenOptions } from 'shared-domain';

const tokens = storedTokenOptions(() => window.localStorage);

/** The stored auth token, or null when signed out or when storage is unavailable. */
export const readAuthToken = tokens.getToken;

/**
 * The one service-A client of the catalog. Components never import it directly: they take
 * it from `useCatalogServices()`, so tests swap it for a mock.
 */
export const catalogClient = createServiceAClient({ baseURL: '/api', ...tokens });
