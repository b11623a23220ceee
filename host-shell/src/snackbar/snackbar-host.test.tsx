import { act, fireEvent, screen } from '@testing-library/react';
import { LOCAL_BAG_LIMIT_MESSAGE, bus } from 'shared-domain';
import { SnackbarHost } from './snackbar-host';
import { recordBus, renderWithProviders } from '../test/render-with-providers';

describe('SnackbarHost', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the bag-limit message with SIGN IN, which asks for the login modal', async () => {
    const rec = recordBus();
    renderWithProviders(<SnackbarHost />);
    act(() => bus.publish({ type: 'bag/limit-reached', message: LOCAL_BAG_LIMIT_MESSAGE }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please login to add more than 5 items in the bag!');
    fireEvent.click(await screen.findByRole('button', { name: 'SIGN IN' }));
    expect(rec.published).toContainEqual(expect.objectContaining({ type: 'auth/login-requested' }));
    expect(screen.queryByText(LOCAL_BAG_LIMIT_MESSAGE)).not.toBeInTheDocument();
    rec.stop();
  });

  it('puts info in the polite region and errors in the assertive one', () => {
    renderWithProviders(<SnackbarHost />);
    act(() => bus.publish({ type: 'snackbar/shown', message: 'Campaign saved', tone: 'info' }));
    expect(screen.getByRole('status')).toHaveTextContent('Campaign saved');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    act(() => bus.publish({ type: 'snackbar/shown', message: 'Could not save', tone: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('runs the action a snackbar carries', async () => {
    const rec = recordBus();
    renderWithProviders(<SnackbarHost />);
    act(() =>
      bus.publish({
        type: 'snackbar/shown',
        message: 'Added to bag',
        tone: 'info',
        action: { label: 'VIEW BAG', event: { type: 'bag/open-requested' } },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'VIEW BAG' }));
    expect(rec.published).toContainEqual({ type: 'bag/open-requested' });
    rec.stop();
  });

  it('hides by itself after about 4 seconds, or on Dismiss', async () => {
    jest.useFakeTimers();
    renderWithProviders(<SnackbarHost />);
    act(() => bus.publish({ type: 'snackbar/shown', message: 'Hello', tone: 'info' }));
    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();

    act(() => bus.publish({ type: 'snackbar/shown', message: 'Again', tone: 'info' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Again')).not.toBeInTheDocument();
  });
});
