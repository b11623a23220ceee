import type { ApiError } from 'shared-domain';

/**
 * What a dialog of one action (`useAction`) takes from it: pending while the request is out,
 * the error it failed with, and how the dialog closes. Spread into a FormDialog or ConfirmDialog.
 */
export function actionDialogProps(action: { pending: boolean; error: ApiError | null }, onClose: () => void) {
  return { pending: action.pending, error: action.error, onClose };
}
