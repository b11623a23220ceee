import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { storageOrMemory, type StorageLike } from 'shared-domain';

/**
 * The site's one scroll manager. Every page change goes through the shell's router (the
 * header's and footer's links, the remotes' SiteLinks and their programmatic navigations, a
 * save landing on its campaign), so the shell decides where the new page shows, once:
 * - a new page (a push or a replace to another path) starts at its top, or at its `#hash`;
 * - Back and Forward (a pop) come back to where the visitor left that entry;
 * - a change of query or hash on the same path (filters, pagination, an in-page link) is the
 *   page's own: only a new hash is scrolled to.
 * The browser's own restoration is off (`history.scrollRestoration = 'manual'`): it would
 * restore before the page's content is there, or not at all.
 */

export type ScrollPlan =
  | { kind: 'restore'; y: number }
  | { kind: 'hash'; id: string }
  | { kind: 'top' }
  | { kind: 'none' };

type Place = Pick<Location, 'pathname' | 'search' | 'hash'>;

export type Navigation = {
  type: 'POP' | 'PUSH' | 'REPLACE';
  /** The location shown before this one; null on the document's first render. */
  from: Place | null;
  to: Place;
  /** Where the visitor left this history entry, if known. */
  saved: number | undefined;
};

const hashId = (hash: string): string | null => {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
};

/** Where a navigation shows the page (pure; see above). */
export function scrollPlan({ type, from, to, saved }: Navigation): ScrollPlan {
  const id = hashId(to.hash);
  const samePage = from !== null && from.pathname === to.pathname && from.search === to.search;
  if (type === 'POP') {
    // A plain `#fragment` link is a pop too (the browser's own navigation): its target, not a restore.
    if (samePage && id && to.hash !== from.hash) return { kind: 'hash', id };
    if (saved !== undefined) return { kind: 'restore', y: saved };
    if (id) return { kind: 'hash', id };
    // The document's first page is where the browser put it; an entry never seen here starts at the top.
    return from ? { kind: 'top' } : { kind: 'none' };
  }
  if (samePage) return id && to.hash !== from.hash ? { kind: 'hash', id } : { kind: 'none' };
  if (from && from.pathname === to.pathname) return { kind: 'none' };
  return id ? { kind: 'hash', id } : { kind: 'top' };
}

/** The history entry's key; the first entry of a document has the router's 'default', told apart by its address. */
export const entryKey = (location: Pick<Location, 'key' | 'pathname' | 'search'>): string =>
  location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;

/** Where the positions are kept for this tab, so a reload comes back to the same place. */
export const SCROLL_POSITIONS_KEY = 'scrollPositions';
/** The most entries kept (the oldest are dropped first). */
export const MAX_SAVED_POSITIONS = 100;
/** How long a restore or a `#hash` waits for the page's content (its code and data) to arrive. */
export const SCROLL_WAIT_MS = 4000;
/** How long the page's height must stay the same before a restored position or `#hash` is let go. */
export const SCROLL_SETTLE_MS = 500;

export function readPositions(storage: StorageLike): Map<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SCROLL_POSITIONS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return new Map();
    return new Map(parsed.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number' && Number.isFinite(e[1])));
  } catch {
    return new Map();
  }
}

export function writePositions(storage: StorageLike, positions: Map<string, number>): void {
  const entries = [...positions].slice(-MAX_SAVED_POSITIONS);
  try {
    storage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(entries));
  } catch {
    // A full or refused storage: a reload then starts at the top.
  }
}

const maxScrollY = (): number => Math.max(0, document.documentElement.scrollHeight - window.innerHeight);

const scrollToY = (y: number): void => {
  if (window.scrollY !== y) window.scrollTo(0, y);
};

/** Whether the plan's place is reached now: the position (the page tall enough for it) or the `#hash` element shown. */
function tryPlan(plan: ScrollPlan): boolean {
  switch (plan.kind) {
    case 'restore':
      scrollToY(plan.y);
      return maxScrollY() >= plan.y;
    case 'hash': {
      const el = document.getElementById(plan.id);
      if (!el) return false;
      el.scrollIntoView?.({ block: 'start' });
      return true;
    }
    case 'top':
      scrollToY(0);
      return true;
    default:
      return true;
  }
}

const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Carries out a plan. The top is reached at once; a position or a `#hash` is held on each
 * frame while the page arrives (its remote, its data, the sections that load as they come
 * into view) until the page's height has not changed for `settleMs`, `waitMs` pass, or the
 * visitor scrolls or types themselves. A `#hash` the page never shows leaves it at its top.
 * Returns a cancel.
 */
export function applyScrollPlan(plan: ScrollPlan, waitMs = SCROLL_WAIT_MS, settleMs = SCROLL_SETTLE_MS): () => void {
  if (plan.kind === 'none' || plan.kind === 'top') {
    tryPlan(plan);
    return () => undefined;
  }
  const deadline = Date.now() + waitMs;
  let frame = 0;
  let height = -1;
  let stableSince = 0;
  const stop = () => {
    window.cancelAnimationFrame(frame);
    USER_INPUT.forEach((type) => window.removeEventListener(type, stop, true));
  };
  const step = () => {
    const reached = tryPlan(plan);
    const now = Date.now();
    const nowHeight = document.documentElement.scrollHeight;
    if (!reached || nowHeight !== height) {
      height = reached ? nowHeight : -1;
      stableSince = now;
    } else if (now - stableSince >= settleMs) {
      return stop();
    }
    if (now >= deadline) {
      if (!reached && plan.kind === 'hash') scrollToY(0);
      return stop();
    }
    frame = window.requestAnimationFrame(step);
  };
  USER_INPUT.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }));
  step();
  return stop;
}

/** The shell's scroll manager (see the top of this file); called once, in the shell, inside the router. */
export function useScrollManager(): void {
  const location = useLocation();
  const type = useNavigationType();
  const storage = useRef<StorageLike | null>(null);
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef<string | null>(null);
  const shown = useRef<Place | null>(null);

  const saved = (): Map<string, number> => {
    storage.current ??= storageOrMemory(() => window.sessionStorage);
    positions.current ??= readPositions(storage.current);
    return positions.current;
  };

  useEffect(() => {
    const history = window.history;
    const before = history.scrollRestoration;
    try {
      history.scrollRestoration = 'manual';
    } catch {
      // Not settable here: the browser's own restoration stays.
    }
    // The position of the entry on screen: on every scroll, and again just before a
    // navigation can start (a click, Back or Forward), before the next page changes it.
    const record = () => {
      if (current.current === null) return;
      const map = saved();
      map.delete(current.current); // most recent last, for the trimming
      map.set(current.current, window.scrollY);
    };
    const persist = () => {
      record();
      if (storage.current && positions.current) writePositions(storage.current, positions.current);
    };
    window.addEventListener('scroll', record, { passive: true });
    document.addEventListener('click', record, true);
    window.addEventListener('popstate', record, true);
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      document.removeEventListener('click', record, true);
      window.removeEventListener('popstate', record, true);
      window.removeEventListener('pagehide', persist);
      try {
        history.scrollRestoration = before;
      } catch {
        // see above
      }
    };
  }, []);

  // Before paint: the new page is never shown at the old page's position.
  useLayoutEffect(() => {
    const key = entryKey(location);
    const from = shown.current;
    current.current = key;
    shown.current = { pathname: location.pathname, search: location.search, hash: location.hash };
    return applyScrollPlan(scrollPlan({ type, from, to: location, saved: saved().get(key) }));
    // One run per history entry (its key), not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
