import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { bus, type EventBus, type StorageLike } from 'shared-domain';
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

/** The storage, falling back to memory where localStorage is unavailable. */
export function browserStorage(): StorageLike {
  try {
    return window.localStorage;
  } catch {
    const mem = new Map<string, string>();
    return {
      getItem: (k) => mem.get(k) ?? null,
      setItem: (k, v) => void mem.set(k, v),
      removeItem: (k) => void mem.delete(k),
    };
  }
}

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
