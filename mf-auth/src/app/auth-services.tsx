import { useMemo } from 'react';
import type { AxiosInstance } from 'axios';
import type { EventBus, StorageLike } from 'shared-domain';
import { useRuntime } from 'shared-ui';
import { browserGoogleIdentity, type GoogleIdentity } from '../google/google-identity';

/** What the auth remote talks to outside React: the page's runtime (shared-ui), never a client of its own. */
export type AuthServices = {
  /** Service A (`x-access-token`); stores any token an answer carries (SPEC.md section 4). */
  api: AxiosInstance;
  bus: EventBus;
  storage: StorageLike;
  /** Google Identity Services; used only when GET /auth/config names a Google client id. */
  google: GoogleIdentity;
};

/** The runtime's service A, bus and storage, and the browser's Google Identity Services. */
export function useAuthServices(): AuthServices {
  const runtime = useRuntime();
  return useMemo(() => ({ api: runtime.api.serviceA, bus: runtime.bus, storage: runtime.storage, google: browserGoogleIdentity }), [runtime]);
}
