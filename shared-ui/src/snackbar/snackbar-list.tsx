import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import type { EventBus, SnackbarAction } from 'shared-domain';
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

/** The bar that draws one snack: shared-ui/snackbar's SnackbarBar, or one loaded on demand (drawing `fallback` meanwhile). */
export type SnackbarBarComponent = ComponentType<{ snack: Snack; onAction: (action: SnackbarAction) => void; onClose: () => void; fallback?: ReactNode }>;

/** What else shows a snack besides `snackbar/shown` (the host's guest bag limit): subscriptions, ended on unmount. */
export type SnackSources = (bus: EventBus, show: (message: string, tone: SnackTone, action?: SnackbarAction) => void) => { unsubscribe(): void }[];

/**
 * A page's snackbars (the host's, an embed's): `snackbar/shown` on `bus` and what `sources`
 * adds, one at a time, each hiding after `hideAfterMs`; a bar's action is published on `bus`.
 * While `Bar` loads, the message is in the live region at once (`<span>`).
 */
export function BusSnackbars({ bus, Bar, hideAfterMs = SNACKBAR_HIDE_MS, mobileTopPx, sources }: {
  bus: EventBus; Bar: SnackbarBarComponent; hideAfterMs?: number; mobileTopPx?: number; sources?: SnackSources;
}) {
  const { snack, show, dismiss } = useSnackbar(hideAfterMs);
  useEffect(() => {
    const subs = [bus.on('snackbar/shown').subscribe((e) => show(e.message, e.tone, e.action)), ...(sources?.(bus, show) ?? [])];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [bus, show, sources]);
  const onAction = (action: SnackbarAction) => {
    dismiss();
    bus.publish(action.event);
  };
  return (
    <SnackbarList
      snack={snack}
      mobileTopPx={mobileTopPx}
      bar={(s) => <Bar key={s.id} snack={s} onAction={onAction} onClose={dismiss} fallback={<span>{s.message}</span>} />}
    />
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
