/**
 * Conditional GET, written once: every answer a browser or a CDN may keep and revalidate (the
 * site's pages, content pages, logos, seller files, release files) carries an ETag, and a
 * request that already holds it (If-None-Match) gets 304 with no body.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A validator of these bytes: their hash, strong by default; weak (`W/"…"`) for an answer that
 * is the same for a person but may not be byte for byte (a page sent compressed or not).
 */
export function etagOf(body: string | Buffer, options: { weak?: boolean } = {}): string {
  const tag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return options.weak ? `W/${tag}` : tag;
}

/** The validator of stored bytes whose SHA-256 (hex) is known, without reading them again. */
export function etagOfDigest(sha256: string): string {
  return `"${sha256.slice(0, 32)}"`;
}

/** Whether an If-None-Match header names `etag` (a list, `*`, weak or strong forms alike: the weak comparison of RFC 9110). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** Tags the answer with `etag`; true (and the status set to 304, the body's headers dropped) when the request holds it. */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  void reply.header('etag', etag);
  if (!matchesEtag(request.headers['if-none-match'], etag)) return false;
  void reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return true;
}

/** Sends `body` tagged with `etag`, or 304 with no body to a request that already holds that tag. */
export function sendTagged(request: FastifyRequest, reply: FastifyReply, etag: string, body: unknown): FastifyReply {
  return notModified(request, reply, etag) ? reply.send() : reply.send(body);
}

/**
 * The site's pages are revalidated, never stored (`no-cache`): each 200 HTML answer carries a
 * weak ETag of its bytes. Registered before compression, so the tag is of the page itself,
 * whatever encoding goes out.
 */
export function registerHtmlEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    return notModified(request, reply, etagOf(payload, { weak: true })) ? '' : payload;
  });
}
