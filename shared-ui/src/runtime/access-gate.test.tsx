import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AUTH_TOKEN_KEY, createMemoryStorage, createTestBus, type Access, type User } from 'shared-domain';
import { createRuntime, RuntimeProvider, useRuntime, type RuntimeOptions } from '../index';
import { AccessGate } from './access-gate';
import { usePageResource } from './use-page-resource';

const ADVERTISER: User = { _id: 'u1', name: 'Asha', role: '' };
const STAFF: User = { _id: 'u2', name: 'Ravi', role: 'admin' };
const ORG_ADMIN: User = { _id: 'u3', name: 'Mira', role: 'white-label-admin' };

/** Service A: `/authenticate/me` answers `me` (a status or a user); `/data` answers `data`. */
type Adapter = NonNullable<NonNullable<RuntimeOptions['adapters']>['serviceA']>;

function serviceA(me: () => User | number, data: () => number = () => 200): Adapter {
  return async (config) => {
    const reply = config.url === '/authenticate/me' ? me() : data();
    const [status, body] = typeof reply === 'number' ? [reply, reply === 200 ? { value: 'the data' } : { message: `Refused (${reply})` }] : [200, { user: reply }];
    const response = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response });
    return response;
  };
}

function Content() {
  const { api } = useRuntime();
  const [result] = usePageResource('data', async () => (await api.serviceA.get<{ value: string }>('/data')).data.value);
  return <p>{result.status === 'success' ? result.data : result.status === 'error' ? `error ${result.error.status}` : 'loading'}</p>;
}

type SetupOptions = { token?: string; me?: () => User | number; data?: () => number };
function setup(access: Access, { token = 'tok', me = (): User | number => ADVERTISER, data = (): number => 200 }: SetupOptions = {}) {
  const bus = createTestBus();
  const storage = createMemoryStorage();
  if (token) storage.setItem(AUTH_TOKEN_KEY, token);
  const runtime = createRuntime({ bus, storage, events: null, adapters: { serviceA: serviceA(me, data) } });
  const frame = (state: ReactNode) => <section aria-label="Frame">{state}</section>;
  const view = render(
    <RuntimeProvider runtime={runtime}>
      <AccessGate
        access={access}
        frame={frame}
        signedOut={(reason) => (reason === 'expired' ? 'Your session has ended. Sign in again.' : 'Sign in to see the releases')}
        forbidden={(viewer) => ({ message: `Only staff can see this, ${viewer?.name ?? 'stranger'}.`, action: <a href="/dashboard">Go to your campaigns</a> })}
        signInLabel="Sign in"
      >
        <Content />
      </AccessGate>
    </RuntimeProvider>,
  );
  return { ...view, bus, storage, runtime };
}

describe('AccessGate', () => {
  it('shows a public page to anyone, without asking who they are', async () => {
    let asked = 0;
    setup('public', { token: '', me: () => (asked++, ADVERTISER) });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('signed out: the page’s sign-in prompt in its frame, whose button asks for the sign-in dialog', () => {
    const { bus } = setup('signed-in', { token: '' });
    const frame = screen.getByRole('region', { name: 'Frame' });
    expect(frame).toHaveTextContent('Sign in to see the releases');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(bus.published).toEqual([{ type: 'auth/login-requested' }]);
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('signed in: a signed-in page loads at once; a 401 ends the session and asks to sign in again', async () => {
    const { storage, bus } = setup('signed-in', { data: () => 401 });
    expect(await screen.findByText('Your session has ended. Sign in again.')).toBeInTheDocument();
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(bus.published).toContainEqual({ type: 'auth/signed-out' });
    // The page never showed the 401 as its own error.
    expect(screen.queryByText(/error/)).toBeNull();
  });

  it('a staff page: checks who the viewer is, then the page for staff and the forbidden state for anyone else', async () => {
    setup('staff', { me: () => STAFF });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your account…');
    expect(await screen.findByText('the data')).toBeInTheDocument();
  });

  it('forbids a staff page to an advertiser without loading it', async () => {
    let loads = 0;
    setup('staff', { data: () => (loads++, 200) });
    expect(await screen.findByText('Only staff can see this, Asha.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your campaigns' })).toHaveAttribute('href', '/dashboard');
    expect(loads).toBe(0);
  });

  it('lets an organisation’s administrator (and staff) into an organisation-admin page, but no one else', async () => {
    setup('organisation-admin', { me: () => ORG_ADMIN });
    expect(await screen.findByText('the data')).toBeInTheDocument();
  });

  it('shows the forbidden state when what is inside is refused (403)', async () => {
    setup('organisation-admin', { me: () => STAFF, data: () => 403 });
    expect(await screen.findByText('Only staff can see this, Ravi.')).toBeInTheDocument();
  });

  it('says when it cannot learn who the viewer is, and Retry asks again', async () => {
    let calls = 0;
    setup('staff', { me: () => (++calls === 1 ? 503 : STAFF) });
    expect(await screen.findByText('Could not check your account')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the data')).toBeInTheDocument();
  });

  it('leaves it to the server when it is refused who the viewer is: its 403 is the forbidden state', async () => {
    setup('staff', { me: () => 404, data: () => 403 });
    expect(await screen.findByText('Only staff can see this, stranger.')).toBeInTheDocument();
  });

  it('lets a new sign-in in after a refusal', async () => {
    let viewer: User = ADVERTISER;
    const { bus, storage } = setup('staff', { me: () => viewer });
    expect(await screen.findByText(/Only staff can see this/)).toBeInTheDocument();
    viewer = STAFF;
    storage.setItem(AUTH_TOKEN_KEY, 'tok-staff');
    act(() => bus.publish({ type: 'auth/signed-in', user: STAFF }));
    await waitFor(() => expect(screen.getByText('the data')).toBeInTheDocument());
  });
});
