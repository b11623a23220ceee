import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REMOTE_FOLDERS, type RemoteFolder } from '../config';
import { cacheControlFor } from './cache-policy';
import { remotesConfig } from './remotes';
import { registerCategoryLogos } from './category-logo';
import { registerSampleAssets } from './sample-assets';

export type SiteOptions = {
  /** Directory holding `host-shell/dist` and `<remote>/dist`. */
  webRoot: string;
  remoteUrlOverrides: Partial<Record<RemoteFolder, string>>;
};

export type SiteInfo = {
  /** `host-shell/dist`, when built; the History-API fallback serves its index.html. */
  hostRoot: string | null;
  remotesServed: RemoteFolder[];
};

function existingDir(dir: string): string | null {
  return fs.existsSync(dir) && fs.statSync(dir).isDirectory() ? dir : null;
}

/**
 * The composed site at the root of `app`: host at `/`, remotes under `/mf/<folder>/`,
 * `/remotes.json`. A folder that is not built is skipped, so the rest still works.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<SiteInfo> {
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return remotesConfig(options.remoteUrlOverrides);
  });

  registerCategoryLogos(app);
  registerSampleAssets(app);

  const hostRoot = existingDir(path.join(options.webRoot, 'host-shell', 'dist'));
  // reply.sendFile is decorated once, by the first registration.
  let decorated = false;
  if (hostRoot) {
    await app.register(fastifyStatic, {
      root: hostRoot,
      prefix: '/',
      decorateReply: true,
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath)),
    });
    decorated = true;
  }

  const remotesServed: RemoteFolder[] = [];
  for (const folder of REMOTE_FOLDERS) {
    const root = existingDir(path.join(options.webRoot, folder, 'dist'));
    if (!root) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/mf/${folder}/`,
      decorateReply: !decorated,
      cacheControl: false,
      index: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath));
        // Remotes (and their manifests, fetched with fetch) load cross-origin.
        res.setHeader('access-control-allow-origin', '*');
      },
    });
    decorated = true;
    remotesServed.push(folder);
  }
  return { hostRoot, remotesServed };
}
