import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, toApiError } from 'shared-domain';
import { usePreloadedData } from 'shared-ui';

/** A load in progress, failed, or done. */
export type Resource<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'success'; data: T };

/** A resource whose key may be null: then nothing loads and it stays idle. */
export type OptionalResource<T> = { status: 'idle' } | Resource<T>;

type Settled<T> = { token: string; result: Resource<T> };

/**
 * Loads data for `key` (null: load nothing, stay idle) and reloads when the key changes or
 * `retry()` is called. A result that arrives for an older key is dropped, so a fast click
 * through pages or a sign-out never shows stale data. Data the server's render loaded for the
 * key (PreloadedDataProvider) is the first result: nothing is asked again at hydration.
 */
export function useResource<T>(key: string, load: () => Promise<T>): [Resource<T>, () => void];
export function useResource<T>(key: string | null, load: () => Promise<T>): [OptionalResource<T>, () => void];
export function useResource<T>(key: string | null, load: () => Promise<T>): [OptionalResource<T>, () => void] {
  const preloaded = usePreloadedData();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(() => fromPreloaded<T>(preloaded, key, load));
  const loadRef = useRef(load);
  loadRef.current = load;
  const token = key === null ? null : `${attempt}\u0000${key}`;
  const settledRef = useRef(settled);
  settledRef.current = settled;

  useEffect(() => {
    if (token === null) return undefined;
    if (settledRef.current?.token === token) {
      // The first result came with the page: no request, and the key is the browser's to load from now on.
      if (key !== null) preloaded?.used(key);
      return undefined;
    }
    let live = true;
    loadRef.current().then(
      (data) => live && setSettled({ token, result: { status: 'success', data } }),
      (err: unknown) => live && setSettled({ token, result: { status: 'error', error: toApiError(err) } }),
    );
    return () => {
      live = false;
    };
    // `key` and `preloaded` change only with `token` or never.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (token === null) return [{ status: 'idle' }, retry];
  const result: Resource<T> = settled && settled.token === token ? settled.result : { status: 'loading' };
  return [result, retry];
}

/**
 * The data of the last successful load, kept while a newer key loads: filters stay on screen
 * (and keep keyboard focus) while their counts refresh, instead of flashing to a skeleton.
 */
export function useLatestData<T>(resource: OptionalResource<T>): T | undefined {
  const last = useRef<T | undefined>(undefined);
  if (resource.status === 'success') last.current = resource.data;
  return last.current;
}

/** The first result of a key from the page's preloaded data; on the server, a request for it when missing. */
function fromPreloaded<T>(preloaded: ReturnType<typeof usePreloadedData>, key: string | null, load: () => Promise<T>): Settled<T> | null {
  if (key === null || !preloaded) return null;
  const hit = preloaded.get(key);
  if (hit && 'value' in hit) return { token: `0\u0000${key}`, result: { status: 'success', data: hit.value as T } };
  if (hit) return { token: `0\u0000${key}`, result: { status: 'error', error: new ApiError(hit.error.status, hit.error.code, hit.error.message) } };
  preloaded.request?.(key, load);
  return null;
}
