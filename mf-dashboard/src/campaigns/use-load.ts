import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from 'shared-domain';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'error'; error: ApiError };

/** Runs `load` when it changes and on `retry`; ignores answers that arrive after a newer call. */
export function useLoad<T>(load: (() => Promise<T>) | null): { state: LoadState<T>; retry: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return undefined;
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => { if (live) setState({ status: 'ok', data }); },
      (err: unknown) => { if (live) setState({ status: 'error', error: toApiError(err) }); },
    );
    return () => { live = false; };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/** An API failure in words a person can act on. */
export function describeError(error: ApiError): string {
  if (error.isNetwork) return 'We could not reach the server. Check your connection and try again.';
  if (error.status >= 500) return 'Something went wrong on our side. Please try again.';
  return error.message;
}
