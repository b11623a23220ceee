import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, type EventOf } from 'shared-domain';
import { useBusEvent } from '../lib/use-bus-event';
import { RemoteSlot, type SlotFallback } from '../remotes/remote-slot';

/** The requests AuthRoot answers with a modal. */
type ModalRequest = EventOf<'auth/login-requested' | 'auth/phone-verification-requested'>;

/**
 * Mounts the auth remote's AuthRoot once. The session itself is the shell's (restored and
 * followed across tabs by the session controller), so the remote is needed only for its
 * modals: it loads on the first sign-in or phone-verification request, which is replayed
 * once AuthRoot has subscribed. A failure stays quiet (no box in the page) until someone
 * asked for a modal: then it is said in words, the waiting action is cancelled, and asking
 * again retries.
 */
export function AuthRootSlot() {
  const [wanted, setWanted] = useState(false);
  const ready = useRef(false);
  const pending = useRef<ModalRequest | null>(null);
  const retry = useRef<(() => void) | null>(null);

  const onRequest = (e: ModalRequest) => {
    if (ready.current) return;
    pending.current = e;
    if (!wanted) setWanted(true);
    else retry.current?.();
  };
  useBusEvent('auth/login-requested', onRequest);
  useBusEvent('auth/phone-verification-requested', onRequest);

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
  pending: React.MutableRefObject<ModalRequest | null>;
}) {
  useEffect(() => {
    retryRef.current = retry;
    const asked = pending.current;
    if (asked) {
      pending.current = null;
      bus.publish({ type: 'snackbar/shown', tone: 'error', message: `${message} Please try again.` });
      // Whoever waits on requireLogin()/requirePhone() must not wait forever (SPEC section 4).
      bus.publish(
        asked.type === 'auth/login-requested'
          ? { type: 'auth/login-cancelled' }
          : { type: 'auth/phone-verification-cancelled' },
      );
    }
    return () => {
      retryRef.current = null;
    };
  }, [message, retry, retryRef, pending]);
  return null;
}
