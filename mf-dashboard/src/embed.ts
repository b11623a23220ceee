import { bus, type EventBus, type MountFn } from 'shared-domain';
import { mount } from './mount';

/** What the embed bundle puts on `window` for agency pages with no Module Federation host. */
export type MediaMartDashboardGlobal = {
  mount: MountFn;
  /** The dashboard's event bus, e.g. to show its `snackbar/shown` messages or answer `auth/login-requested`. */
  bus: EventBus;
};

declare global {
  interface Window { MediaMartDashboard?: MediaMartDashboardGlobal }
}

// Built by the plain (non-federated) embed config only, so importing eagerly is safe here.
window.MediaMartDashboard = { mount, bus };
