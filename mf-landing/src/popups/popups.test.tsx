import { fireEvent, screen } from '@testing-library/react';
import { renderInRuntime as render } from '../test/test-runtime';
import Popup from './popups';

describe('popups', () => {
  it('the lead magnet offers the category rate card in a labelled dialog with focus inside', () => {
    render(<Popup kind="lead-magnet" path="/radio" category={{ label: 'Radio', path: '/radio' }} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Get the Radio rate card' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('our team e-mails you the Radio rate card');
    expect(screen.getByLabelText(/^Requirements/)).toHaveValue('Please e-mail me the Radio rate card.');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
  });

  it('opens without an error: focus starts in the name field, and leaving it untouched says nothing yet', () => {
    render(<Popup kind="lead-magnet" path="/radio" category={{ label: 'Radio', path: '/radio' }} onClose={jest.fn()} />);
    const name = screen.getByLabelText(/^Name/);
    expect(document.activeElement).toBe(name);
    fireEvent.blur(name);
    expect(screen.queryByText('Enter your name')).toBeNull();
    expect(screen.getByRole('dialog').querySelector('[aria-invalid="true"]')).toBeNull();
    fireEvent.change(name, { target: { value: 'A' } });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.blur(name);
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
  });

  it('closes on Escape and on Close, and keeps Tab inside', () => {
    const onClose = jest.fn();
    render(
      <>
        <button type="button">outside</button>
        <Popup kind="exit-intent" path="/influencer-marketing" onClose={onClose} />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Before you go: want a plan for influencer marketing?' });
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('offers general rate cards off category pages', () => {
    render(<Popup kind="lead-magnet" path="/about" onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Get media rate cards' })).toBeInTheDocument();
  });
});
