import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SNACKBAR_HIDE_MS, SnackbarList, useSnackbar, type SnackTone } from '../index';
import { SnackbarBar } from './snackbar-bar';

let api: ReturnType<typeof useSnackbar>;

function Harness({ onEvent }: { onEvent: (e: unknown) => void }) {
  api = useSnackbar();
  return (
    <SnackbarList
      snack={api.snack}
      bar={(s) => (
        <SnackbarBar
          key={s.id}
          snack={s}
          onAction={(a) => {
            api.dismiss();
            onEvent(a.event);
          }}
          onClose={api.dismiss}
        />
      )}
    />
  );
}

const show = (message: string, tone: SnackTone, action?: Parameters<typeof api.show>[2]) => act(() => api.show(message, tone, action));

afterEach(() => jest.useRealTimers());

it('puts info in the polite region and errors in the assertive one, one at a time', () => {
  render(<Harness onEvent={jest.fn()} />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  show('Campaign saved', 'info');
  expect(screen.getByRole('status')).toHaveTextContent('Campaign saved');
  expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  show('Could not save', 'error');
  expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
  expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
});

it('hides by itself after about 4 seconds, each message with its own time, or on Dismiss', () => {
  jest.useFakeTimers();
  render(<Harness onEvent={jest.fn()} />);
  show('Hello', 'info');
  act(() => jest.advanceTimersByTime(3000));
  show('Again', 'info');
  act(() => jest.advanceTimersByTime(SNACKBAR_HIDE_MS - 100));
  expect(screen.getByText('Again')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText('Again')).not.toBeInTheDocument();
  show('Third', 'info');
  fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss' }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('runs the action a snackbar carries and closes it', () => {
  const onEvent = jest.fn();
  render(<Harness onEvent={onEvent} />);
  show('Please login to add more than 5 items in the bag!', 'error', { label: 'SIGN IN', event: { type: 'auth/login-requested' } });
  fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
  expect(onEvent).toHaveBeenCalledWith({ type: 'auth/login-requested' });
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});
