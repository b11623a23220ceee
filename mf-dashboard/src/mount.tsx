import React from 'react';
import { MemoryRouter } from 'react-router-dom';
import { bus as sharedBus, recordSingleton, type MountOptions } from 'shared-domain';
import { mountRemote } from 'shared-ui/runtime';
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
 * The embed's runtime (shared-ui's mountRemote) holds both services' clients over `apiBase`,
 * `campaignApiBase` and `token` (`update({ token })` is enough to sign in), and `theme` (and
 * `update({ theme })`) writes the theme's CSS custom properties on `element`: the dashboard
 * reads only those (shared-ui's tokens), so it shows in the embedder's colours.
 */
export const mount = (element: Element, options: DashboardMountOptions): DashboardMountHandle =>
  mountRemote(element, options, 'mf-dashboard', (current) => (
    <>
      <DocumentTitleProvider enabled={false}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <DashboardRoutes />
        </MemoryRouter>
      </DocumentTitleProvider>
      {current.snackbars !== false && <EmbeddedSnackbar />}
    </>
  ));

export default mount;
