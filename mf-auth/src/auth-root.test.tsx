import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { AUTH_TOKEN_KEY, bus as sharedBus, singletonCount, type User } from 'shared-domain';
import AuthRoot from './auth-root';
import { createMockApi, fail, networkDown, ok, type MockHandler } from './test/mock-api';
import { renderWithServices } from './test/render';

const asha: User = { _id: 'u1', name: 'Asha Rao', role: '', email: 'asha@example.in', phone: '+919876543210' };

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  delete (window as Window & { google?: unknown }).google;
});

/** AuthRoot plus the host's Login button, which only publishes the request. */
function setup(handler: MockHandler = () => fail(404, 'Route not found')) {
  const { api, requests } = createMockApi(handler);
  const view = renderWithServices(
    <>
      <button type="button" onClick={() => view.bus.publish({ type: 'auth/login-requested' })}>
        Login
      </button>
      <AuthRoot />
    </>,
    { api },
  );
  const openDialog = () => {
    const login = screen.getByRole('button', { name: 'Login' });
    login.focus();
    fireEvent.click(login);
    return screen.getByRole('dialog', { name: 'Sign in' });
  };
  return { ...view, requests, openDialog };
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('records its React and bus for the singleton check', () => {
  const registry = (globalThis as { __mfSingletons?: Record<string, unknown[]> }).__mfSingletons;
  expect(registry?.react).toContain(React);
  expect(registry?.bus).toContain(sharedBus);
  expect(singletonCount('react')).toBe(1);
});

describe('AuthRoot dialog', () => {
  it('opens on auth/login-requested as a labelled modal with focus inside; Escape closes and focus returns', () => {
    const { openDialog } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Continue with phone' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Continue with e-mail' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('keeps Tab inside and closes with the Close button', () => {
    const { openDialog } = setup();
    const dialog = openDialog();
    const google = within(dialog).getByRole('button', { name: 'Continue with Google' });
    google.focus();
    fireEvent.keyDown(google, { key: 'Tab' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(google).toHaveFocus();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('phone: validates, sends the code, verifies, stores the token, publishes signed-in and closes', async () => {
    const { openDialog, requests, bus } = setup(({ path }) =>
      path === '/auth/otp/send'
        ? ok({ requestId: 'req-1', channels: ['phone'], expiresIn: 300 })
        : ok({ token: 'tok-new', user: asha, isNewUser: false }),
    );
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with phone' }));
    const phone = screen.getByLabelText('Mobile number');
    expect(phone).toHaveFocus();
    expect(phone).toHaveAttribute('type', 'tel');

    type('Mobile number', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter a valid 10-digit Indian mobile number')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);

    type('Mobile number', '+91 98765 43210');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Code sent to +919876543210');
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/auth/otp/send', body: { phone: '+919876543210' } });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('dialog').querySelector('[data-stage]')).toHaveAttribute('data-stage', 'PhoneOtpVerifyStage');

    type(/code sent to/i, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
    type(/code sent to/i, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests[1]).toMatchObject({ path: '/auth/otp/verify', body: { requestId: 'req-1', phoneCode: '123456' } });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-new');
    expect(bus.published).toContainEqual({ type: 'auth/signed-in', user: asha });
  });

  it('e-mail: validates the address and verifies with emailCode', async () => {
    const { openDialog, requests, bus } = setup(({ path }) =>
      path === '/auth/otp/send' ? ok({ requestId: 'req-2', channels: ['email'] }) : ok({ token: 'tok-mail', user: asha }),
    );
    fireEvent.click(within(openDialog()).getByRole('button', { name: 'Continue with e-mail' }));
    type('E-mail address', 'asha@');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();

    type('E-mail address', ' Asha@Example.in ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code sent to asha@example.in');
    expect(requests[0]!.body).toEqual({ email: 'asha@example.in' });
    expect(screen.getByRole('dialog').querySelector('[data-stage]')).toHaveAttribute('data-stage', 'EmailOtpVerifyStage');

    type(/code sent to/i, '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests[1]!.body).toEqual({ requestId: 'req-2', emailCode: '654321' });
    expect(bus.published).toContainEqual({ type: 'auth/signed-in', user: asha });
  });

  it('a 404 (routes not there yet) says sign-in is not available, and the stage stays', async () => {
    const { openDialog } = setup(() => fail(404, 'Route POST:/api/auth/otp/send not found'));
    fireEvent.click(within(openDialog()).getByRole('button', { name: 'Continue with phone' }));
    type('Mobile number', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in is not available right now. Please try again later.');
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
  });

  it('Escape still closes when focus has fallen out to the page body', () => {
    const { openDialog } = setup();
    openDialog();
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a 429 shows the server message; a network failure says the server could not be reached', async () => {
    const replies = [fail(429, 'Too many codes. Try again in 10 minutes.')];
    const { openDialog } = setup(() => replies.shift() ?? networkDown());
    fireEvent.click(within(openDialog()).getByRole('button', { name: 'Continue with phone' }));
    type('Mobile number', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes. Try again in 10 minutes.');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the server'));
  });

  it('Back leads to the other ways to sign in, and a new opening starts fresh', () => {
    const { openDialog } = setup();
    fireEvent.click(within(openDialog()).getByRole('button', { name: 'Continue with phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Other ways to sign in' }));
    expect(screen.getByRole('button', { name: 'Continue with phone' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with e-mail' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    openDialog();
    expect(screen.getByRole('button', { name: 'Continue with phone' })).toBeInTheDocument();
  });

  it('Google: explains it is not configured unless the Google client exists', async () => {
    const { api } = createMockApi(() => fail(404));
    const googleSignIn = jest.fn(async () => ({ token: 'tok-g', user: asha }));
    const { bus } = renderWithServices(<AuthRoot />, { api, googleSignIn });
    act(() => bus.publish({ type: 'auth/login-requested' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('status')).toHaveTextContent('Google sign-in is not configured on this server');
    expect(googleSignIn).not.toHaveBeenCalled();

    (window as Window & { google?: unknown }).google = {};
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-g');
    expect(bus.published).toContainEqual({ type: 'auth/signed-in', user: asha });
  });
});

describe('AuthRoot session', () => {
  it('restores a stored token through /authenticate/me', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-old');
    const { requests, bus } = setup(() => ok({ user: asha }));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'auth/signed-in', user: asha }));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/authenticate/me' });
    expect(requests[0]!.headers['x-access-token']).toBe('tok-old');
  });

  it('drops an invalid token and publishes signed-out on 401', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-dead');
    const { bus } = setup(() => fail(401, 'Invalid token'));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'auth/signed-out' }));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('keeps the token when the server is merely unreachable, and asks nothing without one', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-keep');
    const { requests, bus } = setup(() => networkDown());
    await waitFor(() => expect(requests).toHaveLength(1));
    await act(async () => undefined);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-keep');
    expect(bus.published).toEqual([]);
  });

  it('follows sign-out and sign-in made in another tab', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-a');
    const { bus } = setup(() => ok({ user: asha }));
    await waitFor(() => expect(bus.published).toHaveLength(1));

    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY, newValue: null }));
    });
    expect(bus.published.at(-1)).toEqual({ type: 'auth/signed-out' });

    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-b');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY, newValue: 'tok-b' }));
    });
    await waitFor(() => expect(bus.published.at(-1)).toEqual({ type: 'auth/signed-in', user: asha }));
  });
});
