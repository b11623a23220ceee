import { useCallback, useRef, useState } from 'react';

export type Send<A extends unknown[], R> = {
  /** Sends; resolves with the answer, or undefined when it failed (see `error`) or another send is out. */
  run: (...args: A) => Promise<R | undefined>;
  sending: boolean;
  error: unknown;
  clear: () => void;
};

/** One write at a time: `sending` while it is out (buttons disable on it), `error` when it failed. */
export function useSend<A extends unknown[], R>(perform: (...args: A) => Promise<R>): Send<A, R> {
  const [state, setState] = useState<{ sending: boolean; error: unknown }>({ sending: false, error: null });
  const busy = useRef(false);
  const latest = useRef(perform);
  latest.current = perform;
  const run = useCallback(async (...args: A) => {
    if (busy.current) return undefined;
    busy.current = true;
    setState({ sending: true, error: null });
    try {
      const answer = await latest.current(...args);
      setState({ sending: false, error: null });
      return answer;
    } catch (error) {
      setState({ sending: false, error });
      return undefined;
    } finally {
      busy.current = false;
    }
  }, []);
  const clear = useCallback(() => setState((s) => (s.error ? { ...s, error: null } : s)), []);
  return { run, sending: state.sending, error: state.error, clear };
}
