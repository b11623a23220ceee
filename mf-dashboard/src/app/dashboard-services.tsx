import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { bus, type EventBus, type StorageLike, storageOrMemory } from 'shared-domain';
import { createCampaignClient } from '../api/campaign-client';

/** Everything the dashboard talks to outside React; one context so tests and `mount` replace it. */
export type DashboardServices = {
  /** Service B client; it adds the Bearer token itself. */
  campaignApi: AxiosInstance;
  bus: EventBus;
  storage: StorageLike;
  /** An embedder's token (`mount`); undefined: follow localStorage and the auth events. */
  token?: string | null;
};

/** localStorage, or memory where it is unavailable. */
export const browserStorage = (): StorageLike => storageOrMemory(() => window.localStorage);

let defaults: DashboardServices | undefined;

/** The production services under the host: `/campaign-api`, the application bus, localStorage. */
export function defaultDashboardServices(): DashboardServices {
  defaults ??= { campaignApi: createCampaignClient('/campaign-api'), bus, storage: browserStorage() };
  return defaults;
}

const DashboardServicesContext = createContext<DashboardServices | null>(null);

export function DashboardServicesProvider({ services, children }: { services: DashboardServices; children: ReactNode }) {
  return <DashboardServicesContext.Provider value={services}>{children}</DashboardServicesContext.Provider>;
}

/** The services from the nearest provider, else the production ones. */
export function useDashboardServices(): DashboardServices {
  return useContext(DashboardServicesContext) ?? defaultDashboardServices();
}
