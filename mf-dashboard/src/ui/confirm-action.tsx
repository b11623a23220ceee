import type { ReactNode } from 'react';
import type { Action } from '../app/use-action';
import { ConfirmDialog } from './dialog';

/**
 * "Are you sure?" for one write: confirming runs `action` with `args`; when it succeeded its
 * answer goes to `onDone` (which closes the dialog), when it failed the reason stays in the dialog.
 */
export function ConfirmAction<A extends unknown[], R>({
  action, args, onDone, title, message, confirmLabel, danger, onClose,
}: {
  action: Action<A, R>;
  args: A;
  onDone: (answer: R) => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      danger={danger}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      pending={action.pending}
      error={action.error}
      onClose={onClose}
      onConfirm={async () => {
        const answer = await action.run(...args);
        if (answer) onDone(answer);
      }}
    />
  );
}
