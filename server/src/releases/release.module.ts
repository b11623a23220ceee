/**
 * The release registry's part of service A: its store, checker, service and routes, built
 * from the app's settings. The site reads the same store through the ReleaseRegistry seam.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { normalizeOrigin } from 'shared-domain';
import type { AppConfig, RemoteFolder } from '../config';
import type { Db } from '../db/database';
import { createDeployTokenRepository } from './deploy-token.repository';
import { createReleaseChecker, type OriginPolicy } from './release-checker';
import type { ReleaseRegistry, RemoteChange } from './release-registry';
import { createReleaseRegistry } from './release.repository';
import { releaseRoutes } from './release.routes';
import { createReleaseService } from './release.service';
import { createReleaseStore } from './release-store.repository';
import { remoteErrorRates } from '../analytics/remote-error.repository';

export type ReleaseOptions = {
  /** Where `host-shell/dist` and `<remote>/dist` are (WEB_ROOT). */
  webRoot: string;
  /** REMOTE_URL_MF_*: the built-in releases elsewhere; their origins are registered release origins. */
  remoteUrlOverrides: Partial<Record<RemoteFolder, string>>;
  /** RELEASE_ORIGINS. */
  releaseOrigins: readonly string[];
  /** NODE_ENV=production: a manifest URL must be on a registered origin. */
  production: boolean;
  /** The app's registry (the site reads the same one); made over the store when absent. */
  registry?: ReleaseRegistry;
  /** Told after a switch is stored (the app publishes it to every instance); nothing when absent. */
  onSwitch?: (change: RemoteChange) => void | Promise<void>;
  /** Fetch for manifest URLs elsewhere (tests); the global fetch by default. */
  fetch?: typeof globalThis.fetch;
  checkTimeoutMs?: number;
};

/** The release settings of the app's configuration (add `registry` and `onSwitch`). */
export function releaseOptionsOf(config: Pick<AppConfig, 'webRoot' | 'remoteUrlOverrides' | 'releaseOrigins' | 'nodeEnv'>): ReleaseOptions {
  return { webRoot: config.webRoot, remoteUrlOverrides: config.remoteUrlOverrides, releaseOrigins: config.releaseOrigins, production: config.nodeEnv === 'production' };
}

/** Without the app's settings (a service built alone in a test): strict — no manifest URL elsewhere is accepted. */
export const DEFAULT_RELEASE_OPTIONS: ReleaseOptions = {
  webRoot: path.resolve(__dirname, '..', '..', '..'), remoteUrlOverrides: {}, releaseOrigins: [], production: true,
};

/** RELEASE_ORIGINS plus the origins of REMOTE_URL_MF_*. */
export function originPolicyOf(options: ReleaseOptions): OriginPolicy {
  const fromOverrides = Object.values(options.remoteUrlOverrides).flatMap((url) => {
    try {
      return [normalizeOrigin(new URL(url).origin)].filter((o): o is string => o !== null);
    } catch {
      return [];
    }
  });
  return { production: options.production, origins: [...new Set([...options.releaseOrigins, ...fromOverrides])] };
}

export async function registerReleaseModule(instance: FastifyInstance, deps: { db: Db; now: () => Date; options?: ReleaseOptions }): Promise<void> {
  const options = deps.options ?? DEFAULT_RELEASE_OPTIONS;
  const registry = options.registry ?? createReleaseRegistry(deps.db, { remoteUrlOverrides: options.remoteUrlOverrides, now: deps.now });
  const service = createReleaseService({
    store: createReleaseStore(deps.db),
    errorRates: (at) => remoteErrorRates(deps.db, at),
    registry,
    checker: createReleaseChecker({ webRoot: options.webRoot, fetch: options.fetch, timeoutMs: options.checkTimeoutMs }),
    webRoot: options.webRoot,
    now: deps.now,
    onSwitch: options.onSwitch ?? (() => undefined),
    log: instance.log,
  });
  await instance.register(releaseRoutes, { service, tokens: createDeployTokenRepository(deps.db), origins: originPolicyOf(options), now: deps.now });
}
