import { bus } from 'shared-domain';
import { SNACKBAR_HIDE_MS, SnackbarList, useSnackbar, retryingComponent } from 'shared-ui';
import { useBusEvent } from '../lib/use-bus-event';

export { SNACKBAR_HIDE_MS };

// The bar loads with the first message: no page shows one at first paint, and the host's
// first route has a 170 KB budget.
const SnackbarBar = retryingComponent(() => import('shared-ui/snackbar').then((m) => ({ default: m.SnackbarBar })));

/**
 * Shows `snackbar/shown` messages (info black, error red) and the guest bag-limit message
 * with a SIGN IN action. One at a time; a new one replaces the old; each hides after ~4 s.
 */
export function SnackbarHost({ hideAfterMs = SNACKBAR_HIDE_MS }: { hideAfterMs?: number }) {
  const { snack, show, dismiss } = useSnackbar(hideAfterMs);

  useBusEvent('snackbar/shown', (e) => show(e.message, e.tone, e.action));
  useBusEvent('bag/limit-reached', (e) =>
    show(e.message, 'error', { label: 'SIGN IN', event: { type: 'auth/login-requested', reason: 'bag-limit' } }),
  );

  return (
    <SnackbarList
      snack={snack}
      // Under the header on phones.
      mobileTopPx={72}
      bar={(s) => (
        // The message is in the live region at once; the styled bar and its buttons follow.
        <SnackbarBar
          key={s.id}
          snack={s}
          onAction={(action) => {
            dismiss();
            bus.publish(action.event);
          }}
          onClose={dismiss}
          fallback={<span>{s.message}</span>}
        />
      )}
    />
  );
}
