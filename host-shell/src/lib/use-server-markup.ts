import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while rendering the server's markup: on the server, and in the browser's hydration of
 * that markup; false from then on (and in a page the browser renders itself). For what the
 * page must carry for a browser without script, which the script then replaces.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}
