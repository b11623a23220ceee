import { useEffect } from 'react';
import { SNACKBAR_HIDE_MS, SnackbarList, useSnackbar } from 'shared-ui';
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
  const { snack, show, dismiss } = useSnackbar(hideAfterMs);

  useEffect(() => {
    const sub = bus.on('snackbar/shown').subscribe((e) => show(e.message, e.tone, e.action));
    return () => sub.unsubscribe();
  }, [bus, show]);

  return (
    <SnackbarList
      snack={snack}
      bar={(s) => (
        <SnackbarBar
          key={s.id}
          snack={s}
          onAction={(action) => {
            dismiss();
            bus.publish(action.event);
          }}
          onClose={dismiss}
        />
      )}
    />
  );
}
