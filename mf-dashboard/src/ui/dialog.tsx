import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ApiError } from 'shared-domain';
import { errorText } from '../app/error-text';
import { Actions, Button, type ButtonVariant } from './primitives';
import { color } from 'shared-ui';
import { Dialog, useDialogLayer } from 'shared-ui/dialog';

const Footer = styled(Actions)`
  justify-content: flex-end;
  margin-top: 20px;
`;

/** The danger-tinted box a refusal is said in. */
export const ErrorBox = styled.p`
  margin: 12px 0 0;
  padding: 8px 12px;
  border-radius: 6px;
  background: ${color.dangerSurface};
  color: ${color.danger};
  &:focus {
    outline: none;
  }
`;

/** A failed action said inside the dialog that tried it (focusable by script there, not by Tab). */
export function ActionError({ error }: { error: ApiError | string | null }) {
  const inDialog = useDialogLayer() > 0;
  if (!error) return null;
  return (
    <ErrorBox role="alert" tabIndex={inDialog ? -1 : undefined}>
      {typeof error === 'string' ? error : errorText(error)}
    </ErrorBox>
  );
}

/**
 * A dialog holding a form: Enter submits, the submit button says what happens and is
 * aria-disabled (ignored, yet still focusable) while the request is out; Cancel closes. When a
 * request settles with focus outside the form, focus goes to the error, else the submit button.
 */
export function FormDialog({
  title,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
  onClose,
  variant = 'primary',
  children,
}: {
  title: string;
  submitLabel: string;
  pendingLabel?: string;
  pending: boolean;
  error?: ApiError | string | null;
  onSubmit: () => void;
  onClose: () => void;
  variant?: ButtonVariant;
  children?: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(pending);
  useEffect(() => {
    const settled = wasPending.current && !pending;
    wasPending.current = pending;
    const box = form.current;
    if (!settled || !box || box.contains(document.activeElement)) return;
    (box.querySelector<HTMLElement>('[role="alert"][tabindex="-1"]') ?? submitButton.current)?.focus();
  }, [pending]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form ref={form} onSubmit={submit} noValidate>
        {children}
        <ActionError error={error ?? null} />
        <Footer>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            ref={submitButton}
            type="submit"
            $variant={variant}
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
          >
            {pending ? (pendingLabel ?? `${submitLabel}…`) : submitLabel}
          </Button>
        </Footer>
      </form>
    </Dialog>
  );
}


/** "Are you sure?" with the consequence in words and a clearly named confirm button. */
export function ConfirmDialog(props: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error?: ApiError | string | null;
  onConfirm: () => void;
  onClose: () => void;
  danger?: boolean;
}) {
  return (
    <FormDialog
      title={props.title}
      submitLabel={props.confirmLabel}
      pending={props.pending}
      error={props.error}
      onSubmit={props.onConfirm}
      onClose={props.onClose}
      variant={props.danger ? 'danger' : 'primary'}
    >
      <p style={{ margin: 0 }}>{props.message}</p>
    </FormDialog>
  );
}
