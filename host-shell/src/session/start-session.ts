import { AUTH_TOKEN_KEY, bus, createServiceAClient, createSessionController, type SessionController, type StorageLike, storageOrMemory } from 'shared-domain';

/** localStorage, or a memory stand-in where the browser refuses it (private mode, sandboxed frames). */
const browserStorage = (): StorageLike => storageOrMemory(() => window.localStorage);

/**
 * The page's one session: a service-A client that sends the stored token and stores any
 * token an answer carries, following other tabs. `start()` restores it from storage: call it
 * once the page is mounted, so the header hears what the restore announces (the bag's count).
 */
export function pageSession(apiBase = '/api'): SessionController {
  const storage = browserStorage();
  const apiA = createServiceAClient({
    baseURL: apiBase,
    getToken: () => storage.getItem(AUTH_TOKEN_KEY),
    onToken: (t) => storage.setItem(AUTH_TOKEN_KEY, t),
  });
  const session = createSessionController({ storage, apiA, bus });
  window.addEventListener('storage', (e) => {
    // sessionStorage changes are not ours; a memory stand-in never hears other tabs anyway.
    if (!e.storageArea || e.storageArea === storage) void session.handleStorageEvent(e.key, e.newValue);
  });
  return session;
}
