import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { bus, type SnackbarAction } from 'shared-domain';
import { useBusEvent } from '../lib/use-bus-event';
import { th } from '../theme/theme';

export const SNACKBAR_HIDE_MS = 4000;

type Snack = { id: number; message: string; tone: 'info' | 'error'; action?: SnackbarAction };

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
      <Bar key={snack.id} $tone={tone}>
        <span>{snack.message}</span>
        {snack.action && (
          <ActionButton
            type="button"
            onClick={() => {
              const action = snack.action!;
              setSnack(null);
              bus.publish(action.event);
            }}
          >
            {snack.action.label}
          </ActionButton>
        )}
        <CloseButton type="button" aria-label="Dismiss" onClick={() => setSnack(null)}>
          ×
        </CloseButton>
      </Bar>
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

const Bar = styled.div<{ $tone: 'info' | 'error' }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px 10px 16px;
  border-radius: 6px;
  background: ${(p) => (p.$tone === 'error' ? th(p).colors.error : th(p).colors.info)};
  color: #fff;
  font-size: 14px;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.25);
`;

const ActionButton = styled.button`
  padding: 6px 10px;
  border: 1px solid rgba(255, 255, 255, 0.7);
  border-radius: 4px;
  background: transparent;
  color: #fff;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const CloseButton = styled.button`
  border: 0;
  background: none;
  color: #fff;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
`;
