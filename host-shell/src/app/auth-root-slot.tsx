import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTH_TOKEN_KEY, bus, type EventOf } from 'shared-domain';
import { useBusEvent } from '../lib/use-bus-event';
import { RemoteSlot, type SlotFallback } from '../remotes/remote-slot';

const hasStoredToken = (): boolean => {
  try {
    return !!window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return false;
  }
};

type LoginRequest = EventOf<'auth/login-requested'>;

/**
 * Mounts the auth remote's AuthRoot once. A guest's first page does not need it, so it loads
 * when a session token is stored (to restore the session) or on the first login request;
 * that request is replayed once AuthRoot has subscribed. A failure stays quiet (no box in
 * the page): the user hears about it only when they asked to sign in, and asking again
 * retries.
 */
export function AuthRootSlot() {
  const [wanted, setWanted] = useState(hasStoredToken);
  const ready = useRef(false);
  const pending = useRef<LoginRequest | null>(null);
  const retry = useRef<(() => void) | null>(null);

  useBusEvent('auth/login-requested', (e) => {
    if (ready.current) return;
    pending.current = e;
    if (!wanted) setWanted(true);
    else retry.current?.();
  });

  const onReady = useCallback(() => {
    ready.current = true;
    const replay = pending.current;
    pending.current = null;
    if (replay) bus.publish(replay);
  }, []);

  if (!wanted) return null;
  return (
    <RemoteSlot
      id="mf_auth/AuthRoot"
      loading={null}
      onReady={onReady}
      renderFallback={(f) => <QuietFailure {...f} retryRef={retry} pending={pending} />}
    />
  );
}

function QuietFailure({
  message,
  retry,
  retryRef,
  pending,
}: SlotFallback & {
  retryRef: React.MutableRefObject<(() => void) | null>;
  pending: React.MutableRefObject<LoginRequest | null>;
}) {
  useEffect(() => {
    retryRef.current = retry;
    if (pending.current) {
      bus.publish({ type: 'snackbar/shown', tone: 'error', message: `${message} Please try again.` });
    }
    return () => {
      retryRef.current = null;
    };
  }, [message, retry, retryRef, pending]);
  return null;
}
