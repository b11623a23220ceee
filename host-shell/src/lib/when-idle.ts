/**
 * Runs `run` once the browser is idle (at the latest after `timeoutMs`), or soon where the
 * browser has no idle callback; answers the cancel. For work the first screen does not need.
 */
export function whenIdle(run: () => void, timeoutMs = 1_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 50);
  return () => window.clearTimeout(id);
}
