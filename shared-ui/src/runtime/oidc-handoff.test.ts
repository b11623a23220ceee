import { AUTH_TOKEN_KEY, createMemoryStorage, createTestBus, type User } from 'shared-domain';
import { createRuntime, type RuntimeOptions } from './runtime';
import { OIDC_FAILED_PREFIX, startOidcHandoff, takeOidcHandoffCode } from './oidc-handoff';

type Adapter = NonNullable<NonNullable<RuntimeOptions['adapters']>['serviceA']>;
type Seen = { method: string; url: string; body: unknown };

const ASHA: User = { _id: 'u-asha', name: 'Asha', email: 'asha@example.in', role: 'user' };

/** The page's address bar: `replaceState` changes it as the browser's does. */
function addressBar(href: string) {
  const url = new URL(href, 'https://mediamart.example');
  const location = { pathname: url.pathname, search: url.search, hash: url.hash };
  const history = {
    state: { key: 'k1' },
    replaceState: jest.fn((_state: unknown, _title: string, next?: string | URL | null) => {
      const to = new URL(String(next), url);
      Object.assign(location, { pathname: to.pathname, search: to.search, hash: to.hash });
    }),
  };
  return { location, history, href: () => `${location.pathname}${location.search}${location.hash}` };
}

/** A page runtime whose service A answers POST /auth/oidc with `answer`. */
function page(answer: (body: unknown) => [number, unknown]) {
  const seen: Seen[] = [];
  const bus = createTestBus();
  const storage = createMemoryStorage();
  const adapter: Adapter = async (config) => {
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    seen.push({ method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', body });
    const [status, data] = answer(body);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response });
    return response;
  };
  const runtime = createRuntime({ bus, storage, events: null, adapters: { serviceA: adapter } });
  return { runtime, bus, storage, seen };
}

describe('takeOidcHandoffCode', () => {
  it('takes #oidc=<code> out of the address at once, keeping path and search', () => {
    const bar = addressBar('/newspaper/delhi?page=2&utm_source=mail#oidc=h-123');
    expect(takeOidcHandoffCode(bar)).toBe('h-123');
    expect(bar.href()).toBe('/newspaper/delhi?page=2&utm_source=mail');
    expect(bar.history.replaceState).toHaveBeenCalledWith({ key: 'k1' }, '', '/newspaper/delhi?page=2&utm_source=mail');
  });

  it('keeps any other part of the fragment', () => {
    const bar = addressBar('/bag#tab=saved&oidc=h-9');
    expect(takeOidcHandoffCode(bar)).toBe('h-9');
    expect(bar.href()).toBe('/bag#tab=saved');
  });

  it('leaves an address without a code as it is', () => {
    const bar = addressBar('/bag#section-2');
    expect(takeOidcHandoffCode(bar)).toBeNull();
    expect(bar.history.replaceState).not.toHaveBeenCalled();
    expect(bar.href()).toBe('/bag#section-2');
  });
});

describe('startOidcHandoff', () => {
  it('trades the code once the session is ready, stores the token and announces the sign-in', async () => {
    const { runtime, bus, storage, seen } = page(() => [200, { token: 'tok-oidc', user: ASHA, isNewUser: false }]);
    const bar = addressBar('/magazines?city=Pune#oidc=h-1');
    let ready!: () => void;
    const done = startOidcHandoff(runtime, bar, new Promise<void>((r) => (ready = r)));
    // The address is clean before anything is asked; nothing is asked before the session is ready.
    expect(bar.href()).toBe('/magazines?city=Pune');
    await Promise.resolve();
    expect(seen).toEqual([]);
    ready();
    await expect(done).resolves.toBe(true);
    expect(seen).toEqual([{ method: 'POST', url: '/auth/oidc', body: { code: 'h-1' } }]);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe('tok-oidc');
    expect(bus.published).toEqual([{ type: 'auth/signed-in', user: ASHA }]);
    expect(runtime.session.state()).toMatchObject({ token: 'tok-oidc', user: ASHA });
  });

  it('says a refused code in the snackbar with the server’s words and leaves the visitor signed out', async () => {
    const { runtime, bus, storage } = page(() => [400, { error: 'invalid_code', message: 'This sign-in link has expired. Please sign in again.' }]);
    const bar = addressBar('/#oidc=h-old');
    await expect(startOidcHandoff(runtime, bar, Promise.resolve())).resolves.toBe(false);
    expect(bus.published).toEqual([
      { type: 'snackbar/shown', tone: 'error', message: `${OIDC_FAILED_PREFIX}This sign-in link has expired. Please sign in again.` },
    ]);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(runtime.session.state().token).toBeNull();
    expect(bar.href()).toBe('/');
  });

  it('runs once: a second start on the same page finds no code and asks nothing', async () => {
    const { runtime, bus, seen } = page(() => [200, { token: 'tok-oidc', user: ASHA }]);
    const bar = addressBar('/bag#oidc=h-2');
    const first = startOidcHandoff(runtime, bar, Promise.resolve());
    const second = startOidcHandoff(runtime, bar, Promise.resolve());
    await expect(second).resolves.toBeNull();
    await expect(first).resolves.toBe(true);
    expect(seen).toHaveLength(1);
    expect(bus.published.filter((e) => e.type === 'auth/signed-in')).toHaveLength(1);
  });

  it('asks nothing on a page without a code', async () => {
    const { runtime, bus, seen } = page(() => [200, {}]);
    await expect(startOidcHandoff(runtime, addressBar('/newspaper'), Promise.resolve())).resolves.toBeNull();
    expect(seen).toEqual([]);
    expect(bus.published).toEqual([]);
  });
});
