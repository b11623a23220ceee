/**
 * The site's release routes (issue 20): `remotes.json` from the registry's live map (one remote
 * swapped for a valid preview), the files of uploaded releases under `/mf/<folder>/<version>/…`
 * (issue 30: only of a release that was previewed or live with a passed check, only of the types
 * a remote loads, never sniffed, SVG sandboxed), and opening and leaving a preview. Preview
 * answers are never stored by a shared cache.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_BANNER_COOKIE, PREVIEW_COOKIE, PREVIEW_PATHS, REMOTE_NAMES, REMOTES, previewBannerText } from 'shared-domain';
import { ERROR_STATUS, httpError, NotFoundError } from '../errors';
import { sendTagged } from '../http/conditional-get';
import { escapeHtml } from './site-html';
import { isReleaseVersion, safeReleasePath, type PreviewState, type SiteReleases } from '../releases/site-releases';
import { cacheControlFor, SVG_POLICY } from '../remote-files/cache-policy';

/** What a shared cache may do with an answer that depends on the preview cookie. */
export const PREVIEW_CACHE = 'private, no-store';

/**
 * A loose find-my-way pattern for a version segment (the router refuses nested groups): it
 * only keeps the route from shadowing the built-in's own folders (`/mf/mf-bag/server/…`);
 * the handler checks the version exactly.
 */
const VERSION_SEGMENT = ':version(^\\d+\\.\\d+\\.\\d+[\\w.-]*$)';

/**
 * The only files of a release the site serves, by extension: what a remote loads (code, styles,
 * manifests and source maps, fonts, images, WebAssembly). Nothing a browser would open as a
 * page — .html, .xml, .txt, an unknown or no extension — is served, though a dist/ holding
 * them is accepted: on the site's origin such a page could run the uploader's script.
 */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.cjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.otf': 'font/otf',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.avif': 'image/avif',
  '.ico': 'image/x-icon', '.svg': 'image/svg+xml', '.wasm': 'application/wasm',
};

/** The content type a release file is served with, by its extension; null for a file the site does not serve. */
export function contentTypeOf(file: string): string | null {
  return TYPES[path.extname(file).toLowerCase()] ?? null;
}

const secure = (request: FastifyRequest): string => (request.protocol === 'https' ? '; Secure' : '');

/** The two preview cookies, set to expire in `maxAge` seconds (0: cleared). */
function previewCookies(request: FastifyRequest, token: string, banner: string, maxAge: number): string[] {
  return [
    `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure(request)}`,
    `${PREVIEW_BANNER_COOKIE}=${banner}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure(request)}`,
  ];
}

/** Clears both preview cookies (leaving, or a cookie whose release is gone or whose signature no longer holds). */
export function clearPreviewCookies(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', previewCookies(request, '', '', 0));
}

/** The headers of an answer that depends on the preview cookie: never shared when one was sent, cleared when it is stale. */
export function previewAnswerHeaders(request: FastifyRequest, reply: FastifyReply, preview: PreviewState, otherwise: string): void {
  void reply.header('cache-control', preview.kind === 'none' ? otherwise : PREVIEW_CACHE);
  if (preview.kind === 'stale') clearPreviewCookies(request, reply);
}

/** 400 `invalid_preview`: a preview link without a token, or whose token names nothing usable. */
class InvalidPreviewError extends httpError('invalid_preview') {}

/** The 400 of a bad preview link: a short page for a browser, `{ error, message }` for anything else. */
function invalidPreview(request: FastifyRequest, reply: FastifyReply, message: string) {
  void reply.header('cache-control', 'no-store');
  if (!/text\/html/.test(request.headers.accept ?? '')) throw new InvalidPreviewError(message);
  return reply.code(ERROR_STATUS.invalid_preview).type('text/html; charset=utf-8').send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Preview link not valid</title></head>`
    + `<body><h1>This preview link is invalid or has expired</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the live site</a></p></body></html>`,
  );
}

export function registerSiteReleaseRoutes(app: FastifyInstance, releases: SiteReleases, now: () => Date): void {
  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    const preview = await releases.preview(request);
    const map = await releases.liveFor(preview);
    previewAnswerHeaders(request, reply, preview, 'no-cache');
    void reply.header('vary', 'Cookie');
    return Object.fromEntries(REMOTE_NAMES.map((name) => [name, map[name].manifestUrl]));
  });

  for (const { name: remote, folder } of REMOTES) {
    app.get(`/mf/${folder}/${VERSION_SEGMENT}/*`, { schema: { hide: true } }, async (request, reply) => {
      const params = request.params as { version: string; '*': string };
      const file = safeReleasePath(params['*']);
      const type = file ? contentTypeOf(file) : null;
      // A file of a type not served, or of a release not served, is answered as one that does not exist.
      const found = file && type && isReleaseVersion(params.version) ? await releases.file(remote, params.version, file) : null;
      void reply.header('access-control-allow-origin', '*').header('x-content-type-options', 'nosniff');
      if (!found || !file || !type) {
        // Not kept by a cache: a release's files appear once it is previewed or live.
        void reply.header('cache-control', 'no-cache');
        throw new NotFoundError(`${folder} has no release file ${params.version}/${params['*']}`);
      }
      void reply.header('cache-control', cacheControlFor(file));
      if (type === TYPES['.svg']) void reply.header('content-security-policy', SVG_POLICY);
      return sendTagged(request, reply.type(type), found.etag, found.bytes);
    });
  }

  app.get(PREVIEW_PATHS.open, { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    if (typeof token !== 'string' || token === '') return invalidPreview(request, reply, 'The link has no preview token.');
    const found = await releases.previewOfToken(token);
    if (!found) return invalidPreview(request, reply, 'Ask for a new preview link: this one is invalid, has expired, or its release was removed.');
    const maxAge = Math.max(1, Math.floor((found.expiresAt.getTime() - now().getTime()) / 1000));
    const { remote, version } = found.release;
    request.log.info({ remote, version }, previewBannerText(remote, version));
    return reply.header('cache-control', 'no-store').header('set-cookie', previewCookies(request, token, `${remote}@${version}`, maxAge)).redirect('/', 302);
  });

  app.get(PREVIEW_PATHS.leave, { schema: { hide: true } }, async (request, reply) => {
    clearPreviewCookies(request, reply);
    return reply.header('cache-control', 'no-store').redirect('/', 302);
  });
}
