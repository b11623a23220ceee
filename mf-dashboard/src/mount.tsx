import React, { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { bus as sharedBus, recordSingleton } from 'shared-domain';
import { useRuntime } from 'shared-ui';
import { mountRemote, type RemoteMountHandle, type RemoteMountOptions } from 'shared-ui/runtime';
import { DocumentTitleProvider } from './app/use-document-title';
import DashboardRoutes from './routes';

recordSingleton('react', React);
recordSingleton('bus', sharedBus);

/**
 * `mount`'s options: shared-domain's, plus `snackbars` — false for a page that shows the
 * `snackbar/shown` events itself (default true: the first embed on the page shows them).
 */
export type DashboardMountOptions = RemoteMountOptions;

export type DashboardMountHandle = RemoteMountHandle<DashboardMountOptions>;

/** A campaign saved elsewhere on the page (the embedded bag) opens here. */
function OpenSavedCampaigns() {
  const { bus } = useRuntime();
  const navigate = useNavigate();
  useEffect(() => {
    const sub = bus.on('campaign/saved').subscribe((e) => void navigate(`/dashboard/${encodeURIComponent(e.campaignId)}`));
    return () => sub.unsubscribe();
  }, [bus, navigate]);
  return null;
}

/**
 * `mf_dashboard/mount`: the dashboard in any element (an agency page, another framework),
 * with its own in-memory router starting at /dashboard, so it never touches the page's URL:
 * the list links to a campaign's page, its tabs and dialogs all work without a host router;
 * a page of the site it does not hold opens on the embed's site in a new tab. It leaves the
 * page's title alone and opens a campaign the page's embedded bag saves. The embed's runtime
 * (shared-ui's mountRemote) gives the session, the clients over `apiBase` and the theme.
 */
export const mount = (element: Element, options: DashboardMountOptions): DashboardMountHandle =>
  mountRemote(element, options, 'mf-dashboard', () => (
    <DocumentTitleProvider enabled={false}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <OpenSavedCampaigns />
        <DashboardRoutes />
      </MemoryRouter>
    </DocumentTitleProvider>
  ));

export default mount;
