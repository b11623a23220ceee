import { BusSnackbars, SNACKBAR_HIDE_MS } from 'shared-ui';
import { SnackbarBar } from 'shared-ui/snackbar';
import { useDashboardServices } from '../app/dashboard-services';

export { SNACKBAR_HIDE_MS };

/**
 * The dashboard's own snackbar for pages without the host-shell (`mount`): shows the
 * `snackbar/shown` events of the dashboard's bus like the host does (shared-ui's list),
 * one at a time, each hiding after ~4 s.
 */
export function EmbeddedSnackbar({ hideAfterMs = SNACKBAR_HIDE_MS }: { hideAfterMs?: number }) {
  const { bus } = useDashboardServices();
  return <BusSnackbars bus={bus} Bar={SnackbarBar} hideAfterMs={hideAfterMs} />;
}
