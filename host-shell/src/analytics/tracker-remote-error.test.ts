import { checkEventBatch } from 'shared-domain/analytics';
import { renderFailure, startTracker, type Tracker } from './tracker';

// A page's tracker of its own (the other file's has seen page views already): remote failures
// reported before the first page view, and each remote once per page load.

type Body = { events: Array<Record<string, unknown>> };
const sent: Body[] = [];
let tracker: Tracker;

beforeAll(() => {
  jest.useFakeTimers({ now: new Date('2025-04-01T08:00:00.000Z') });
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as Body);
    return new Response(null, { status: 202 });
  }) as typeof fetch;
  window.history.replaceState(null, '', '/bag');
  tracker = startTracker();
});
afterAll(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

const events = () => sent.flatMap((b) => b.events);

describe('remote_error events', () => {
  it('waits for the first page view, then sends each remote once per page load, with its release when known', () => {
    tracker.remoteError('mf_auth', 'built-in');
    jest.advanceTimersByTime(5000);
    expect(sent).toEqual([]);

    tracker.page('/bag');
    tracker.remoteError('mf_bag', '1.3.0');
    tracker.remoteError('mf_bag', '1.3.0'); // Retry failed again
    tracker.page('/');
    tracker.remoteError('mf_bag', '1.3.0'); // another page, same page load
    tracker.remoteError('mf_auth', 'built-in');
    tracker.remoteError('mf_catalog');
    jest.advanceTimersByTime(5000);

    expect(events().map((e) => [e.type, e.path, e.remote, e.release])).toEqual([
      ['pageview', '/bag', undefined, undefined],
      ['remote_error', '/bag', 'mf_auth', 'built-in'],
      ['remote_error', '/bag', 'mf_bag', '1.3.0'],
      ['pageview', '/', undefined, undefined],
      ['remote_error', '/', 'mf_catalog', undefined],
    ]);
    // Each failure names the page view it happened in; each page view has an id of its own.
    const [bagView, , , homeView, catalog] = events();
    expect(bagView!.viewId).toMatch(/^[0-9a-f]{24}$/);
    expect(homeView!.viewId).toMatch(/^[0-9a-f]{24}$/);
    expect(homeView!.viewId).not.toBe(bagView!.viewId);
    expect(events().slice(1, 3).map((e) => e.viewId)).toEqual([bagView!.viewId, bagView!.viewId]);
    expect(catalog!.viewId).toBe(homeView!.viewId);
    expect(events().find((e) => e.remote === 'mf_catalog')).not.toHaveProperty('release');
    // The server's rule for a batch takes them as sent.
    expect(checkEventBatch(events(), new Date())).toMatchObject({ ok: true });
  });
});

describe('a page the server could not render with a release', () => {
  it('reports that release once, in the first page view', () => {
    sent.length = 0;
    const meta = document.createElement('meta');
    meta.name = 'mm-render-failed';
    meta.content = 'mf_catalog@3.1.0';
    document.head.append(meta);
    const own = startTracker();
    own.page('/newspaper');
    own.remoteError('mf_catalog', '3.1.0'); // the browser's own load fails too: still once
    jest.advanceTimersByTime(5000);
    meta.remove();
    const mine = events().filter((e) => e.path === '/newspaper');
    expect(mine.map((e) => [e.type, e.remote, e.release])).toEqual([['pageview', undefined, undefined], ['remote_error', 'mf_catalog', '3.1.0']]);
    expect(mine[1]!.viewId).toBe(mine[0]!.viewId);
  });

  it('reads nothing from a page without the tag, or with a tag of no known shape', () => {
    const meta = document.createElement('meta');
    meta.name = 'mm-render-failed';
    meta.content = 'mf_shop@1.0.0';
    document.head.append(meta);
    expect(renderFailure(document)).toBeNull();
    meta.remove();
    expect(renderFailure(document)).toBeNull();
  });
});
