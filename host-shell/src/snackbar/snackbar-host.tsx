import { bus } from 'shared-domain';
import { BusSnackbars, SNACKBAR_HIDE_MS, retryingComponent, type SnackSources } from 'shared-ui';

export { SNACKBAR_HIDE_MS };

// The bar loads with the first message: no page shows one at first paint, and the host's
// first route has a 170 KB budget.
const SnackbarBar = retryingComponent(() => import('shared-ui/snackbar').then((m) => ({ default: m.SnackbarBar })));

/** Besides `snackbar/shown`: the guest bag-limit message, with a SIGN IN action. */
const bagLimit: SnackSources = (events, show) => [
  events.on('bag/limit-reached').subscribe((e) =>
    show(e.message, 'error', { label: 'SIGN IN', event: { type: 'auth/login-requested', reason: 'bag-limit' } }),
  ),
];

/**
 * Shows `snackbar/shown` messages (info black, error red) and the guest bag-limit message
 * with a SIGN IN action. One at a time; a new one replaces the old; each hides after ~4 s.
 * Under the header on phones.
 */
export function SnackbarHost({ hideAfterMs = SNACKBAR_HIDE_MS }: { hideAfterMs?: number }) {
  return <BusSnackbars bus={bus} Bar={SnackbarBar} hideAfterMs={hideAfterMs} mobileTopPx={72} sources={bagLimit} />;
}
