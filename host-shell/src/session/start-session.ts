import { createSessionController, type SessionController } from 'shared-domain';
import type { RemoteRuntime } from 'shared-ui';

/**
 * The page's one session controller, over the page runtime's service A (which sends the stored
 * token and stores any token an answer carries), its storage and bus, following other tabs.
 * `start()` restores it from storage: call it once the page is mounted, so the header hears
 * what the restore announces (the bag's count).
 */
export function pageSession({ api, storage, bus }: Pick<RemoteRuntime, 'api' | 'storage' | 'bus'>): SessionController {
  const session = createSessionController({ storage, apiA: api.serviceA, bus });
  window.addEventListener('storage', (e) => {
    // sessionStorage changes are not ours; a memory stand-in never hears other tabs anyway.
    if (!e.storageArea || e.storageArea === storage) void session.handleStorageEvent(e.key, e.newValue);
  });
  return session;
}
