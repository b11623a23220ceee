import React from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { DEFAULT_THEME, bus as sharedBus, recordSingleton, type MountFn, type MountOptions } from 'shared-domain';
import { campaignBaseFrom, createCampaignClient, readAuthToken } from './api/campaign-client';
import { DashboardServicesProvider, browserStorage, createMainClient, type DashboardServices } from './app/dashboard-services';
import DashboardRoutes from './routes';

recordSingleton('react', React);
recordSingleton('bus', sharedBus);

/**
 * `mf_dashboard/mount`: the dashboard in any element (an agency page, another framework),
 * with its own in-memory router starting at /dashboard, so it never touches the page's URL:
 * the list links to a campaign's page, its tabs and dialogs all work without a host router.
 */
export const mount: MountFn = (element, options) => {
  const root = createRoot(element);
  let current: MountOptions = options;
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

  const render = () => {
    const services: DashboardServices = {
      campaignApi: campaignApi(),
      mainApi: mainApi(),
      bus: current.bus ?? sharedBus,
      storage: browserStorage(),
      token: current.token,
    };
    root.render(
      <ThemeProvider theme={{ ...DEFAULT_THEME, ...current.theme }}>
        <DashboardServicesProvider services={services}>
          <MemoryRouter initialEntries={['/dashboard']}>
            <DashboardRoutes />
          </MemoryRouter>
        </DashboardServicesProvider>
      </ThemeProvider>,
    );
  };

  render();
  return {
    update(next) {
      current = { ...current, ...next };
      render();
    },
    unmount() {
      root.unmount();
    },
  };
};

export default mount;
