import { Suspense, lazy, useEffect, useState } from 'react';
import styled from 'styled-components';
import { bus, type SnackbarAction } from 'shared-domain';
import { useBusEvent } from '../lib/use-bus-event';

export const SNACKBAR_HIDE_MS = 4000;

export type Snack = { id: number; message: string; tone: 'info' | 'error'; action?: SnackbarAction };

// The bar loads with the first message: no page shows one at first paint, and the host's
// first route has a 170 KB budget.
const SnackbarBar = lazy(() => import('./snackbar-bar'));

let nextId = 1;

/**
 * Shows `snackbar/shown` messages (info black, error red) and the guest bag-limit message
 * with a SIGN IN action. One at a time; a new one replaces the old; each hides after ~4 s.
 * The two live regions stay in the DOM so screen readers announce what is put in them.
 */
export function SnackbarHost({ hideAfterMs = SNACKBAR_HIDE_MS }: { hideAfterMs?: number }) {
  const [snack, setSnack] = useState<Snack | null>(null);

  useBusEvent('snackbar/shown', (e) => setSnack({ id: nextId++, message: e.message, tone: e.tone, action: e.action }));
  useBusEvent('bag/limit-reached', (e) =>
    setSnack({
      id: nextId++,
      message: e.message,
      tone: 'error',
      action: { label: 'SIGN IN', event: { type: 'auth/login-requested', reason: 'bag-limit' } },
    }),
  );

  useEffect(() => {
    if (!snack) return;
    const t = setTimeout(() => setSnack((s) => (s?.id === snack.id ? null : s)), hideAfterMs);
    return () => clearTimeout(t);
  }, [snack, hideAfterMs]);

  const view = (tone: Snack['tone']) =>
    snack?.tone === tone ? (
      // The message is in the live region at once; the styled bar and its buttons follow.
      <Suspense key={snack.id} fallback={<span>{snack.message}</span>}>
        <SnackbarBar
          snack={snack}
          onAction={(action) => {
            setSnack(null);
            bus.publish(action.event);
          }}
          onClose={() => setSnack(null)}
        />
      </Suspense>
    ) : null;

  return (
    <Region>
      <div role="status" aria-live="polite">
        {view('info')}
      </div>
      <div role="alert" aria-live="assertive">
        {view('error')}
      </div>
    </Region>
  );
}

const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: 24px;
  z-index: 1400;
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - 32px);
  /* Phones: dialogs open as bottom sheets, so messages show under the header instead of over their buttons. */
  @media (max-width: 599px) {
    bottom: auto;
    top: 72px;
  }
`;
