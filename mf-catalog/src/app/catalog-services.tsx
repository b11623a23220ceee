import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { bus, type EventBus, type StorageLike, storageOrMemory } from 'shared-domain';
import { catalogClient, readAuthToken } from '../api/catalog-client';

/** Everything the catalog talks to outside React; one context so tests can replace it. */
export type CatalogServices = {
  api: AxiosInstance;
  bus: EventBus;
  storage: StorageLike;
  getToken: () => string | null | undefined;
};

/** localStorage, or memory where it is unavailable. */
const browserStorage = (): StorageLike => storageOrMemory(() => window.localStorage);

let defaults: CatalogServices | undefined;

/** The production services: `/api` client, the application bus, localStorage. */
export function defaultCatalogServices(): CatalogServices {
  defaults ??= { api: catalogClient, bus, storage: browserStorage(), getToken: readAuthToken };
  return defaults;
}

const CatalogServicesContext = createContext<CatalogServices | null>(null);

export function CatalogServicesProvider({ services, children }: { services: CatalogServices; children: ReactNode }) {
  return <CatalogServicesContext.Provider value={services}>{children}</CatalogServicesContext.Provider>;
}

/** The services from the nearest provider, else the production ones. */
export function useCatalogServices(): CatalogServices {
  return useContext(CatalogServicesContext) ?? defaultCatalogServices();
}
