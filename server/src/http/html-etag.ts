import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A weak validator of an HTML answer: its bytes' hash (the same page for the same host and data). */
export function htmlEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `etag` (a list, `*`, weak or strong forms alike). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/**
 * The site's pages are revalidated, never stored (`no-cache`): each 200 HTML answer carries an
 * ETag, and a request that already holds it gets 304 with no body. Registered before
 * compression, so the tag is of the page itself, whatever encoding goes out.
 */
export function registerHtmlEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const etag = htmlEtag(payload);
    void reply.header('etag', etag);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    void reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}
