import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  EMBED_EVENT_TYPES, addOptionById, mountIdPrefix, siteOriginOf,
  type EmbedEventHandler, type EmbedEventType, type MountHandle, type MountOptions, type PageOwner,
} from 'shared-domain';
import { remoteNameOf } from 'shared-domain/remotes';
import { applyTheme, BusSnackbars, createRuntime, RuntimeProvider, type RemoteRuntime } from 'shared-ui';
import { SnackbarBar } from '../snackbar/snackbar-bar';
import { EmbedFrame } from './embed-frame';
import { embedPageFor } from './embed-page';

/** What a remote's `mount()` answers (the agency embed contract): `update`, `unmount`, `add` and `on`. */
export type RemoteMountHandle<O> = Omit<MountHandle, 'update'> & { update(next: Partial<O>): void };

/** `mount()`'s options every remote takes: shared-domain's, plus `snackbars` (false: the page shows `snackbar/shown` itself). */
export type RemoteMountOptions = MountOptions & { snackbars?: boolean };

/**
 * A remote's `mount()` body (the agency embed contract, README "Embedding"): one runtime for the
 * embed, made by createRuntime from the options, the theme's custom properties on `element`, and
 * `view(options, runtime)` rendered into it under the runtime and the embed's frame.
 *
 * Without a `token` or `bus` of the embedder's, the embeds of one page share one session of their
 * own (embed-page.ts): Sign in opens the site's sign-in window, which hands back an embedded
 * session for this page's origin; the bag and the dashboard follow each other on one bus. Links
 * and images lead to `siteUrl` (the organisation's host, else the site). The first embed shows
 * the page's snackbars unless `snackbars: false`. `update` gives the runtime a new token, bases
 * or theme (another `bus`, a new runtime) and renders again; `unmount` empties the element, puts
 * back what its style had and stops the runtime.
 */
export function mountRemote<O extends RemoteMountOptions>(
  element: Element,
  options: O,
  /** The remote's folder (`mf-dashboard`): the ids its React root makes are prefixed with it. */
  folder: string,
  view: (current: O, runtime: RemoteRuntime) => ReactNode,
): RemoteMountHandle<O> {
  let current = options;
  const owner = (remoteNameOf(folder) ?? 'mf_bag') as PageOwner;
  const siteOrigin = siteOriginOf(current.apiBase, window.location.href);
  const page = current.token === undefined && !current.bus && siteOrigin
    ? embedPageFor({ apiBase: current.apiBase, siteOrigin, organisation: current.organisation })
    : null;
  const make = () => createRuntime({
    apiBase: current.apiBase,
    campaignApiBase: current.campaignApiBase,
    token: current.token,
    bus: current.bus ?? page?.bus,
    storage: page?.storage,
    theme: current.theme,
    embedded: true,
    embed: { owner, siteUrl: current.siteUrl || siteOrigin || '', page },
  });
  let runtime = make();
  page?.mounted.set(folder, (page.mounted.get(folder) ?? 0) + 1);
  // One embed of the page shows its snackbars: the first that wants them.
  let ownsSnackbars = false;
  const showsSnackbars = () => {
    if (current.snackbars === false) return false;
    if (!page) return true;
    ownsSnackbars = ownsSnackbars || page.claimSnackbars();
    return ownsSnackbars;
  };
  const root = createRoot(element, { identifierPrefix: mountIdPrefix(folder) });
  const styled = element instanceof HTMLElement ? element : null;
  let undoTheme = styled ? applyTheme(styled, runtime.theme()) : () => undefined;
  const render = () => root.render(
    <RuntimeProvider runtime={runtime}>
      <EmbedFrame>{view(current, runtime)}</EmbedFrame>
      {showsSnackbars() && <BusSnackbars bus={runtime.bus} Bar={SnackbarBar} />}
    </RuntimeProvider>,
  );
  render();
  return {
    update(next) {
      const busBefore = current.bus;
      current = { ...current, ...next };
      if ('bus' in next && next.bus !== busBefore) {
        // The session listens to its bus from the start: another bus is another runtime.
        runtime.dispose();
        runtime = make();
      } else runtime.update(next);
      if ('theme' in next && styled) {
        undoTheme();
        undoTheme = applyTheme(styled, runtime.theme());
      }
      render();
    },
    unmount() {
      root.unmount();
      undoTheme();
      runtime.dispose();
      if (ownsSnackbars) page?.releaseSnackbars();
      const left = (page?.mounted.get(folder) ?? 1) - 1;
      if (left > 0) page?.mounted.set(folder, left);
      else page?.mounted.delete(folder);
    },
    add: (mediaOptionId, units) => addOptionById(mediaOptionId, units, {
      api: runtime.api.serviceA, storage: runtime.storage, bus: runtime.bus, getToken: () => runtime.session.state().token,
    }),
    on<T extends EmbedEventType>(type: T, handler: EmbedEventHandler<T>) {
      if (!(EMBED_EVENT_TYPES as readonly string[]).includes(type)) {
        throw new Error(`Unknown embed event "${String(type)}": one of ${EMBED_EVENT_TYPES.join(', ')}`);
      }
      const sub = runtime.bus.on(type).subscribe(handler);
      return () => sub.unsubscribe();
    },
  };
}
