import { createContext, useContext, useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { ApiError } from 'shared-domain';
import { errorText } from '../app/error-text';
import { Actions, Button, type ButtonVariant } from './primitives';
import { color, mobile } from './tokens';
import { useFocusTrap } from './use-focus-trap';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1100;
  background: rgba(15, 20, 35, 0.5);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  ${mobile} {
    align-items: flex-end;
    padding: 0;
  }
`;

const Box = styled.div`
  width: min(520px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  box-sizing: border-box;
  background: ${color.surface};
  color: ${color.ink};
  border-radius: 10px;
  padding: 20px;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  &:focus {
    outline: none;
  }
  ${mobile} {
    border-radius: 10px 10px 0 0;
    max-height: 90vh;
  }
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.25rem;
`;

/** How many dialogs enclose this point: 0 on the page. Inside one, its error alert can take focus. */
const DialogLayer = createContext(0);

const Footer = styled(Actions)`
  justify-content: flex-end;
  margin-top: 20px;
`;

/**
 * A modal dialog: labelled by its title, focus kept inside, Escape and the backdrop close it,
 * and focus goes back to the button that opened it. Rendered into `document.body` so it
 * sits above the host's fixed header whichever element the dashboard is mounted in.
 */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const layer = useContext(DialogLayer);
  useFocusTrap(box, onClose, layer);
  return createPortal(
    <Backdrop
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Title id={titleId}>{title}</Title>
        <DialogLayer.Provider value={layer + 1}>{children}</DialogLayer.Provider>
      </Box>
    </Backdrop>,
    document.body,
  );
}

const ErrorBox = styled.p`
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
  const inDialog = useContext(DialogLayer) > 0;
  if (!error) return null;
  return (
    <ErrorBox role="alert" tabIndex={inDialog ? -1 : undefined}>
      {typeof error === 'string' ? error : errorText(error)}
    </ErrorBox>
  );
}

/**
 * Looks disabled while the request is out but stays focusable (aria-disabled, not `disabled`):
 * a disabled button drops focus to <body>, and the keyboard user loses their place. The action
 * behind it ignores a second press while busy (useAction).
 */
export const BusyButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

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
          <BusyButton
            ref={submitButton}
            type="submit"
            $variant={variant}
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
          >
            {pending ? (pendingLabel ?? `${submitLabel}…`) : submitLabel}
          </BusyButton>
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
