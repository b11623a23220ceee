import { bus, type EventBus } from 'shared-domain';
import { mount, type DashboardMountHandle, type DashboardMountOptions } from './mount';

/** What the embed bundle puts on `window` for agency pages with no Module Federation host. */
export type MediaMartDashboardGlobal = {
  /** `mount(element, { apiBase, organisation, siteUrl, theme })`: its handle updates, unmounts, adds media (`add`) and follows events (`on`). */
  mount: (element: Element, options: DashboardMountOptions) => DashboardMountHandle;
  /** The bus of an embed given no `bus` and no `token` is the page's embed bus (`on` of the handle follows it); this is the module's own. */
  bus: EventBus;
};

declare global {
  interface Window { MediaMartDashboard?: MediaMartDashboardGlobal }
}

// Built by the plain (non-federated) embed config only, so importing eagerly is safe here.
window.MediaMartDashboard = { mount, bus };
