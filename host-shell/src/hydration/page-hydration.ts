import { holdEarlyEvents, type EarlyEvents } from './early-events';

let early: EarlyEvents | null = null;

/**
 * Called by the host's first script, before its code and the page's remote have arrived: on a
 * server-rendered page (#root already has markup) what the visitor does is held until the
 * page has hydrated (see early-events.ts). Imports nothing shared, so it can run before the
 * federation's shared modules are negotiated.
 */
export function holdUntilHydrated(doc: Document = document): void {
  const root = doc.getElementById('root');
  if (root?.firstChild && !early) early = holdEarlyEvents(root, { win: doc.defaultView ?? window });
}

/**
 * The page's part has hydrated (or failed and shows its own message): what was held is
 * replayed once the browser is idle. React hydrates each Suspense boundary on its own, the
 * ones inside the part just after it (already scheduled when the part's effects run), so
 * "idle" is when they are done.
 */
export function pageHydrated(): void {
  const held = early;
  if (!held) return;
  const release = () => void held.release();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(release, { timeout: 1_000 });
  else window.setTimeout(release, 50);
}
