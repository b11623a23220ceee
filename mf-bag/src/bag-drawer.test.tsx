import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryStorage, createTestBus } from 'shared-domain';
import { createRuntime, RuntimeProvider } from 'shared-ui';
import BagDrawer from './bag-drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  const [runtime] = useState(() => createRuntime({ storage: createMemoryStorage(), bus: createTestBus(), events: null }));
  return (
    <RuntimeProvider runtime={runtime}>
    <MemoryRouter>
      <button type="button" onClick={() => setOpen(true)}>Your Bag</button>
      <BagDrawer open={open} onClose={() => setOpen(false)} />
    </MemoryRouter>
    </RuntimeProvider>
  );
}

describe('BagDrawer', () => {
  beforeEach(() => localStorage.clear());

  it('opens as a labelled modal dialog with focus inside, and Escape closes it and returns focus', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Your Bag' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Your Bag' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the close button and the backdrop', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Your Bag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close bag' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Your Bag' }));
    fireEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the drawer', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Your Bag' }));
    const dialog = screen.getByRole('dialog');
    const focusables = dialog.querySelectorAll<HTMLElement>('a[href], button');
    const last = focusables[focusables.length - 1]!;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(focusables[0]);
  });
});
