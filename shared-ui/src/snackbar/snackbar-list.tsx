import { useCallback, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SnackbarAction } from 'shared-domain';
import { mobile } from '../tokens/tokens';

export const SNACKBAR_HIDE_MS = 4000;

export type SnackTone = 'info' | 'error';
export type Snack = { id: number; message: string; tone: SnackTone; action?: SnackbarAction };

let nextId = 1;

/**
 * One snackbar at a time: `show` replaces the one on screen, each hides after `hideAfterMs`
 * (about 4 s) unless dismissed first.
 */
export function useSnackbar(hideAfterMs = SNACKBAR_HIDE_MS): {
  snack: Snack | null;
  show: (message: string, tone: SnackTone, action?: SnackbarAction) => void;
  dismiss: () => void;
} {
  const [snack, setSnack] = useState<Snack | null>(null);
  useEffect(() => {
    if (!snack) return undefined;
    const t = setTimeout(() => setSnack((s) => (s?.id === snack.id ? null : s)), hideAfterMs);
    return () => clearTimeout(t);
  }, [snack, hideAfterMs]);
  const show = useCallback((message: string, tone: SnackTone, action?: SnackbarAction) => setSnack({ id: nextId++, message, tone, action }), []);
  const dismiss = useCallback(() => setSnack(null), []);
  return { snack, show, dismiss };
}

/**
 * Where snackbars show (the host's and the embedded dashboard's): info in a polite live
 * region, errors in an assertive one. Both regions stay in the DOM so screen readers announce
 * what is put in them; `bar` draws the message (shared-ui/snackbar's SnackbarBar).
 */
export function SnackbarList({ snack, bar, mobileTopPx = 16 }: { snack: Snack | null; bar: (snack: Snack) => ReactNode; mobileTopPx?: number }) {
  const view = (tone: SnackTone) => (snack?.tone === tone ? bar(snack) : null);
  return (
    <Region $top={mobileTopPx}>
      <div role="status" aria-live="polite">
        {view('info')}
      </div>
      <div role="alert" aria-live="assertive">
        {view('error')}
      </div>
    </Region>
  );
}

const Region = styled.div<{ $top: number }>`
  position: fixed;
  left: 50%;
  bottom: 24px;
  /* Above dialogs (1100–1200). */
  z-index: 1400;
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - 32px);
  box-sizing: border-box;
  /* Phones: dialogs open as bottom sheets, so messages show near the top instead of over their buttons. */
  ${mobile} {
    bottom: auto;
    top: ${(p) => p.$top}px;
  }
`;
