import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { AUTH_TOKEN_KEY, bus as sharedBus, singletonCount, type User } from 'shared-domain';
import AuthRoot from './auth-root';
import { createMockApi, fail, networkDown, ok, tooMany, type MockHandler } from './test/mock-api';
import { renderWithServices } from './test/render';
import { PROVIDERS_WAIT_MS } from './auth/auth.api';

const asha: User = { _id: 'u1', name: 'Asha Rao', role: '', email: 'asha@example.in', phone: '+919876543210' };

beforeEach(() => window.localStorage.clear());

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
  // The dialog opens once GET /auth/config has answered (its providers known).
  const openDialog = () => {
    const login = screen.getByRole('button', { name: 'Login' });
    login.focus();
    fireEvent.click(login);
    return screen.findByRole('dialog', { name: 'Sign in' });
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
  it('opens on auth/login-requested as a labelled modal with focus inside; Escape closes and focus returns', async () => {
    const { openDialog } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Continue with phone' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Continue with e-mail' })).toBeInTheDocument();
    // GET /auth/config failed (404 here): no provider's button.
    expect(within(dialog).getAllByRole('button', { name: /^Continue with/ })).toHaveLength(2);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('keeps Tab inside and closes with the Close button', async () => {
    const { openDialog } = setup();
    const dialog = await openDialog();
    const google = within(dialog).getByRole('button', { name: 'Continue with e-mail' });
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
    const dialog = await openDialog();
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
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Continue with e-mail' }));
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
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Continue with phone' }));
    type('Mobile number', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in is not available right now. Please try again later.');
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
  });

  it('Escape still closes when focus has fallen out to the page body', async () => {
    const { openDialog } = setup();
    await openDialog();
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a 429 says when to try again (Retry-After); a network failure says the server could not be reached', async () => {
    const replies = [tooMany(600)];
    const { openDialog } = setup(({ path }) => (path === '/auth/config' ? fail(404) : replies.shift() ?? networkDown()));
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Continue with phone' }));
    type('Mobile number', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 10 minutes.');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the server'));
  });

  it('Back leads to the other ways to sign in, and a new opening starts fresh', async () => {
    const { openDialog } = setup();
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Continue with phone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Other ways to sign in' }));
    expect(screen.getByRole('button', { name: 'Continue with phone' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with e-mail' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await openDialog();
    expect(screen.getByRole('button', { name: 'Continue with phone' })).toBeInTheDocument();
  });

  it('OpenID: a button per provider of /auth/config, after phone and e-mail', async () => {
    const { openDialog } = setup(({ path }) =>
      path === '/auth/config' ? ok({ providers: [{ id: 'test', name: 'Test ID' }, { id: 'gov', name: 'DigiLocker' }] }) : fail(404),
    );
    const dialog = await openDialog();
    expect(within(dialog).getAllByRole('button', { name: /^Continue with/ }).map((b) => b.textContent)).toEqual([
      'Continue with phone', 'Continue with e-mail', 'Continue with Test ID', 'Continue with DigiLocker',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Continue with phone' })).toHaveFocus();
  });

  it('OpenID: pressing the button leaves for service A’s start, with this page (path and search) to come back to', async () => {
    window.history.replaceState(null, '', '/newspaper/delhi?page=2&lang=hi');
    const { openDialog, navigated, bus } = setup(({ path }) => (path === '/auth/config' ? ok({ providers: [{ id: 'test', name: 'Test ID' }] }) : fail(404)));
    const button = within(await openDialog()).getByRole('button', { name: 'Continue with Test ID' });
    // The house button: a real <button>, reachable by Tab and pressed with Enter or a tap.
    expect(button.tagName).toBe('BUTTON');
    fireEvent.click(button);
    expect(navigated).toEqual(['/api/auth/oidc/start?provider=test&returnTo=%2Fnewspaper%2Fdelhi%3Fpage%3D2%26lang%3Dhi']);
    expect(bus.published).not.toContainEqual({ type: 'auth/signed-in', user: expect.anything() });
    window.history.replaceState(null, '', '/');
  });

  it('OpenID: the start is on service A wherever the site serves it (an absolute API base)', async () => {
    const { api } = createMockApi(({ path }) => (path === '/auth/config' ? ok({ providers: [{ id: 'test', name: 'Test ID' }] }) : fail(404)));
    const { bus, navigated, runtime } = renderWithServices(<AuthRoot />, { api });
    runtime.update({ apiBase: 'https://api.mediamart.example/api/' });
    act(() => bus.publish({ type: 'auth/login-requested' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Test ID' }));
    expect(navigated).toEqual(['https://api.mediamart.example/api/auth/oidc/start?provider=test&returnTo=%2F']);
  });

  it('OpenID: none offered, no button; the dialog waits for the answer and opens whole', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    const { api } = createMockApi(({ path }) => (path === '/auth/config' ? new Promise((r) => (answer = r)) : fail(404)));
    const { bus } = renderWithServices(<AuthRoot />, { api });
    act(() => bus.publish({ type: 'auth/login-requested' }));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => answer(ok({ providers: [] })));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getAllByRole('button', { name: /^Continue with/ })).toHaveLength(2);
  });

  it('OpenID: a config that does not answer holds the dialog at most PROVIDERS_WAIT_MS, then it opens without providers', async () => {
    jest.useFakeTimers();
    try {
      const { api } = createMockApi(({ path }) => (path === '/auth/config' ? new Promise(() => undefined) : fail(404)));
      const { bus } = renderWithServices(<AuthRoot />, { api });
      act(() => bus.publish({ type: 'auth/login-requested' }));
      await act(async () => jest.advanceTimersByTime(PROVIDERS_WAIT_MS - 1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(1));
      const dialog = screen.getByRole('dialog', { name: 'Sign in' });
      expect(within(dialog).getAllByRole('button', { name: /^Continue with/ })).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('OpenID: not offered inside an agency embed, whose sign-in is its own window', async () => {
    const { api, requests } = createMockApi(() => ok({ providers: [{ id: 'test', name: 'Test ID' }] }), { unrecorded: [] });
    const { bus } = renderWithServices(<AuthRoot />, { api, embedded: true });
    act(() => bus.publish({ type: 'auth/login-requested' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).queryByRole('button', { name: 'Continue with Test ID' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('closing without signing in publishes auth/login-cancelled', async () => {
    const { openDialog, bus } = setup();
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(bus.published).toContainEqual({ type: 'auth/login-cancelled' });
  });

  it('the code box takes a pasted message ("Code: 123456") and a wrong code is said in words', async () => {
    const { openDialog, requests } = setup(({ path }) =>
      path === '/auth/otp/send'
        ? ok({ requestId: 'r', channels: ['email'] })
        : { status: 400, body: { error: 'invalid_code', message: 'That code is not right. 4 tries left.' } },
    );
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Continue with e-mail' }));
    type('E-mail address', 'asha@example.in');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Code sent to asha@example.in');
    fireEvent.paste(code, { clipboardData: { getData: () => 'Code: 123456' } });
    expect(code).toHaveValue('123456');
    type(/code sent to/i, 'Your code is 654321.');
    expect(code).toHaveValue('654321');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. 4 tries left.');
    expect(requests.at(-1)!.body).toEqual({ requestId: 'r', emailCode: '654321' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('phone and e-mail together: MULTI_CHANNEL_OTP_VERIFY with two code boxes', async () => {
    const { openDialog, requests, bus } = setup(({ path }) =>
      path === '/auth/otp/send' ? ok({ requestId: 'rm', channels: ['phone', 'email'] }) : ok({ token: 't', user: asha }),
    );
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Continue with phone' }));
    type('Mobile number', '98765 43210');
    type('E-mail address (optional)', 'asha@example.in');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code sent to +919876543210');
    expect(requests[0]!.body).toEqual({ phone: '+919876543210', email: 'asha@example.in' });
    expect(screen.getByRole('dialog').querySelector('[data-stage]')).toHaveAttribute('data-stage', 'MULTI_CHANNEL_OTP_VERIFY');
    type('Code sent to +919876543210', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
    type('Code sent to asha@example.in', '222222');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'auth/signed-in', user: asha }));
    expect(requests[1]!.body).toEqual({ requestId: 'rm', phoneCode: '111111', emailCode: '222222' });
  });
});

describe('resend', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is offered after a 30 s countdown and sends a new code', async () => {
    let n = 0;
    const { openDialog, requests } = setup(() => ok({ requestId: `r${++n}`, channels: ['phone'] }));
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Continue with phone' }));
    type('Mobile number', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await act(async () => undefined);
    const resend = screen.getByRole('button', { name: 'Resend code in 30 s' });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: 'Resend code in 27 s' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /resend code in/i }));
    expect(requests.filter((r) => r.path === '/auth/otp/send')).toHaveLength(1);
    for (let i = 0; i < 27; i += 1) act(() => jest.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await act(async () => undefined);
    expect(requests.filter((r) => r.path === '/auth/otp/send').map((r) => r.body)).toEqual([
      { phone: '+919876543210' },
      { phone: '+919876543210' },
    ]);
    // A new request restarts the countdown.
    expect(screen.getByRole('button', { name: 'Resend code in 30 s' })).toBeInTheDocument();
  });
});

describe('phone verification modal', () => {
  it('opens on auth/phone-verification-requested, verifies and publishes auth/phone-verified', async () => {
    const verified = { ...asha, phone: '+919876543210' };
    const { api, requests } = createMockApi(({ path }) =>
      path === '/user/phone/send' ? ok({ requestId: 'pv1' }) : ok({ user: verified }),
    );
    const { bus } = renderWithServices(<AuthRoot />, { api });
    act(() => bus.publish({ type: 'auth/phone-verification-requested' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify your phone' });
    expect(dialog).toBeInTheDocument();
    type('Mobile number', '09876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code sent to +919876543210');
    expect(requests[0]).toMatchObject({ path: '/user/phone/send', body: { phone: '+919876543210' } });
    type(/code sent to/i, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify phone' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests[1]).toMatchObject({ path: '/user/phone/verify', body: { requestId: 'pv1', code: '123456' } });
    expect(bus.published).toContainEqual({ type: 'auth/phone-verified', user: verified });
  });

  it('closing it publishes auth/phone-verification-cancelled', () => {
    const { api } = createMockApi(() => fail(404));
    const { bus } = renderWithServices(<AuthRoot />, { api });
    act(() => bus.publish({ type: 'auth/phone-verification-requested' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bus.published).toContainEqual({ type: 'auth/phone-verification-cancelled' });
  });
});
