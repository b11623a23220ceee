import React from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { bus as sharedBus, mountIdPrefix, recordSingleton, type MountOptions } from 'shared-domain';
import { campaignBaseFrom, createCampaignClient, readAuthToken } from './api/campaign-client';
import { DashboardServicesProvider, browserStorage, createMainClient, type DashboardServices } from './app/dashboard-services';
import { themedMount } from 'shared-ui';
import { DocumentTitleProvider } from './app/use-document-title';
import { EmbeddedSnackbar } from './ui/embedded-snackbar';
import DashboardRoutes from './routes';

recordSingleton('react', React);
recordSingleton('bus', sharedBus);

/**
 * `mount`'s options: shared-domain's, plus `snackbars` — false for a page that shows the
 * dashboard's `snackbar/shown` events itself (default true: the dashboard shows them).
 */
export type DashboardMountOptions = MountOptions & { snackbars?: boolean };

export type DashboardMountHandle = {
  update(next: Partial<DashboardMountOptions>): void;
  unmount(): void;
};

/**
 * `mf_dashboard/mount`: the dashboard in any element (an agency page, another framework),
 * with its own in-memory router starting at /dashboard, so it never touches the page's URL:
 * the list links to a campaign's page, its tabs and dialogs all work without a host router.
 * It leaves the page's title alone and shows its own snackbar unless `snackbars: false`.
 * `theme` (and `update({ theme })`) writes the theme's CSS custom properties on `element`:
 * the dashboard reads only those (shared-ui's tokens), so it shows in the embedder's colours.
 */
export const mount = (element: Element, options: DashboardMountOptions): DashboardMountHandle => {
  const root = createRoot(element, { identifierPrefix: mountIdPrefix('mf-dashboard') });
  let current: DashboardMountOptions = options;
  let client: { base: string; services: DashboardServices['campaignApi'] } | null = null;
  let main: { base: string; api: NonNullable<DashboardServices['mainApi']> } | null = null;

  // The client reads the latest options on every request, so `update({ token })` is enough.
  const tokenNow = () => (current.token !== undefined ? current.token : readAuthToken());
  const campaignApi = () => {
    const base = current.campaignApiBase ?? campaignBaseFrom(current.apiBase);
    if (!client || client.base !== base) client = { base, services: createCampaignClient(base, tokenNow) };
    return client.services;
  };
  // Service A, only to learn who the token belongs to (staff see more actions).
  const mainApi = () => {
    if (!main || main.base !== current.apiBase) main = { base: current.apiBase, api: createMainClient(current.apiBase, tokenNow) };
    return main.api;
  };

  return themedMount(element, root, options, (latest) => {
    current = latest;
    const services: DashboardServices = {
      campaignApi: campaignApi(),
      mainApi: mainApi(),
      bus: current.bus ?? sharedBus,
      storage: browserStorage(),
      token: current.token,
    };
    return (
      <DashboardServicesProvider services={services}>
        <DocumentTitleProvider enabled={false}>
          <MemoryRouter initialEntries={['/dashboard']}>
            <DashboardRoutes />
          </MemoryRouter>
        </DocumentTitleProvider>
        {current.snackbars !== false && <EmbeddedSnackbar />}
      </DashboardServicesProvider>
    );
  });
};

export default mount;
