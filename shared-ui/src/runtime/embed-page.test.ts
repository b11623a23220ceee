import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AUTH_TOKEN_KEY, EMBED_SESSION_MESSAGE, createMemoryStorage, type DomainEvent } from 'shared-domain';
import { embedPageFor, prefixedStorage } from './embed-page';

const site = 'https://site.example';
type Win = { closed: boolean; close: jest.Mock; focus: jest.Mock };

/** Service A answering the probe and who is signed in. */
const answers = (config: Partial<Record<string, { status: number; data: unknown }>>): AxiosAdapter => async (c: InternalAxiosRequestConfig) => {
  const answer = config[c.url ?? ''] ?? { status: 200, data: { providers: [] } };
  if (answer.status >= 400) {
    throw Object.assign(new Error(`status ${answer.status}`), { isAxiosError: true, config: c, response: { status: answer.status, data: answer.data, headers: {}, config: c } });
  }
  return { data: answer.data, status: answer.status, statusText: 'OK', headers: {}, config: c };
};

function page(adapter: AxiosAdapter = answers({}), organisation: string | null = 'kite') {
  delete (globalThis as { __mediamartEmbedPages?: unknown }).__mediamartEmbedPages;
  const p = embedPageFor({ apiBase: `${site}/api`, siteOrigin: site, organisation: organisation ?? undefined, adapter });
  const events: DomainEvent[] = [];
  p.bus.events$.subscribe((e) => events.push(e));
  return { p, events };
}

function openedWindow(): Win {
  const win: Win = { closed: false, close: jest.fn(), focus: jest.fn() };
  jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
  return win;
}

const user = { _id: 'u1', name: 'Asha', phone: '+919800000000' };
const answer = (step = 'sign-in') => ({ type: EMBED_SESSION_MESSAGE, step, token: 'embedded', expiresAt: '2026-12-01T00:00:00.000Z', user });

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  localStorage.clear();
});

describe('the page the embeds share', () => {
  it('keeps its keys under mediamart:, apart from the agency page\'s own', () => {
    const raw = createMemoryStorage();
    const storage = prefixedStorage(raw);
    storage.setItem(AUTH_TOKEN_KEY, 'mine');
    expect(raw.getItem(`mediamart:${AUTH_TOKEN_KEY}`)).toBe('mine');
    expect(raw.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('is one per site on a page: a second embed bundle gets the same one', () => {
    const { p } = page();
    expect(embedPageFor({ apiBase: `${site}/api`, siteOrigin: site, organisation: 'kite' })).toBe(p);
  });

  it('opens the site\'s sign-in window for a sign-in request and takes the session only from that window on the site', () => {
    const { p, events } = page();
    const win = openedWindow();
    p.bus.publish({ type: 'auth/login-requested' });
    expect(window.open).toHaveBeenCalledWith(`${site}/embed/sign-in?origin=${encodeURIComponent(window.location.origin)}&organisation=kite&step=sign-in`, 'mediamart-sign-in', expect.any(String));

    // Another origin, or another window, is not listened to.
    window.dispatchEvent(new MessageEvent('message', { data: answer(), origin: 'https://evil.example', source: win as unknown as Window }));
    window.dispatchEvent(new MessageEvent('message', { data: answer(), origin: site, source: window }));
    expect(p.storage.getItem(AUTH_TOKEN_KEY)).toBeNull();

    window.dispatchEvent(new MessageEvent('message', { data: answer(), origin: site, source: win as unknown as Window }));
    expect(p.storage.getItem(AUTH_TOKEN_KEY)).toBe('embedded');
    expect(localStorage.getItem(`mediamart:${AUTH_TOKEN_KEY}`)).toBe('embedded');
    expect(events).toContainEqual({ type: 'auth/signed-in', user });
    expect(win.close).toHaveBeenCalled();
  });

  it('answers a phone verification through the window too', () => {
    const { p, events } = page();
    const win = openedWindow();
    p.bus.publish({ type: 'auth/phone-verification-requested' });
    expect(jest.mocked(window.open).mock.calls[0]![0]).toContain('step=phone');
    window.dispatchEvent(new MessageEvent('message', { data: answer('phone'), origin: site, source: win as unknown as Window }));
    expect(events).toContainEqual({ type: 'auth/phone-verified', user });
  });

  it('says a blocked window and a window closed unfinished, and cancels what waited', () => {
    jest.useFakeTimers();
    const { p, events } = page();
    jest.spyOn(window, 'open').mockReturnValue(null);
    p.bus.publish({ type: 'auth/login-requested' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'snackbar/shown', tone: 'error', message: expect.stringContaining('blocked the sign-in window') }));
    expect(events).toContainEqual({ type: 'auth/login-cancelled' });

    const win = openedWindow();
    p.bus.publish({ type: 'auth/login-requested' });
    win.closed = true;
    jest.advanceTimersByTime(500);
    expect(events.filter((e) => e.type === 'auth/login-cancelled')).toHaveLength(2);
  });

  it('cannot sign in without the organisation, and says to copy the snippet again', () => {
    const { p, events } = page(answers({}), null);
    jest.spyOn(window, 'open');
    p.bus.publish({ type: 'auth/login-requested' });
    expect(window.open).not.toHaveBeenCalled();
    expect(events).toContainEqual(expect.objectContaining({ type: 'snackbar/shown', message: expect.stringContaining('lacks the organisation option') }));
  });

  it('names a wrong apiBase once the probe finds no API there; a server in trouble is not the snippet\'s fault', async () => {
    const wrong = page(answers({ '/auth/config': { status: 404, data: '<html>' } })).p;
    await new Promise((r) => setTimeout(r, 0));
    expect(wrong.problem()).toBe(`The embed cannot reach the MediaMart API at ${site}/api (it answered 404). Check the snippet's apiBase: it should be ${site}/api.`);
    const busy = page(answers({ '/auth/config': { status: 503, data: {} } })).p;
    await new Promise((r) => setTimeout(r, 0));
    expect(busy.problem()).toBeNull();
  });
});
