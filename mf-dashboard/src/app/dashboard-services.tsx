import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { bagPathFor, bus, createServiceAClient, type EventBus, type StorageLike, storageOrMemory } from 'shared-domain';
import { createCampaignClient, readAuthToken } from '../api/campaign-client';

/** Everything the dashboard talks to outside React; one context so tests and `mount` replace it. */
export type DashboardServices = {
  /** Service B client; it adds the Bearer token itself. */
  campaignApi: AxiosInstance;
  /**
   * Service A client, used only to ask who the token belongs to (staff see more actions).
   * Absent: the viewer is unknown and only advertiser actions show.
   */
  mainApi?: AxiosInstance;
  bus: EventBus;
  storage: StorageLike;
  /** An embedder's token (`mount`); undefined: follow localStorage and the auth events. */
  token?: string | null;
  /**
   * Where "Add media" opens the bag for a campaign (this site's `/bag?campaignId=…&stay=true`).
   * Absent where the site's bag is not (an agency's page with `mount`): no "Add media" there.
   */
  bagPathFor?: (campaignId: string) => string;
  /** Loads the card gateway's checkout script (a `<script>` tag; a fake in tests). */
  loadScript?: (url: string) => Promise<void>;
};

/** localStorage, or memory where it is unavailable. */
export const browserStorage = (): StorageLike => storageOrMemory(() => window.localStorage);

/** A service A client that never stores tokens: the dashboard only reads who is signed in. */
export function createMainClient(baseURL: string, getToken: () => string | null | undefined = readAuthToken): AxiosInstance {
  return createServiceAClient({ baseURL, getToken });
}

let defaults: DashboardServices | undefined;

/** The production services under the host: `/campaign-api`, `/api`, the application bus, localStorage. */
export function defaultDashboardServices(): DashboardServices {
  defaults ??= {
    campaignApi: createCampaignClient('/campaign-api'),
    mainApi: createMainClient('/api'),
    bus,
    storage: browserStorage(),
    // stay=true: after saving, the campaign shows here on the dashboard, not on the admin site.
    bagPathFor: (campaignId) => bagPathFor({ campaignId, stay: true }),
  };
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
