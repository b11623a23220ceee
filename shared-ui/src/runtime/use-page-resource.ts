import { useContext, useEffect } from 'react';
import { useRuntime, useSessionState } from 'shared-ui';
import { useResource, type OptionalResource } from '../states/use-resource';
import { DenyContext } from './access-gate';

export type PageResourceOptions = {
  /**
   * What a 403 means: `gate` (default) the page is not for this viewer, so the gate shows its
   * forbidden state; `page` the page shows it itself (a refused view of a page the viewer may see).
   */
  forbidden?: 'gate' | 'page';
};

/**
 * A gated page's load (inside AccessGate): keyed by the session as well as by `key`, so it
 * loads again after every sign-in or sign-out, and idle while signed out (or `key` is null).
 * A 401 ends the session (the gate asks to sign in again) and a 403 is the gate's forbidden
 * state; until the gate shows it, the page sees the load as still loading, never as its error.
 */
export function usePageResource<T>(key: string | null, load: () => Promise<T>, options: PageResourceOptions = {}): [OptionalResource<T>, () => void] {
  const { session } = useRuntime();
  const { token, revision } = useSessionState();
  const deny = useContext(DenyContext);
  const [result, retry] = useResource(token && key !== null ? `${token}#${revision}#${key}` : null, load);
  const status = result.status === 'error' ? result.error.status : 0;
  const gateDecides = status === 401 || (status === 403 && options.forbidden !== 'page');
  useEffect(() => {
    if (status === 401) session.expire();
    else if (status === 403 && gateDecides) deny();
  }, [status, gateDecides, session, deny]);
  return [gateDecides ? { status: 'loading' } : result, retry];
}
