import { useServiceA, type ServiceAView } from 'shared-ui';

/** What the catalog talks to outside React: the page runtime's service A, bus, storage and token (shared-ui), never a client of its own. */
export type CatalogServices = ServiceAView;

/** The runtime's service A, bus, storage and token under the catalog's names. */
export const useCatalogServices = useServiceA;
