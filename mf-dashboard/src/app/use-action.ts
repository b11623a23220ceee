import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, toApiError } from 'shared-domain';
import { useDashboardServices } from './dashboard-services';
import { errorText } from './error-text';

export type ActionOptions<R> = {
  /** Snackbar text on success (none when absent). */
  success?: string | ((result: R) => string);
  /** Snackbar text before the reason on failure, e.g. "Could not approve the plan". */
  failure: string;
  /** Status codes whose own words replace the server's (e.g. 403 → "Only the owner …"). */
  messages?: Partial<Record<number, string>>;
};

export type Action<A extends unknown[], R> = {
  run: (...args: A) => Promise<R | undefined>;
  pending: boolean;
  error: ApiError | null;
  reset: () => void;
};

/**
 * One write to the server: `pending` while it is out (a second call is ignored), `error`
 * when it failed, and a `snackbar/shown` event for the outcome, so the host's snackbar
 * says it too. `run` resolves undefined on failure (the error is on the hook).
 */
export function useAction<A extends unknown[], R>(perform: (...args: A) => Promise<R>, options: ActionOptions<R>): Action<A, R> {
  const { bus } = useDashboardServices();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const busy = useRef(false);
  const live = useRef(true);
  const latest = useRef({ perform, options });
  latest.current = { perform, options };
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setPending(true);
      setError(null);
      const { perform: call, options: opts } = latest.current;
      try {
        const result = await call(...args);
        if (opts.success) {
          const message = typeof opts.success === 'function' ? opts.success(result) : opts.success;
          bus.publish({ type: 'snackbar/shown', tone: 'info', message });
        }
        return result;
      } catch (err) {
        const apiError = toApiError(err);
        const own = opts.messages?.[apiError.status];
        const shown = own ? new ApiError(apiError.status, apiError.code, own) : apiError;
        if (live.current) setError(shown);
        bus.publish({ type: 'snackbar/shown', tone: 'error', message: `${opts.failure}: ${errorText(shown)}` });
        return undefined;
      } finally {
        busy.current = false;
        if (live.current) setPending(false);
      }
    },
    [bus],
  );

  const reset = useCallback(() => setError(null), []);
  return { run, pending, error, reset };
}
