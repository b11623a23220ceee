import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from 'shared-domain';
import { createRemoteLoader, type RemoteLoaderHandle } from './remote-loader';

/** The app's loader: `remotes.json` from the host's origin, the real federation runtime. */
export function createFederationLoader(configUrl = '/remotes.json'): RemoteLoaderHandle {
  registerPlugins([
    {
      name: 'host-shell-remote-errors',
      // Returning nothing lets the error reach the slot's boundary, which shows the fallback.
      errorLoadRemote({ id, lifecycle, error }) {
        console.warn(`[host-shell] remote ${id} failed at ${lifecycle}:`, error);
        return undefined;
      },
    },
  ]);
  return createRemoteLoader({
    fetchConfig: async () => {
      const res = await fetch(configUrl, { cache: 'no-cache' });
      if (!res.ok) throw new Error(`${configUrl} answered ${res.status}`);
      return (await res.json()) as RemotesConfig;
    },
    runtime: {
      registerRemotes: (remotes, options) => registerRemotes(remotes, options),
      loadRemote: (id) => loadRemote(id),
    },
  });
}
