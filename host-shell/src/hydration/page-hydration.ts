import { EARLY_EVENTS_KEY } from 'shared-domain/page-data';
import { whenIdle } from '../lib/when-idle';
import { holdEarlyEvents, type EarlyEvents } from './early-events';
import { recordPointerLeave, type PointerLeave, type PointerLeaveRecord } from './early-leave';

/** Set on <html> once the page's own part has hydrated (or shows its failure). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** The performance mark made at the same moment: what the page fetched before it is what it needed to be usable. */
export const HYDRATED_MARK = 'mm-hydrated'; // scripts/js-budgets.cjs waits for it by this name

let early: EarlyEvents | null = null;
/** True from the server-rendered page's first script until its part has hydrated. */
let hydrating = false;
let afterHydration: (() => void)[] = [];

/** The pointer's leaves for nowhere before the page listened: recorded here, and what the inlined first script recorded before. */
let leaves: PointerLeaveRecord | null = null;
let handedLeave: PointerLeave | null = null;

/**
 * Called by the host's first script, before its code and the page's remote have arrived: on a
 * server-rendered page (#root already has markup) what the visitor does is held until the
 * page has hydrated (see early-events.ts). Takes over what the page's inlined first script
 * (boot.ts) held and recorded since the first moment. Imports nothing shared, so it can run
 * before the federation's shared modules are negotiated.
 */
export function holdUntilHydrated(doc: Document = document): void {
  const win = doc.defaultView ?? window;
  const handed = win[EARLY_EVENTS_KEY];
  delete win[EARLY_EVENTS_KEY];
  const root = doc.getElementById('root');
  if (root?.firstChild && !early) {
    early = handed?.events?.holding ? handed.events : holdEarlyEvents(root, { win });
    hydrating = true;
  }
  if (!leaves) leaves = recordPointerLeave(doc);
  if (handed) handedLeave = handed.leaves.take() ?? handedLeave;
}

/**
 * The pointer's leave for nowhere that happened before the popups listened (once; null if
 * none): the exit-intent form judges it as if it had been listening.
 */
export function takeEarlyPointerLeave(): PointerLeave | null {
  const leave = leaves?.take() ?? handedLeave;
  leaves = null;
  handedLeave = null;
  return leave;
}

/**
 * The page's part has hydrated (or failed and shows its own message): what was held is
 * replayed once the browser is idle. React hydrates each Suspense boundary on its own, the
 * ones inside the part just after it (already scheduled when the part's effects run), so
 * "idle" is when they are done.
 */
export function pageHydrated(doc: Document = document): void {
  hydrating = false;
  // For tools and tests that wait for a usable page (the bench's first-route bytes, the browser tests).
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(HYDRATED_MARK);
  afterHydration.splice(0).forEach((run) => run());
  const held = early;
  early = null;
  if (!held) return;
  whenIdle(() => void held.release());
}

/**
 * Runs `run` once the page's part has hydrated: at once where the page was not rendered on
 * the server (or has hydrated already). For parts that must not compete with the hydration
 * (the chat's launcher); answers the cancel.
 */
export function onPageHydrated(run: () => void): () => void {
  if (!hydrating) {
    run();
    return () => undefined;
  }
  afterHydration.push(run);
  return () => {
    afterHydration = afterHydration.filter((r) => r !== run);
  };
}
