import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { SnackbarAction } from 'shared-domain';
import { useDashboardServices } from '../app/dashboard-services';
import { color, mobile } from './tokens';

export const SNACKBAR_HIDE_MS = 4000;

type Tone = 'info' | 'error';
type Snack = { id: number; message: string; tone: Tone; action?: SnackbarAction };

let nextId = 1;

/**
 * The dashboard's own snackbar for pages without the host-shell (`mount`): shows the
 * `snackbar/shown` events of the dashboard's bus like the host does (info dark, error red),
 * one at a time, each hiding after ~4 s. The two live regions stay in the DOM so screen
 * readers announce what is put in them.
 */
export function EmbeddedSnackbar({ hideAfterMs = SNACKBAR_HIDE_MS }: { hideAfterMs?: number }) {
  const { bus } = useDashboardServices();
  const [snack, setSnack] = useState<Snack | null>(null);

  useEffect(() => {
    const sub = bus.on('snackbar/shown').subscribe((e) => setSnack({ id: nextId++, message: e.message, tone: e.tone, action: e.action }));
    return () => sub.unsubscribe();
  }, [bus]);

  useEffect(() => {
    if (!snack) return;
    const t = setTimeout(() => setSnack((s) => (s?.id === snack.id ? null : s)), hideAfterMs);
    return () => clearTimeout(t);
  }, [snack, hideAfterMs]);

  const view = (tone: Tone) =>
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
  /* Above the dashboard's dialogs (1100). */
  z-index: 1400;
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - 32px);
  box-sizing: border-box;
  /* Phones: dialogs open as bottom sheets, so messages show near the top instead of over their buttons. */
  ${mobile} {
    bottom: auto;
    top: 16px;
  }
`;

const Bar = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px 10px 16px;
  border-radius: 6px;
  background: ${(p) => (p.$tone === 'error' ? color.danger : '#1b1b1b')};
  color: #fff;
  font-size: 14px;
  line-height: 1.4;
  overflow-wrap: anywhere;
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
  min-width: 32px;
  min-height: 32px;
  border: 0;
  background: none;
  color: #fff;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`;
