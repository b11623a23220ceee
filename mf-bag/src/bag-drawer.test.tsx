import { fireEvent, screen } from '@testing-library/react';
import BagDrawer from './bag-drawer';
import { renderWithBag } from './test/render-with-bag';
import { LOCAL_BAG_KEY } from 'shared-domain';

beforeEach(() => localStorage.clear());

it('renders nothing when closed', () => {
  renderWithBag(<BagDrawer open={false} onClose={() => {}} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('opens as a labelled modal dialog with focus inside', () => {
  renderWithBag(<BagDrawer open onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Your Bag' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(screen.getByText('Your bag is empty')).toBeInTheDocument();
});

it('closes with the close button, Escape and the backdrop', () => {
  const onClose = jest.fn();
  renderWithBag(<BagDrawer open onClose={onClose} />);
  fireEvent.click(screen.getByRole('button', { name: 'Close bag' }));
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  fireEvent.click(screen.getByTestId('drawer-backdrop'));
  expect(onClose).toHaveBeenCalledTimes(3);
});

it('keeps Tab inside the drawer and gives focus back on close', () => {
  localStorage.setItem(LOCAL_BAG_KEY, JSON.stringify([{ _id: 'a', _media: { _id: 'm', discountedRate: 1 }, tobeLoaded: true }]));
  const opener = document.createElement('button');
  document.body.appendChild(opener);
  opener.focus();
  const { rerender } = renderWithBag(<BagDrawer open onClose={() => {}} />);
  const close = screen.getByRole('button', { name: 'Close bag' });
  const last = screen.getByRole('button', { name: 'SIGN IN' });
  expect(close).toHaveFocus();
  fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
  expect(last).toHaveFocus();
  fireEvent.keyDown(last, { key: 'Tab' });
  expect(close).toHaveFocus();
  rerender(<BagDrawer open={false} onClose={() => {}} />);
  expect(opener).toHaveFocus();
  opener.remove();
});
