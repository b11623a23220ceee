import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestBus } from 'shared-domain';
import { createRuntime, RuntimeProvider } from 'shared-ui';
import { EmbeddedSnackbar, SNACKBAR_HIDE_MS } from './embedded-snackbar';

function setup() {
  const bus = createTestBus();
  const view = render(
    <RuntimeProvider runtime={createRuntime({ bus, storage: window.localStorage, events: null })}>
      <EmbeddedSnackbar />
    </RuntimeProvider>,
  );
  return { bus, ...view };
}

afterEach(() => jest.useRealTimers());

it('shows an info message politely and hides it after about 4 seconds', () => {
  jest.useFakeTimers();
  const { bus } = setup();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  act(() => bus.publish({ type: 'snackbar/shown', tone: 'info', message: 'Plan approved. Execution can begin.' }));
  expect(screen.getByRole('status')).toHaveTextContent('Plan approved. Execution can begin.');
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();

  act(() => jest.advanceTimersByTime(SNACKBAR_HIDE_MS - 100));
  expect(screen.getByRole('status')).toHaveTextContent('Plan approved.');
  act(() => jest.advanceTimersByTime(200));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('shows errors in the alert region, one message at a time, each with its own 4 seconds', () => {
  jest.useFakeTimers();
  const { bus } = setup();
  act(() => bus.publish({ type: 'snackbar/shown', tone: 'info', message: 'Saved' }));
  act(() => jest.advanceTimersByTime(3000));
  act(() => bus.publish({ type: 'snackbar/shown', tone: 'error', message: 'Could not approve the plan: Sign in first' }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.getByRole('alert')).toHaveTextContent('Could not approve the plan: Sign in first');
  expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);

  act(() => jest.advanceTimersByTime(3000));
  expect(screen.getByRole('alert')).toHaveTextContent('Could not approve the plan');
  act(() => jest.advanceTimersByTime(1100));
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});

it('closes on Dismiss and runs a message action on the same bus', () => {
  const { bus } = setup();
  act(() => bus.publish({ type: 'snackbar/shown', tone: 'info', message: 'Saved' }));
  fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss' }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();

  act(() =>
    bus.publish({ type: 'snackbar/shown', tone: 'error', message: 'Sign in to continue', action: { label: 'SIGN IN', event: { type: 'auth/login-requested' } } }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
  expect(bus.published).toContainEqual({ type: 'auth/login-requested' });
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});
