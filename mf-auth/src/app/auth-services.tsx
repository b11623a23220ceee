import { useMemo } from 'react';
import { useRuntime, useServiceA, type ServiceAView } from 'shared-ui';

/** What the auth remote talks to outside React: the page's runtime (shared-ui), never a client of its own. */
export type AuthServices = Omit<ServiceAView, 'getToken'> & {
  /** Inside an agency embed, whose sign-in is its own window: no OpenID buttons there. */
  embedded: boolean;
  /** Leaves the page for `url` (the OpenID start), a full-page navigation. */
  navigate: (url: string) => void;
};

/** The browser's full-page navigation (an object, so tests can watch it). */
export const browserNavigation = { assign: (url: string) => window.location.assign(url) };

/** The runtime's service A, bus and storage, whether it is an embed, and the browser's navigation. */
export function useAuthServices(): AuthServices {
  const services = useServiceA();
  const { embedded } = useRuntime();
  return useMemo(() => ({ ...services, embedded, navigate: (url: string) => browserNavigation.assign(url) }), [services, embedded]);
}
