import type { RemotesConfig } from 'shared-domain';
import type { RemoteModuleId, RemoteModules } from './contracts';

/** The part of the Module Federation runtime the loader uses (a fake in tests). */
export type FederationRuntime = {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
};

/** Loads one exposed module by id. */
export type RemoteLoader = <K extends RemoteModuleId>(id: K) => Promise<RemoteModules[K]>;

export class RemoteUnavailableError extends Error {
  /** The remotes.json entry that was tried; undefined when remotes.json itself failed or named no entry. */
  readonly entry: string | undefined;
  constructor(readonly remoteId: string, message: string, options?: { cause?: unknown; entry?: string }) {
    super(message, options);
    this.name = 'RemoteUnavailableError';
    this.entry = options?.entry;
  }
}

/**
 * How long a remote's code (and remotes.json) may take before its slot shows the failure with
 * Retry. The federation runtime's own script loads can hang for minutes on a stalled server.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

/** `work`, or a RemoteUnavailableError once `ms` have passed without an answer. */
function withTimeout<T>(work: Promise<T>, ms: number, id: string, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(id, `${what} did not arrive within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A module already loaded, or undefined: lets a page render its remote at once (hydration, the server's render). */
export type LoadedRemote = (id: RemoteModuleId) => unknown;

export type RemoteLoaderHandle = {
  load: RemoteLoader;
  peek: LoadedRemote;
  /** Starts fetching remotes.json (idempotent); the first `load` does it anyway. */
  start(): Promise<void>;
  /** A remote's remotes.json entry, once remotes.json has arrived. */
  entry(remote: string): string | undefined;
};

/**
 * A loader over `remotes.json` and the federation runtime. The config and each module are
 * fetched once and cached as promises; a failed promise is dropped from the cache, so a
 * later call (the Retry button) really fetches again instead of replaying the failure.
 */
export function createRemoteLoader(deps: {
  fetchConfig: () => Promise<RemotesConfig>;
  runtime: FederationRuntime;
  /** Defaults to REMOTE_LOAD_TIMEOUT_MS. */
  timeoutMs?: number;
}): RemoteLoaderHandle {
  const timeoutMs = deps.timeoutMs ?? REMOTE_LOAD_TIMEOUT_MS;
  let config: Promise<RemotesConfig> | undefined;
  let known: RemotesConfig | undefined;
  const modules = new Map<string, Promise<unknown>>();
  const loaded = new Map<string, unknown>();
  /** Remotes whose last load failed: re-registered with `force` to clear runtime caches. */
  const failed = new Set<string>();

  const start = (): Promise<RemotesConfig> => {
    if (!config) {
      const pending = withTimeout(deps.fetchConfig(), timeoutMs, 'remotes.json', 'remotes.json').then((cfg) => {
        deps.runtime.registerRemotes(Object.entries(cfg).map(([name, entry]) => ({ name, entry })));
        known = cfg;
        return cfg;
      });
      config = pending;
      pending.catch(() => {
        if (config === pending) config = undefined;
      });
    }
    return config;
  };

  const loadOnce = async (id: string): Promise<unknown> => {
    const remote = id.split('/')[0] ?? id;
    let cfg: RemotesConfig;
    try {
      cfg = await start();
    } catch (cause) {
      throw new RemoteUnavailableError(id, 'remotes.json could not be loaded', { cause });
    }
    const entry = cfg[remote];
    if (!entry) throw new RemoteUnavailableError(id, `remotes.json has no entry for ${remote}`);
    if (failed.has(remote)) {
      deps.runtime.registerRemotes([{ name: remote, entry }], { force: true });
      failed.delete(remote);
    }
    try {
      const mod = await withTimeout(deps.runtime.loadRemote(id), timeoutMs, id, id);
      if (!mod) throw new Error('the runtime returned no module');
      return mod;
    } catch (cause) {
      failed.add(remote);
      throw new RemoteUnavailableError(id, `${id} could not be loaded`, { cause, entry });
    }
  };

  const load = (<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> => {
    let pending = modules.get(id);
    if (!pending) {
      const p = loadOnce(id);
      pending = p;
      modules.set(id, p);
      p.then(
        (mod) => void loaded.set(id, mod),
        () => {
          if (modules.get(id) === p) modules.delete(id);
        },
      );
    }
    return pending as Promise<RemoteModules[K]>;
  }) as RemoteLoader;

  return { load, peek: (id) => loaded.get(id), start: () => start().then(() => undefined), entry: (remote) => known?.[remote] };
}
