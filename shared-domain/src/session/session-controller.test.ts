import type { AxiosInstance } from 'axios';
import { ApiError } from '../api/api-error';
import type { LocalBagItem, User } from '../entities/entities';
import { createTestBus } from '../events/event-bus';
import type { StorageLike } from '../bag/local-bag';
import { AUTH_TOKEN_KEY, LOCAL_BAG_KEY } from './keys';
import { requireLogin } from './require-login';
import { BAG_SYNC_FAILED_MESSAGE, bagSyncKey, createSessionController, defaultUserRetryDelayMs, userFetchOutcome } from './session-controller';

type Call = { method: 'get' | 'post'; url: string; body?: unknown; headers?: Record<string, string> };
type Reply = { data: unknown } | ApiError;

function memoryStorage(init: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(init));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/** A service-A stand-in: `routes['POST /bag']` answers, every call is recorded. */
function fakeApi(routes: Record<string, Reply | (() => Reply)>) {
  const calls: Call[] = [];
  const answer = (method: 'get' | 'post', url: string, body?: unknown, config?: { headers?: Record<string, string> }) => {
    calls.push({ method, url, body, headers: config?.headers });
    const r = routes[`${method.toUpperCase()} ${url}`];
    const reply = typeof r === 'function' ? r() : r ?? new ApiError(404, 'not_found', 'Not found');
    return reply instanceof ApiError ? Promise.reject(reply) : Promise.resolve(reply);
  };
  const api = {
    get: (url: string, config?: { headers?: Record<string, string> }) => answer('get', url, undefined, config),
    post: (url: string, body?: unknown, config?: { headers?: Record<string, string> }) => answer('post', url, body, config),
  } as unknown as Pick<AxiosInstance, 'get' | 'post'>;
  return { api, calls };
}

const asha: User = { _id: 'u1', name: 'Asha Rao', role: '' };
const item = (id: string): LocalBagItem => ({ _id: id, _media: { _id: `m-${id}`, discountedRate: 100 }, tobeLoaded: true });
const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(routes: Record<string, Reply | (() => Reply)>, stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const bus = createTestBus();
  const { api, calls } = fakeApi(routes);
  const session = createSessionController({ storage, apiA: api, bus });
  const users: (User | null)[] = [];
  session.user$.subscribe((u) => users.push(u));
  return { storage, bus, calls, session, users };
}

describe('session controller: start', () => {
  it('a guest without a token asks nothing', async () => {
    const { session, calls, bus, users } = setup({});
    await session.start();
    expect(calls).toEqual([]);
    expect(bus.published).toEqual([]);
    expect(users).toEqual([null]);
    expect(session.isLoggedIn()).toBe(false);
  });

  it('restores the user of a stored token and takes the badge from the server bag', async () => {
    const { session, bus, calls, users } = setup(
      { 'POST /authenticate/me': { data: { user: asha } }, 'GET /bag/count': { data: { data: { count: 3, items: [] } } } },
      { [AUTH_TOKEN_KEY]: 'tok' },
    );
    await session.start();
    expect(session.getUser()).toEqual(asha);
    expect(users).toEqual([null, asha]);
    expect(bus.published).toEqual([
      { type: 'auth/signed-in', user: asha },
      { type: 'bag/count-changed', count: 3 },
    ]);
    // A restored session is not a new sign-in: no bag sync, no login-completed.
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['post /authenticate/me', 'get /bag/count']);
  });

  it('drops a refused token (401) and announces the sign-out with the local bag count', async () => {
    const { session, storage, bus } = setup(
      { 'POST /authenticate/me': new ApiError(401, 'unauthorized', 'Invalid token') },
      { [AUTH_TOKEN_KEY]: 'dead', [LOCAL_BAG_KEY]: JSON.stringify([item('a')]) },
    );
    await session.start();
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(bus.published).toEqual([{ type: 'auth/signed-out' }, { type: 'bag/count-changed', count: 1 }]);
  });

  it('keeps the token when the server is unreachable', async () => {
    const { session, storage, bus } = setup(
      { 'POST /authenticate/me': new ApiError(0, 'network_error', 'down') },
      { [AUTH_TOKEN_KEY]: 'tok' },
    );
    await session.start();
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe('tok');
    expect(bus.published).toEqual([]);
    session.dispose();
  });

  it.each([
    [403, 'forbidden'], [404, 'not_found'], [400, 'bad_request'], [410, 'gone'],
  ])('drops the token on any answer about it, not only 401: %s', async (status, code) => {
    const { session, storage, bus } = setup({ 'POST /authenticate/me': new ApiError(status, code, 'no') }, { [AUTH_TOKEN_KEY]: 'tok' });
    await session.start();
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(bus.published[0]).toEqual({ type: 'auth/signed-out' });
  });

  it('drops the token when the answer is not a user', async () => {
    const { session, storage } = setup({ 'POST /authenticate/me': { data: { ok: true } } }, { [AUTH_TOKEN_KEY]: 'tok' });
    await session.start();
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('says which failures drop the token and which keep it', () => {
    expect(userFetchOutcome(new ApiError(401, 'unauthorized', 'x'))).toBe('drop-token');
    expect(userFetchOutcome(new ApiError(403, 'forbidden', 'x'))).toBe('drop-token');
    expect(userFetchOutcome(new TypeError('bad answer'))).toBe('drop-token');
    expect(userFetchOutcome(new ApiError(0, 'network_error', 'x'))).toBe('keep-and-retry');
    expect(userFetchOutcome(new ApiError(0, 'timeout', 'x'))).toBe('keep-and-retry');
    expect(userFetchOutcome(new ApiError(503, 'unavailable', 'x'))).toBe('keep-and-retry');
    expect(userFetchOutcome(new ApiError(429, 'too_many_requests', 'x'))).toBe('keep-and-retry');
    expect([0, 1, 2, 5, 10].map(defaultUserRetryDelayMs)).toEqual([2000, 4000, 8000, 60000, 60000]);
  });

  describe('without an answer', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('keeps the token and fetches the user again, waiting longer each time, until it comes', async () => {
      const replies: Reply[] = [new ApiError(0, 'timeout', 'slow'), new ApiError(503, 'unavailable', 'restarting'), { data: { user: asha } }];
      const { session, storage, calls, users } = setup(
        { 'POST /authenticate/me': () => replies.shift()!, 'GET /bag/count': { data: { data: { count: 0, items: [] } } } },
        { [AUTH_TOKEN_KEY]: 'tok' },
      );
      const fetches = () => calls.filter((c) => c.url === '/authenticate/me').length;
      await session.start();
      expect(fetches()).toBe(1);
      await jest.advanceTimersByTimeAsync(1999);
      expect(fetches()).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetches()).toBe(2);
      expect(storage.getItem(AUTH_TOKEN_KEY)).toBe('tok');
      await jest.advanceTimersByTimeAsync(3999);
      expect(fetches()).toBe(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetches()).toBe(3);
      expect(users.at(-1)).toEqual(asha);
      await jest.advanceTimersByTimeAsync(120_000);
      expect(fetches()).toBe(3);
      session.dispose();
    });

    it('stops trying once the user signs out or the session is disposed', async () => {
      const { session, calls } = setup(
        { 'POST /authenticate/me': new ApiError(0, 'network_error', 'down'), 'POST /auth/logout': { data: {} } },
        { [AUTH_TOKEN_KEY]: 'tok' },
      );
      await session.start();
      await session.logout();
      await jest.advanceTimersByTimeAsync(300_000);
      expect(calls.filter((c) => c.url === '/authenticate/me')).toHaveLength(1);

      const other = setup({ 'POST /authenticate/me': new ApiError(0, 'network_error', 'down') }, { [AUTH_TOKEN_KEY]: 'tok' });
      await other.session.start();
      other.session.dispose();
      await jest.advanceTimersByTimeAsync(300_000);
      expect(other.calls.filter((c) => c.url === '/authenticate/me')).toHaveLength(1);
    });
  });
});

describe('session controller: sign-in from the modal', () => {
  it('moves the guest bag to the account, clears it, shows the server count, then completes the login', async () => {
    const items = [item('a'), item('b')];
    const { session, storage, bus, calls } = setup(
      { 'POST /bag': { data: { count: 2 } } },
      { [AUTH_TOKEN_KEY]: 'tok', [LOCAL_BAG_KEY]: JSON.stringify(items) },
    );
    const waiting = requireLogin(bus, () => false);
    bus.publish({ type: 'auth/signed-in', user: asha });
    await expect(waiting).resolves.toEqual(asha);
    expect(session.getUser()).toEqual(asha);
    expect(calls[0]).toEqual({
      method: 'post',
      url: '/bag',
      body: { items },
      headers: { 'Idempotency-Key': bagSyncKey('u1', items) },
    });
    expect(storage.getItem(LOCAL_BAG_KEY)).toBeNull();
    expect(bus.published.slice(-2)).toEqual([
      { type: 'bag/count-changed', count: 2 },
      { type: 'auth/login-completed', user: asha },
    ]);
  });

  it('with an empty guest bag it takes the count from GET /bag/count', async () => {
    const { bus, calls } = setup({ 'GET /bag/count': { data: { data: { count: 7, items: [] } } } }, { [AUTH_TOKEN_KEY]: 'tok' });
    bus.publish({ type: 'auth/signed-in', user: asha });
    await flush();
    expect(calls.map((c) => c.url)).toEqual(['/bag/count']);
    expect(bus.published.slice(-2)).toEqual([
      { type: 'bag/count-changed', count: 7 },
      { type: 'auth/login-completed', user: asha },
    ]);
  });

  it('a failed sync keeps the guest bag, says so, and still completes the login', async () => {
    const items = [item('a')];
    const { storage, bus } = setup(
      { 'POST /bag': new ApiError(500, 'internal', 'Server Error!'), 'GET /bag/count': { data: { data: { count: 0, items: [] } } } },
      { [AUTH_TOKEN_KEY]: 'tok', [LOCAL_BAG_KEY]: JSON.stringify(items) },
    );
    const waiting = requireLogin(bus, () => false);
    bus.publish({ type: 'auth/signed-in', user: asha });
    await expect(waiting).resolves.toEqual(asha);
    expect(storage.getItem(LOCAL_BAG_KEY)).toBe(JSON.stringify(items));
    expect(bus.published).toContainEqual({ type: 'snackbar/shown', tone: 'error', message: BAG_SYNC_FAILED_MESSAGE });
  });

  it('the idempotency key depends on the user and the items only', () => {
    expect(bagSyncKey('u1', [item('a')])).toBe(bagSyncKey('u1', [item('a')]));
    expect(bagSyncKey('u1', [item('a')])).not.toBe(bagSyncKey('u2', [item('a')]));
    expect(bagSyncKey('u1', [item('a')])).not.toBe(bagSyncKey('u1', [item('b')]));
    expect(bagSyncKey('u1', [item('a')])).toMatch(/^bag-sync-u1-[0-9a-f]+$/);
  });

  it('takes the verified phone into the user', async () => {
    const { session, bus } = setup({ 'GET /bag/count': { data: { data: { count: 0, items: [] } } } }, { [AUTH_TOKEN_KEY]: 'tok' });
    bus.publish({ type: 'auth/signed-in', user: asha });
    bus.publish({ type: 'auth/phone-verified', user: { ...asha, phone: '+919876543210' } });
    expect(session.getUser()?.phone).toBe('+919876543210');
  });

  it("takes the signed-in user's own changed details (the account page), and nobody else's", async () => {
    const { session, bus } = setup({ 'GET /bag/count': { data: { data: { count: 0, items: [] } } } }, { [AUTH_TOKEN_KEY]: 'tok' });
    bus.publish({ type: 'auth/signed-in', user: asha });
    bus.publish({ type: 'auth/profile-updated', user: { ...asha, _id: 'someone-else', name: 'Other' } });
    expect(session.getUser()?.name).toBe(asha.name);
    bus.publish({ type: 'auth/profile-updated', user: { ...asha, name: 'Asha R.' } });
    expect(session.getUser()?.name).toBe('Asha R.');
  });
});

describe('session controller: logout', () => {
  it('tells the server with the token, clears token and user, and shows the local bag count', async () => {
    const { session, storage, bus, calls } = setup(
      { 'POST /authenticate/me': { data: { user: asha } }, 'GET /bag/count': { data: { data: { count: 4, items: [] } } }, 'POST /auth/logout': { data: '' } },
      { [AUTH_TOKEN_KEY]: 'tok', [LOCAL_BAG_KEY]: JSON.stringify([item('x')]) },
    );
    await session.start();
    bus.published.length = 0;
    await session.logout();
    expect(calls.at(-1)).toMatchObject({ url: '/auth/logout', headers: { 'x-access-token': 'tok' } });
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(bus.published).toEqual([{ type: 'auth/signed-out' }, { type: 'bag/count-changed', count: 1 }]);
  });

  it('ignores a failing logout call', async () => {
    const { session, storage } = setup({ 'POST /auth/logout': new ApiError(0, 'network_error', 'down') }, { [AUTH_TOKEN_KEY]: 'tok' });
    await expect(session.logout()).resolves.toBeUndefined();
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('follows a sign-out announced by another package', async () => {
    const { session, bus } = setup({ 'GET /bag/count': { data: { data: { count: 0, items: [] } } } }, { [AUTH_TOKEN_KEY]: 'tok' });
    bus.publish({ type: 'auth/signed-in', user: asha });
    bus.publish({ type: 'auth/signed-out' });
    expect(session.getUser()).toBeNull();
  });
});

describe('session controller: other tabs', () => {
  it('a token stored in another tab signs this one in; its removal signs it out', async () => {
    const { session, storage, bus, users } = setup({
      'POST /authenticate/me': { data: { user: asha } },
      'GET /bag/count': { data: { data: { count: 2, items: [] } } },
    });
    storage.setItem(AUTH_TOKEN_KEY, 'tok-b');
    await session.handleStorageEvent(AUTH_TOKEN_KEY, 'tok-b');
    expect(session.getUser()).toEqual(asha);
    expect(bus.published).toContainEqual({ type: 'auth/signed-in', user: asha });
    expect(bus.published).toContainEqual({ type: 'bag/count-changed', count: 2 });
    expect(bus.published.map((e) => e.type)).not.toContain('auth/login-completed');

    storage.removeItem(AUTH_TOKEN_KEY);
    await session.handleStorageEvent(AUTH_TOKEN_KEY, null);
    expect(session.getUser()).toBeNull();
    expect(bus.published.at(-2)).toEqual({ type: 'auth/signed-out' });
    expect(users).toEqual([null, asha, null]);
  });

  it('a cleared storage (key null) signs out; unrelated keys are ignored', async () => {
    const { session, storage, bus, calls } = setup(
      { 'POST /authenticate/me': { data: { user: asha } }, 'GET /bag/count': { data: { data: { count: 0, items: [] } } } },
      { [AUTH_TOKEN_KEY]: 'tok' },
    );
    await session.start();
    const before = calls.length;
    await session.handleStorageEvent('something-else', 'x');
    expect(calls).toHaveLength(before);
    storage.data.clear();
    await session.handleStorageEvent(null, null);
    expect(session.getUser()).toBeNull();
    expect(bus.published.at(-2)).toEqual({ type: 'auth/signed-out' });
  });

  it('when signed in, a guest-bag change in another tab refreshes the server count', async () => {
    let count = 0;
    const { session, bus } = setup(
      { 'POST /authenticate/me': { data: { user: asha } }, 'GET /bag/count': () => ({ data: { data: { count: count, items: [] } } }) },
      { [AUTH_TOKEN_KEY]: 'tok' },
    );
    await session.start();
    count = 2;
    await session.handleStorageEvent(LOCAL_BAG_KEY, null);
    expect(bus.published.at(-1)).toEqual({ type: 'bag/count-changed', count: 2 });
  });

  it('a sign-out while /authenticate/me is out wins', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { session, storage, bus } = setup(
      { 'POST /authenticate/me': () => ({ data: { user: asha } }) },
      { [AUTH_TOKEN_KEY]: 'tok' },
    );
    const started = gate.then(() => session.start());
    const me = session.start();
    storage.removeItem(AUTH_TOKEN_KEY);
    release();
    await Promise.all([started, me]);
    expect(session.getUser()).toBeNull();
    expect(bus.published.filter((e) => e.type === 'auth/signed-in')).toEqual([]);
  });
});
