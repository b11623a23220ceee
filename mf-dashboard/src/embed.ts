import { bus, type EventBus } from 'shared-domain';
import { mount, type DashboardMountHandle, type DashboardMountOptions } from './mount';

/** What the embed bundle puts on `window` for agency pages with no Module Federation host. */
export type MediaMartDashboardGlobal = {
  /** Shows its own snackbar for `snackbar/shown`; pass `snackbars: false` to show them yourself. */
  mount: (element: Element, options: DashboardMountOptions) => DashboardMountHandle;
  /** The dashboard's event bus, e.g. to answer `auth/login-requested` (or show messages with `snackbars: false`). */
  bus: EventBus;
};

declare global {
  interface Window { MediaMartDashboard?: MediaMartDashboardGlobal }
}

// Built by the plain (non-federated) embed config only, so importing eagerly is safe here.
window.MediaMartDashboard = { mount, bus };
