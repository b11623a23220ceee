import { useMemo } from 'react';
import { useServiceA, type ServiceAView } from 'shared-ui';
import { browserGoogleIdentity, type GoogleIdentity } from '../google/google-identity';

/** What the auth remote talks to outside React: the page's runtime (shared-ui), never a client of its own. */
export type AuthServices = Omit<ServiceAView, 'getToken'> & {
  /** Google Identity Services; used only when GET /auth/config names a Google client id. */
  google: GoogleIdentity;
};

/** The runtime's service A, bus and storage, and the browser's Google Identity Services. */
export function useAuthServices(): AuthServices {
  const services = useServiceA();
  return useMemo(() => ({ ...services, google: browserGoogleIdentity }), [services]);
}
