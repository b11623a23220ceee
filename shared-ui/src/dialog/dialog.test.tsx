import { useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog';
import { useFocusTrap } from './use-focus-trap';

/** What Chromium does when the focused element becomes disabled or is removed. */
function dropFocusToBody() {
  (document.activeElement as HTMLElement | null)?.blur();
  expect(document.activeElement).toBe(document.body);
}

/** A list whose item's Remove opens a confirmation; confirming removes the item (and its button). */
function RemovableList() {
  const [items, setItems] = useState(['Radio City', 'Red FM']);
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <section aria-label="Media options">
      <ul>
        {items.map((item) => (
          <li key={item}>
            {item}
            <button type="button" onClick={() => setRemoving(item)}>{`Remove ${item}`}</button>
          </li>
        ))}
      </ul>
      {removing ? (
        <Dialog title="Remove media option" onClose={() => setRemoving(null)}>
          <button
            type="button"
            onClick={() => {
              setItems((list) => list.filter((i) => i !== removing));
              setRemoving(null);
            }}
          >
            Confirm
          </button>
        </Dialog>
      ) : null}
    </section>
  );
}

describe('Dialog focus trap', () => {
  it('gives focus back to the opener, or to the region around it when the action removed it', () => {
    render(<RemovableList />);
    const opener = screen.getByRole('button', { name: 'Remove Radio City' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(opener).toHaveFocus();

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('button', { name: 'Remove Radio City' })).not.toBeInTheDocument();
    // Not <body>: the section the user was working in.
    expect(screen.getByRole('region', { name: 'Media options' })).toHaveFocus();
  });

  it('pulls focus back in when something outside the dialog takes it', () => {
    render(
      <>
        <button type="button">Outside</button>
        <Dialog title="Share" onClose={jest.fn()}>
          <button type="button">Inside</button>
        </Dialog>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Outside', hidden: true }).focus());
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
  });

  it('lets only the topmost of stacked dialogs answer keys', () => {
    const closeOuter = jest.fn();
    const closeInner = jest.fn();
    const { rerender } = render(
      <Dialog title="Outer" onClose={closeOuter}>
        <button type="button">Outer button</button>
      </Dialog>,
    );
    rerender(
      <Dialog title="Outer" onClose={closeOuter}>
        <button type="button">Outer button</button>
        <Dialog title="Inner" onClose={closeInner}>
          <button type="button">Inner button</button>
        </Dialog>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Inner button' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inner button' }), { key: 'Escape' });
    dropFocusToBody();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(closeInner).toHaveBeenCalledTimes(2);
    expect(closeOuter).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Inner button' })).toHaveFocus();

    rerender(
      <Dialog title="Outer" onClose={closeOuter}>
        <button type="button">Outer button</button>
      </Dialog>,
    );
    dropFocusToBody();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(closeOuter).toHaveBeenCalledTimes(1);
    expect(closeInner).toHaveBeenCalledTimes(2);
  });

  it('treats a dialog nested inside another as topmost even when both open in the same render', () => {
    const closeOuter = jest.fn();
    const closeInner = jest.fn();
    render(
      <Dialog title="Outer" onClose={closeOuter}>
        <button type="button">Outer button</button>
        <Dialog title="Inner" onClose={closeInner}>
          <button type="button">Inner button</button>
        </Dialog>
      </Dialog>,
    );
    dropFocusToBody();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });
});


describe('Dialog', () => {
  it('is a modal dialog named by its title; Escape, the backdrop and the named Close button close it', () => {
    const onClose = jest.fn();
    render(
      <Dialog title="Sign in" onClose={onClose} closeLabel="Close">
        <input aria-label="Mobile number" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Mobile number' }), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.mouseDown(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('has no Close button unless named, and focuses its [data-autofocus] element first', () => {
    render(
      <Dialog title="Rename" onClose={jest.fn()}>
        <button type="button">Cancel</button>
        <input aria-label="Name" data-autofocus />
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('wraps Tab and Shift+Tab inside', () => {
    render(
      <Dialog title="Share" onClose={jest.fn()} closeLabel="Close">
        <button type="button">Copy link</button>
      </Dialog>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const copy = screen.getByRole('button', { name: 'Copy link' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(copy).toHaveFocus();
    fireEvent.keyDown(copy, { key: 'Tab' });
    expect(close).toHaveFocus();
  });

  it('keeps the theme of the element it is opened from though it renders into document.body', () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.style.setProperty('--mm-primary', '#0a3d62');
    render(
      <Dialog title="Themed" onClose={jest.fn()}>
        <button type="button">OK</button>
      </Dialog>,
      { container: host },
    );
    const backdrop = screen.getByRole('dialog', { name: 'Themed' }).parentElement!;
    expect(host.contains(backdrop)).toBe(false);
    expect(backdrop.style.getPropertyValue('--mm-primary')).toBe('#0a3d62');
    host.remove();
  });

  it('stops the page scrolling only when asked, and restores it', () => {
    const { unmount } = render(
      <Dialog title="Sign in" onClose={jest.fn()} lockScroll>
        <button type="button">OK</button>
      </Dialog>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});

/** A drawer that stays mounted and traps focus only while open (the bag's). */
function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onClose, { active: open });
  return (
    <div ref={panel} tabIndex={-1} hidden={!open}>
      <button type="button">In drawer</button>
    </div>
  );
}

describe('useFocusTrap with active', () => {
  it('does nothing while inactive, then traps and gives focus back to the opener when it closes', () => {
    const onClose = jest.fn();
    const page = (open: boolean) => (
      <>
        <button type="button">Open bag</button>
        <Drawer open={open} onClose={onClose} />
      </>
    );
    const { rerender } = render(page(false));
    const opener = screen.getByRole('button', { name: 'Open bag' });
    opener.focus();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();

    rerender(page(true));
    expect(screen.getByRole('button', { name: 'In drawer' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'In drawer' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(page(false));
    expect(opener).toHaveFocus();
  });

  it('gives focus back to what had it before an autoFocus inside moved it', () => {
    function Modal() {
      const box = useRef<HTMLDivElement>(null);
      useFocusTrap(box, () => undefined);
      return (
        <div ref={box}>
          <input aria-label="Code" autoFocus />
        </div>
      );
    }
    const { rerender } = render(<button type="button">Sign in</button>);
    const opener = screen.getByRole('button', { name: 'Sign in' });
    opener.focus();
    rerender(
      <>
        <button type="button">Sign in</button>
        <Modal />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
    rerender(<button type="button">Sign in</button>);
    expect(opener).toHaveFocus();
  });
});
