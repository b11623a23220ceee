import { AUTH_TOKEN_KEY, bus } from 'shared-domain';
import { storedUtm } from 'shared-domain/leads';
import { clickLabel, startTracker, type Tracker } from './tracker';

type Sent = { via: 'fetch' | 'beacon'; body: { events: Array<Record<string, unknown>>; token?: string } };

let sent: Sent[] = [];
let visibility: DocumentVisibilityState = 'visible';
let tracker: Tracker;

// One tracker for the file, as one page has: its listeners and timers live as long as the page.
beforeAll(() => {
  jest.useFakeTimers({ now: new Date('2025-04-01T08:00:00.000Z') });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    sent.push({ via: 'fetch', body: JSON.parse(String(init?.body)) as Sent['body'] });
    return new Response(null, { status: 202 });
  }) as typeof fetch;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: jest.fn((_url: string, data: string) => { sent.push({ via: 'beacon', body: JSON.parse(data) as Sent['body'] }); return true; }),
  });
  window.history.replaceState(null, '', '/?utm_source=google&utm_medium=cpc&x=1');
  tracker = startTracker();
});
afterAll(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});
beforeEach(() => {
  jest.advanceTimersByTime(5000);
  sent = [];
  visibility = 'visible';
  localStorage.clear();
});

const events = () => sent.flatMap((s) => s.body.events);

describe('startTracker', () => {
  it('keeps the visit tags for the tab in the form the lead forms read (one rule for both)', () => {
    expect(storedUtm(sessionStorage)).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: '' });
  });

  it('batches page views, clicks and actions every 5 seconds with the visit tags', () => {
    tracker.page('/');
    const button = document.createElement('button');
    button.innerHTML = '  Plan a <b>campaign</b> ';
    document.body.append(button);
    button.click();
    bus.publish({ type: 'campaign/saved', campaignId: 'c1' });
    tracker.page('/newspaper/times-of-india');
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
    const [view, click, action, view2] = events();
    const sessionId = view!.sessionId;
    expect(sessionId).toMatch(/^[0-9a-f]{24}$/);
    expect(view).toEqual({ type: 'pageview', at: expect.stringMatching(/^2025-04-01T08:00:\d\d\.000Z$/), sessionId, path: '/', utm_source: 'google', utm_medium: 'cpc', viewId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(click).toMatchObject({ type: 'click', label: 'Plan a campaign', path: '/' });
    expect(action).toMatchObject({ type: 'action', name: 'save_campaign' });
    expect(view2).toMatchObject({ type: 'pageview', path: '/newspaper/times-of-india', referrer: '/' });
    expect(sent[0]!.body.token).toBeUndefined();
    button.remove();
  });

  it('counts time only while visible, at 10-second steps, and flushes by beacon with the token when hidden', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    tracker.page('/radio');
    const times = () => events().filter((e) => e.type === 'time_spent' && e.path === '/radio').map((e) => e.seconds);
    jest.advanceTimersByTime(9000);
    visibility = 'hidden';
    jest.advanceTimersByTime(60_000);
    expect(times()).toEqual([]);
    visibility = 'visible';
    jest.advanceTimersByTime(1000); // the 10th visible second
    jest.advanceTimersByTime(5000); // the next batch
    expect(times()).toEqual([10]);
    jest.advanceTimersByTime(200_000);
    expect(times()).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120]);
    bus.publish({ type: 'lead/created', leadId: 'l1', source: '/contact-us' });
    sent = [];
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual([{ via: 'beacon', body: { token: 'tok-1', events: [expect.objectContaining({ type: 'action', name: 'lead', path: '/radio' })] } }]);
  });

  it('sends 20 events at once without waiting', () => {
    tracker.page('/deals');
    const link = document.createElement('a');
    link.setAttribute('aria-label', 'Home');
    document.body.append(link);
    document.body.click();
    for (let i = 0; i < 19; i++) link.click();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.events).toHaveLength(20);
    expect(sent[0]!.via).toBe('fetch');
    link.remove();
  });
});

describe('clickLabel', () => {
  const el = (html: string) => {
    const d = document.createElement('div');
    d.innerHTML = html;
    return d.firstElementChild!;
  };
  it('takes the accessible name, capped, without personal data', () => {
    expect(clickLabel(el('<button aria-label="Close dialog">×</button>'))).toBe('Close dialog');
    expect(clickLabel(el(`<a>${'x'.repeat(100)}</a>`))).toHaveLength(80);
    expect(clickLabel(el('<button>asha@example.in</button>'))).toBe('');
    expect(clickLabel(el('<button>Call 9876543210</button>'))).toBe('Call #');
    expect(clickLabel(el('<button data-track-label="Account menu">Asha Rao</button>'))).toBe('Account menu');
  });
});
