import { useServiceA, type ServiceAView } from 'shared-ui';

/**
 * What the remote's pages talk to: the main API (public page reads, leads, and the bag when a
 * planning tool adds its plan), the application bus, the browser's storage (the guest bag)
 * and the signed-in user's token — the page's runtime (shared-ui), never a client of its own.
 */
export type ContentServices = ServiceAView;

/** The runtime's service A, bus, storage and token under the remote's names. */
export const useContentServices = useServiceA;
