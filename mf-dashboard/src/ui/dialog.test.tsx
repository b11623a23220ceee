import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog, FormDialog } from './dialog';

/** A rename dialog whose save the server refuses once the test says so. */
function RenameDialog({ onClose, save }: { onClose: () => void; save: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      title="Rename campaign"
      submitLabel="Save name"
      pendingLabel="Saving…"
      pending={pending}
      error={error}
      onClose={onClose}
      onSubmit={() => {
        setPending(true);
        save().then(
          () => setPending(false),
          (e: Error) => {
            setError(e.message);
            setPending(false);
          },
        );
      }}
    >
      <label>
        Name
        <input defaultValue="Diwali push" />
      </label>
    </FormDialog>
  );
}

function deferred() {
  let reject: (e: Error) => void = () => undefined;
  const promise = new Promise<void>((_, no) => {
    reject = no;
  });
  return { promise, reject };
}

/** What Chromium does when the focused element becomes disabled or is removed. */
function dropFocusToBody() {
  (document.activeElement as HTMLElement | null)?.blur();
  expect(document.activeElement).toBe(document.body);
}

async function refuseSave(onClose = jest.fn()) {
  const request = deferred();
  render(<RenameDialog onClose={onClose} save={() => request.promise} />);
  const submit = screen.getByRole('button', { name: 'Save name' });
  submit.focus();
  fireEvent.click(submit);
  await act(async () => {
    request.reject(new Error('That file type is not accepted.'));
    await request.promise.catch(() => undefined);
  });
  expect(screen.getByRole('alert')).toHaveTextContent('That file type is not accepted.');
  return onClose;
}

describe('FormDialog', () => {
  it('keeps the pending submit button focusable and ignores it until the request settles', () => {
    const onSubmit = jest.fn();
    const { rerender } = render(
      <FormDialog title="Share" submitLabel="Share" pending={false} onSubmit={onSubmit} onClose={jest.fn()} />,
    );
    const submit = screen.getByRole('button', { name: 'Share' });
    submit.focus();
    rerender(<FormDialog title="Share" submitLabel="Share" pending onSubmit={onSubmit} onClose={jest.fn()} />);
    const busy = screen.getByRole('button', { name: 'Share…' });
    expect(busy).not.toHaveAttribute('disabled');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    fireEvent.click(busy);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('after a refused save, Escape pressed on the page body still closes the dialog', async () => {
    const onClose = await refuseSave();
    dropFocusToBody();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('after a refused save, Tab and Shift+Tab from the page body bring focus back into the dialog', async () => {
    await refuseSave();
    dropFocusToBody();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    dropFocusToBody();
    fireEvent.keyDown(document.body, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Save name' })).toHaveFocus();
  });

  it('moves focus to the error when a request settles with focus outside the dialog', () => {
    const props = { title: 'Record payment', submitLabel: 'Record', onSubmit: jest.fn(), onClose: jest.fn() };
    const { rerender } = render(<FormDialog {...props} pending />);
    dropFocusToBody();
    rerender(<FormDialog {...props} pending={false} error="The reference is already used." />);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus back to the submit button when a request settles with no error and focus outside', () => {
    const props = { title: 'Remove option', confirmLabel: 'Remove', message: 'Gone for good.', onConfirm: jest.fn(), onClose: jest.fn() };
    const { rerender } = render(<ConfirmDialog {...props} pending />);
    dropFocusToBody();
    rerender(<ConfirmDialog {...props} pending={false} />);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });
});
