import { act, render, screen, waitFor } from '@testing-library/react';
import { AUTH_TOKEN_KEY, createMemoryStorage, createTestBus, type User } from 'shared-domain';
import { createRuntime, RuntimeProvider, useRuntime, useSessionState, useViewer, type RemoteRuntime, type RuntimeOptions } from '../index';

type Adapter = NonNullable<NonNullable<RuntimeOptions['adapters']>['serviceA']>;

const STAFF: User = { _id: 'u-staff', name: 'Ravi (ops)', role: 'admin' };

type Seen = { url: string; headers: Record<string, unknown> };

/** An adapter answering `answer(url)` (a status and body) and recording each request. */
function adapter(answer: (url: string) => [number, unknown], seen: Seen[] = []): Adapter {
  return async (config) => {
    const url = `${config.baseURL ?? ''}${config.url ?? ''}`;
    seen.push({ url, headers: { ...config.headers } });
    const [status, data] = answer(url);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response });
    return response;
  };
}

function runtimeWith(options: RuntimeOptions & { me?: User | null } = {}) {
  const seen: Seen[] = [];
  const bus = createTestBus();
  const storage = createMemoryStorage();
  const { me = STAFF, ...rest } = options;
  const answer = (url: string): [number, unknown] => {
    if (url.endsWith('/authenticate/me')) return me ? [200, { user: me }] : [401, { message: 'Sign in' }];
    // A sign-in's answer carries the new token (SPEC.md section 4).
    if (url.endsWith('/auth/verify')) return [200, { token: 'tok-new', user: me }];
    return [200, { ok: true }];
  };
  const runtime = createRuntime({ bus, storage, events: null, adapters: { serviceA: adapter(answer, seen), serviceB: adapter(answer, seen) }, ...rest });
  return { runtime, seen, bus, storage: rest.storage ?? storage };
}

describe('createRuntime', () => {
  it('gives both services one client each, with the stored token in each service’s header', async () => {
    const { runtime, seen, storage } = runtimeWith();
    storage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    await runtime.api.serviceA.get('/bag');
    await runtime.api.serviceB.get('/campaigns');
    expect(seen.map((s) => s.url)).toEqual(['/api/bag', '/campaign-api/campaigns']);
    expect(seen[0]!.headers['x-access-token']).toBe('tok-1');
    expect(seen[1]!.headers.Authorization).toBe('Bearer tok-1');
  });

  it('stores a token an answer carries, unless an embedder gave the token', async () => {
    const stored = runtimeWith();
    await stored.runtime.api.serviceA.post('/auth/verify');
    expect(stored.storage.getItem(AUTH_TOKEN_KEY)).toBe('tok-new');
    const embedded = runtimeWith({ token: 'tok-agency', apiBase: 'https://mediamart.example/api' });
    await embedded.runtime.api.serviceA.post('/auth/verify');
    expect(embedded.storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(embedded.seen[0]).toMatchObject({ url: 'https://mediamart.example/api/auth/verify', headers: { 'x-access-token': 'tok-agency' } });
  });

  it('takes a new token, bases and theme through update', async () => {
    const { runtime, seen } = runtimeWith({ token: 'a', apiBase: '/one/api', theme: { primary: '#0a3d62' } });
    runtime.update({ token: 'b', apiBase: '/two/api', theme: null });
    await runtime.api.serviceB.get('/campaigns');
    expect(seen[0]).toMatchObject({ url: '/two/campaign-api/campaigns', headers: { Authorization: 'Bearer b' } });
    expect(runtime.theme()).toBeNull();
    expect(runtime.session.state()).toMatchObject({ token: 'b', revision: 1 });
  });
});

describe('the runtime session', () => {
  it('follows the stored token and the auth events, growing its revision on each sign-in or sign-out', () => {
    const { runtime, bus, storage } = runtimeWith();
    expect(runtime.session.state()).toMatchObject({ token: null, lookup: 'none', revision: 0 });
    storage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    act(() => bus.publish({ type: 'auth/signed-in', user: STAFF }));
    expect(runtime.session.state()).toMatchObject({ token: 'tok-1', user: STAFF, lookup: 'known', revision: 1 });
    storage.removeItem(AUTH_TOKEN_KEY);
    act(() => bus.publish({ type: 'auth/signed-out' }));
    expect(runtime.session.state()).toMatchObject({ token: null, user: null, revision: 2 });
  });

  it('on expiry drops the stored token and says signed out; an embedder’s token is only set aside', () => {
    const stored = runtimeWith();
    stored.storage.setItem(AUTH_TOKEN_KEY, 'stale');
    stored.runtime.session.expire();
    expect(stored.storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(stored.bus.published).toContainEqual({ type: 'auth/signed-out' });
    expect(stored.runtime.session.state()).toMatchObject({ token: null, expired: true });

    const embedded = runtimeWith({ token: 'agency' });
    embedded.runtime.session.expire();
    expect(embedded.bus.published).toEqual([]);
    expect(embedded.runtime.session.state()).toMatchObject({ token: null, expired: true });
    embedded.runtime.update({ token: 'agency-2' });
    expect(embedded.runtime.session.state()).toMatchObject({ token: 'agency-2', expired: false });
  });

  it('asks who the token belongs to once; a refusal leaves the user unknown, the session as it was', async () => {
    const known = runtimeWith({ token: 't' });
    known.runtime.session.lookUpUser();
    known.runtime.session.lookUpUser();
    expect(known.runtime.session.state().lookup).toBe('loading');
    await waitFor(() => expect(known.runtime.session.state()).toMatchObject({ user: STAFF, lookup: 'known' }));
    expect(known.seen).toHaveLength(1);

    const refused = runtimeWith({ me: null });
    refused.storage.setItem(AUTH_TOKEN_KEY, 'stale');
    refused.runtime.session.lookUpUser();
    await waitFor(() => expect(refused.runtime.session.state()).toMatchObject({ token: 'stale', user: null, lookup: 'failed', expired: false }));
    expect(refused.runtime.session.state().lookupError?.status).toBe(401);
  });

  it('publishes the sign-in request and stops listening once disposed', () => {
    const { runtime, bus } = runtimeWith();
    runtime.session.signIn();
    expect(bus.published).toEqual([{ type: 'auth/login-requested' }]);
    runtime.dispose();
    bus.publish({ type: 'auth/signed-out' });
    expect(runtime.session.state().revision).toBe(0);
  });
});

function Probe() {
  const viewer = useViewer();
  return <p>{viewer ? `${viewer.name} (${viewer.role || 'advertiser'})` : 'unknown'}</p>;
}

function renderProbes(runtime: RemoteRuntime) {
  return render(
    <RuntimeProvider runtime={runtime}>
      <Probe />
      <Probe />
    </RuntimeProvider>,
  );
}

describe('useViewer', () => {
  afterEach(() => window.localStorage.clear());

  it('signed out: unknown, and service A is not asked', () => {
    const { runtime, seen } = runtimeWith();
    renderProbes(runtime);
    expect(screen.getAllByText('unknown')).toHaveLength(2);
    expect(seen).toHaveLength(0);
  });

  it('asks service A once per token, whoever asks', async () => {
    const { runtime, seen, storage } = runtimeWith();
    storage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    renderProbes(runtime);
    expect(await screen.findAllByText('Ravi (ops) (admin)')).toHaveLength(2);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers['x-access-token']).toBe('tok-1');
  });

  it('takes the user from a sign-in on the page and forgets it on sign-out', async () => {
    const { runtime, bus, storage } = runtimeWith();
    renderProbes(runtime);
    storage.setItem(AUTH_TOKEN_KEY, 'tok-2');
    act(() => bus.publish({ type: 'auth/signed-in', user: { _id: 'u9', name: 'Nia', role: '' } }));
    act(() => bus.publish({ type: 'auth/login-completed', user: { _id: 'u9', name: 'Nia', role: '' } }));
    await waitFor(() => expect(screen.getAllByText(/Nia \(advertiser\)|Ravi/)).toHaveLength(2));
    storage.removeItem(AUTH_TOKEN_KEY);
    act(() => bus.publish({ type: 'auth/signed-out' }));
    expect(screen.getAllByText('unknown')).toHaveLength(2);
  });
});

describe('useRuntime', () => {
  it('says where it is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Lost() {
      useRuntime();
      return null;
    }
    expect(() => render(<Lost />)).toThrow(/outside <RuntimeProvider>/);
    jest.restoreAllMocks();
  });

  it('renders again on every session change', () => {
    const { runtime, bus, storage } = runtimeWith();
    function Revision() {
      return <p>revision {useSessionState().revision}</p>;
    }
    render(<RuntimeProvider runtime={runtime}><Revision /></RuntimeProvider>);
    storage.setItem(AUTH_TOKEN_KEY, 't');
    act(() => bus.publish({ type: 'auth/signed-in', user: STAFF }));
    expect(screen.getByText('revision 1')).toBeInTheDocument();
  });
});
