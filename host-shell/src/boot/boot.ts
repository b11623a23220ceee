/**
 * The host page's first script, inlined at the end of its HTML by the build (the `boot` build
 * in scripts/webpack/create-config.cjs; the server allows it by its hash, server/src/site/
 * inline-scripts.ts). Nothing is fetched before the first paint: the server's page is painted
 * from the document alone, and only once its first contentful paint is on screen are the host's scripts and the page's remote code
 * (the JSON lists PAGE_SCRIPTS_ID and PAGE_CODE_ID) asked for, so none of them competes with
 * the document for the network or the main thread before the largest content is on screen.
 *
 * On a server-rendered page it also starts holding what the visitor does (early-events.ts)
 * from the very first moment: a click made before the code has arrived is replayed once the
 * page has hydrated. It records the pointer leaving the page too (exit intent). The host's
 * code takes both over (page-hydration.ts).
 *
 * Imports nothing but early-events and the ids: it is a few kilobytes inlined in every page.
 */
import { EARLY_EVENTS_KEY, PAGE_CODE_ID, PAGE_SCRIPTS_ID } from 'shared-domain/page-data';
import { holdEarlyEvents, type EarlyEvents } from '../hydration/early-events';
import { recordPointerLeave, type PointerLeaveRecord } from '../hydration/early-leave';
import { nextTask } from '../lib/next-task';

/** What the first script hands to the host's code (page-hydration.ts): the events it held, the pointer's leaves it recorded. */
export type EarlyHold = { events: EarlyEvents | null; leaves: PointerLeaveRecord };

declare global {
  interface Window {
    [EARLY_EVENTS_KEY]?: EarlyHold;
  }
}

/** A JSON list of addresses in the page (empty when absent or unreadable). */
function addresses(doc: Document, id: string): string[] {
  try {
    const list: unknown = JSON.parse(doc.getElementById(id)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** Asks for the page's code: its remote's chunks first (the hydration waits for them), then the host's scripts, run in order. */
export function loadPageCode(doc: Document): void {
  for (const href of addresses(doc, PAGE_CODE_ID)) {
    // modulepreload, not preload: a failed preload would also fail the page's own later load of that address (Retry).
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
  for (const src of addresses(doc, PAGE_SCRIPTS_ID)) {
    const script = doc.createElement('script');
    script.src = src;
    // Inserted scripts are async by default; the host's run in the order listed.
    script.async = false;
    doc.head.appendChild(script);
  }
}

/** The longest the code waits for the first paint to be reported before it is asked for anyway. */
export const FIRST_PAINT_WAIT_MS = 3_000;

/**
 * Runs `run` once the page's first contentful paint is on screen (the browser reports it as a
 * `paint` entry, after the frame is presented), at the latest after FIRST_PAINT_WAIT_MS; where
 * paints are not reported, after the first frame (the task after its animation callbacks).
 * The fallback timer is the only timer: a page whose timers are held (a paused clock) still loads.
 */
function afterFirstPaint(win: Window, run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const supported = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (supported) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
      observer.disconnect();
      // Out of the observer's callback, in a task of its own.
      nextTask(once, win);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    win.requestAnimationFrame(() => nextTask(once, win));
  }
  win.setTimeout(once, FIRST_PAINT_WAIT_MS);
}

/**
 * Starts the page: on a server-rendered page, holds early events and asks for the code once
 * its first contentful paint is on screen (a hidden tab paints nothing: at once); on an empty
 * page (the browser renders it) at once, as there is nothing to paint first.
 */
export function boot(win: Window): void {
  const doc = win.document;
  const root = doc.getElementById('root');
  const rendered = Boolean(root?.firstChild);
  if (!win[EARLY_EVENTS_KEY]) {
    win[EARLY_EVENTS_KEY] = { events: root && rendered ? holdEarlyEvents(root, { win }) : null, leaves: recordPointerLeave(doc) };
  }
  const load = () => loadPageCode(doc);
  if (rendered && doc.visibilityState === 'visible' && typeof win.requestAnimationFrame === 'function') afterFirstPaint(win, load);
  else load();
}
