import { bus, type EventBus, type MountFn } from 'shared-domain';
import { mount } from './mount';

/** What the embed bundle puts on `window` for agency pages with no Module Federation host. */
export type MediaMartBagGlobal = {
  mount: MountFn;
  /** The bag's event bus, e.g. to answer `auth/login-requested` with the agency's own sign-in. */
  bus: EventBus;
};

declare global {
  interface Window { MediaMartBag?: MediaMartBagGlobal }
}

// Built by the plain (non-federated) embed config only, so importing eagerly is safe here.
window.MediaMartBag = { mount, bus };
