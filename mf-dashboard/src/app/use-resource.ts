import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from 'shared-domain';

export type Resource<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'success'; data: T };

type Settled<T> = { token: string; result: Resource<T> };

/**
 * Loads data for `key` (null: load nothing, stay idle) and reloads when the key changes or
 * `retry()` is called. A result that arrives for an older key is dropped, so a sign-out or
 * a fast click never shows stale data.
 */
export function useResource<T>(key: string | null, load: () => Promise<T>): [Resource<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const token = key === null ? null : `${attempt}\u0000${key}`;

  useEffect(() => {
    if (token === null) return undefined;
    let live = true;
    loadRef.current().then(
      (data) => live && setSettled({ token, result: { status: 'success', data } }),
      (err: unknown) => live && setSettled({ token, result: { status: 'error', error: toApiError(err) } }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (token === null) return [{ status: 'idle' }, retry];
  const result: Resource<T> = settled && settled.token === token ? settled.result : { status: 'loading' };
  return [result, retry];
}
