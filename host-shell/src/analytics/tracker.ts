import { AUTH_TOKEN_KEY, bus, type DomainEventType, type RemoteName } from 'shared-domain';
import { parsePreviewBanner, RENDER_FAILED_META } from 'shared-domain/releases';
import { dueTimeSteps } from 'shared-domain/analytics';
import { rememberUtm } from 'shared-domain/leads';

/**
 * The browser side of analytics (SPEC.md section 7): a page view per route change, clicks on
 * buttons and links (their accessible name), time spent at 10-second steps of visible time,
 * the funnel's actions from the bus, and each remote whose code failed in the page. Events
 * are queued and posted to `/api/events` every 5 s or 20 events; when the page hides, the
 * rest leaves by `navigator.sendBeacon`. No
 * personal data: paths without query, labels without e-mail addresses or long numbers. It is
 * on the first route, so it stays small. The server relays page views of signed-in users to
 * the e-mail marketing service itself; the token rides in the body (beacons send no headers).
 */
export type Tracker = {
  page(path: string): void;
  /**
   * A remote's code failed in this page (the slot's error boundary, or the server's render of
   * its release): sent once per remote per page load, with the release when known and the page
   * view it happened in (the server counts only failures of page views it has).
   */
  remoteError(remote: RemoteName, release?: string): void;
};

type Ev = Record<string, string | number>;

const URL_ = '/api/events';
/** The bus events that are funnel actions. */
const ACTIONS: Partial<Record<DomainEventType, string>> = { 'bag/item-added': 'add_to_bag', 'campaign/saved': 'save_campaign', 'lead/created': 'lead' };
const store = sessionStorage;

const randomId = (): string => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A random id for this tab's session, kept in sessionStorage. */
function sessionId(): string {
  let id = store.getItem('mm_sid');
  if (!id) {
    id = randomId();
    store.setItem('mm_sid', id);
  }
  return id;
}

/** The release whose server render failed for this page (the server's RENDER_FAILED_META), if any. */
export function renderFailure(doc: Document): ReturnType<typeof parsePreviewBanner> {
  return parsePreviewBanner(doc.querySelector(`meta[name="${RENDER_FAILED_META}"]`)?.getAttribute('content'));
}

/**
 * An accessible name fit to store: `data-track-label` where a control's name is personal (the
 * account button shows the user's name), else aria-label or text; trimmed, one line, capped,
 * without addresses or long numbers.
 */
export function clickLabel(el: Element): string {
  const text = (el.getAttribute('data-track-label') || el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim();
  return text.includes('@') ? '' : text.replace(/\d{6,}/g, '#').slice(0, 80);
}

export function startTracker(): Tracker {
  const sid = sessionId();
  // The visit's tags, kept for the tab by the one rule the lead forms read too.
  const utm: Ev = {};
  for (const [k, v] of Object.entries(rememberUtm(location.search, store) ?? {})) if (v) utm[k] = v;
  const queue: Ev[] = [];
  let path = '';
  // The page view under way: its pageview event and the failures in it carry this id.
  let view = '';
  let secs = 0;
  let sent = 0;
  // Remotes already reported by this page load; reports before the first page view wait for it.
  const failed = new Set<RemoteName>();
  const early: Ev[] = [];
  const body = (events: Ev[]) => {
    const token = localStorage.getItem(AUTH_TOKEN_KEY);
    return JSON.stringify(token ? { events, token } : { events });
  };
  const flush = (beacon?: boolean) => {
    while (queue.length) {
      const data = body(queue.splice(0, 50));
      if (!beacon || !navigator.sendBeacon?.(URL_, data)) {
        fetch(URL_, { method: 'POST', body: data, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
      }
    }
  };
  const push = (type: string, more: Ev) => {
    if (!path) return;
    queue.push({ type, at: new Date().toISOString(), sessionId: sid, path, ...utm, ...more });
    if (queue.length >= 20) flush();
  };

  addEventListener('click', (e) => {
    const el = (e.target as Element | null)?.closest?.('a,button,[role=button]');
    const label = el ? clickLabel(el) : '';
    if (label) push('click', { label });
  }, true);
  const hide = () => flush(true);
  addEventListener('pagehide', hide);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && hide());
  setInterval(() => {
    if (document.visibilityState === 'visible' && secs < 120) {
      for (const s of dueTimeSteps(sent, ++secs)) push('time_spent', { seconds: (sent = s) });
    }
  }, 1000);
  setInterval(flush, 5000);
  bus.events$.subscribe(({ type }) => {
    const name = ACTIONS[type];
    if (name) push('action', { name });
  });

  const tracker: Tracker = {
    page(next) {
      next = next.slice(0, 300);
      if (next === path) return;
      const referrer = path || document.referrer.split(/[?#]/)[0]!;
      path = next;
      view = randomId();
      secs = sent = 0;
      push('pageview', referrer ? { referrer: referrer.slice(0, 500), viewId: view } : { viewId: view });
      for (const more of early.splice(0)) push('remote_error', { ...more, viewId: view });
    },
    remoteError(remote, release) {
      if (failed.has(remote)) return;
      failed.add(remote);
      const more: Ev = release ? { remote, release } : { remote };
      if (path) push('remote_error', { ...more, viewId: view });
      else early.push(more);
    },
  };
  // The server could not render this page with a release's code: that is the release failing in this page view.
  const failure = renderFailure(document);
  if (failure) tracker.remoteError(failure.remote, failure.version);
  return tracker;
}
