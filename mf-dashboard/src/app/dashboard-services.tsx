import { useMemo } from 'react';
import type { AxiosInstance } from 'axios';
import { bagPathFor, type EventBus, type StorageLike } from 'shared-domain';
import { useRuntime } from 'shared-ui';

/** What the dashboard talks to outside React, as its pages name it: the page's runtime (shared-ui), never a client of its own. */
export type DashboardServices = {
  /** Service B (the campaign service). */
  campaignApi: AxiosInstance;
  /** Service A (who is signed in, the account, the staff screens). */
  mainApi: AxiosInstance;
  bus: EventBus;
  storage: StorageLike;
  /**
   * Where "Add media" opens the bag for a campaign (this site's `/bag?campaignId=…&stay=true`).
   * Absent where the site's bag is not (an agency's page with `mount`): no "Add media" there.
   */
  bagPathFor?: (campaignId: string) => string;
};

/** The runtime's clients, bus and storage under the dashboard's names. */
export function useDashboardServices(): DashboardServices {
  const runtime = useRuntime();
  return useMemo(() => ({
    campaignApi: runtime.api.serviceB,
    mainApi: runtime.api.serviceA,
    bus: runtime.bus,
    storage: runtime.storage,
    // stay=true: after saving, the campaign shows here on the dashboard, not on the admin site.
    ...(runtime.embedded ? {} : { bagPathFor: (campaignId: string) => bagPathFor({ campaignId, stay: true }) }),
  }), [runtime]);
}
