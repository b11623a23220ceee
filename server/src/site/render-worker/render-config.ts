import { positiveIntFrom, type Env } from '../../env-values';

/** Where the code of a release renders on the server (render-worker/). */
export type RenderConfig = {
  /**
   * RENDER_SANDBOX: `auto` (default) — a bubblewrap sandbox when it works here; without one,
   * pages of releases render in the browser in production and in a plain worker process
   * otherwise. `process` — a plain worker process always (files and environment limited, network
   * open). `off` — pages of releases are never rendered on the server.
   */
  sandbox: 'auto' | 'process' | 'off';
  /** RENDER_WORKERS: worker processes at most (default 1; each renders many pages at once). */
  workers: number;
  /** RENDER_TIMEOUT_MS: a render's time limit; past it the worker is stopped and replaced (default 10,000). */
  timeoutMs: number;
  /** RENDER_WORKER_MAX_RSS_MB: a worker using more memory than this after a render is replaced (default 512). */
  maxRssMb: number;
  /** RENDER_WORKER_HEAP_MB: a worker's JavaScript heap at most (default 256): a leak past it stops the worker. */
  heapMb: number;
};

const SANDBOX_MODES: readonly RenderConfig['sandbox'][] = ['auto', 'process', 'off'];

export function loadRenderConfig(env: Env): RenderConfig {
  const sandbox = (env.RENDER_SANDBOX?.trim() || 'auto') as RenderConfig['sandbox'];
  if (!SANDBOX_MODES.includes(sandbox)) throw new Error(`RENDER_SANDBOX must be one of ${SANDBOX_MODES.join(', ')}, got "${env.RENDER_SANDBOX}"`);
  return {
    sandbox,
    workers: positiveIntFrom(env, 'RENDER_WORKERS', 1),
    timeoutMs: positiveIntFrom(env, 'RENDER_TIMEOUT_MS', 10_000),
    maxRssMb: positiveIntFrom(env, 'RENDER_WORKER_MAX_RSS_MB', 512),
    heapMb: positiveIntFrom(env, 'RENDER_WORKER_HEAP_MB', 256),
  };
}
