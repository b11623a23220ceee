/**
 * The agency embeds' stable addresses (remote-list's `embed`): `/mf/<folder>/embed/<file>.js`
 * (and its source map) and the chunks it loads beside it (`/mf/<folder>/embed/chunks/…`) answer
 * the files of the remote's release the request sees: the live one, or the preview session's
 * (the preview cookie, as for remotes.json). A switch or a rollback moves every agency page at
 * its next load, without a restart: nothing here is kept between requests (the live map is
 * SiteReleases', cleared by every change notice).
 *
 * The files are served under the stable address, not redirected to the release's own: webpack's
 * `publicPath: 'auto'` finds the chunks beside the script's `src`, which a redirect does not
 * change, so they must be found under the stable folder. Where they come from:
 * - an uploaded release: its stored files, under the release files' rules (SiteReleases.file:
 *   only of a release whose check passed and that was previewed or live; the types allow-list;
 *   nosniff);
 * - a release at a URL elsewhere (or a built-in moved by REMOTE_URL_MF_*): a 302 to the file
 *   beside its manifest;
 * - the built-in: the deployed `<folder>/dist/embed/`.
 * A file the uploaded release lacks falls back to the built-in's (a release registered before
 * its check asked for the embed; a chunk the built-in's script loads).
 *
 * Caching: the script and its map keep their names across releases: `no-cache` with an ETag
 * (`private, no-store` in a preview session), `Vary: Cookie`. The chunks have content hashes
 * in their names, the same bytes whichever release holds them: immutable.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTES, remoteEmbedFile, type RemoteFolder, type RemoteName } from 'shared-domain';
import { NotFoundError } from '../errors';
import { etagOf, sendTagged } from '../http/conditional-get';
import { safeReleasePath, type SiteReleases } from '../releases/site-releases';
import { cacheControlFor, NO_CACHE, SVG_POLICY } from '../remote-files/cache-policy';
import { remoteFile } from '../remote-files/remote-file';
import { contentTypeOf, previewAnswerHeaders } from './site-releases.routes';

/** The folder of an embed's lazy chunks, beside its script (scripts/webpack/embed-config.cjs). */
const CHUNKS = 'chunks';

type Embed = { remote: RemoteName; folder: RemoteFolder; script: string };

/** The remotes with an agency embed, and the script's path in their dist/. */
export function embedsOf(): Embed[] {
  return REMOTES.flatMap(({ name, folder }): Embed[] => {
    const script = remoteEmbedFile(name);
    return script ? [{ remote: name, folder, script }] : [];
  });
}

async function readBuiltIn(webRoot: string, folder: RemoteFolder, file: string): Promise<Buffer | null> {
  const found = remoteFile(webRoot, `/mf/${folder}/${file}`);
  if (!found) return null;
  try {
    return await fs.promises.readFile(found);
  } catch {
    return null;
  }
}

export function registerEmbedRoutes(app: FastifyInstance, releases: SiteReleases, webRoot: string): void {
  /** Answers `file` (a path in the remote's dist/) of the release the request sees. */
  const serve = async (request: FastifyRequest, reply: FastifyReply, embed: Embed, file: string, hashed: boolean) => {
    const preview = await releases.preview(request);
    const release = (await releases.liveFor(preview))[embed.remote];
    const type = contentTypeOf(file);
    void reply.header('access-control-allow-origin', '*').header('x-content-type-options', 'nosniff');
    // What a fixed name answers depends on the live release and the preview cookie.
    if (hashed) void reply.header('cache-control', cacheControlFor(file));
    else {
      previewAnswerHeaders(request, reply, preview, NO_CACHE);
      void reply.header('vary', 'Cookie');
    }
    if (release.source !== 'upload' && !release.manifestUrl.startsWith('/')) {
      if (hashed) void reply.header('cache-control', NO_CACHE);
      return reply.redirect(new URL(file, release.manifestUrl).href, 302);
    }
    const stored = type && release.source === 'upload' ? await releases.file(embed.remote, release.version, file) : null;
    const found = stored ?? (type ? await readBuiltIn(webRoot, embed.folder, file) : null);
    if (!found || !type) {
      // Not kept: the file may appear with the next release (a fixed name keeps its preview-aware header).
      if (hashed) void reply.header('cache-control', NO_CACHE);
      throw new NotFoundError(`${embed.folder} has no embed file ${file}`);
    }
    const { bytes, etag } = Buffer.isBuffer(found) ? { bytes: found, etag: etagOf(found, { weak: true }) } : found;
    if (type === contentTypeOf('image.svg')) void reply.header('content-security-policy', SVG_POLICY);
    return sendTagged(request, reply.type(type), etag, bytes);
  };

  for (const embed of embedsOf()) {
    const folder = path.posix.dirname(embed.script);
    for (const file of [embed.script, `${embed.script}.map`]) {
      app.get(`/mf/${embed.folder}/${file}`, { schema: { hide: true } }, async (request, reply) => serve(request, reply, embed, file, false));
    }
    app.get(`/mf/${embed.folder}/${folder}/${CHUNKS}/*`, { schema: { hide: true } }, async (request, reply) => {
      const rest = safeReleasePath((request.params as { '*': string })['*']);
      if (!rest) {
        void reply.header('cache-control', NO_CACHE);
        throw new NotFoundError(`${embed.folder} has no embed file ${folder}/${CHUNKS}/${(request.params as { '*': string })['*']}`);
      }
      return serve(request, reply, embed, `${folder}/${CHUNKS}/${rest}`, true);
    });
  }
}
