import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { checkContentPage, type ContentPage, type ContentSaveError, type StoredContentPage, type User } from 'shared-domain';
import { registerSignedIn, requireStaff, type SessionUser } from '../auth/auth.hook';
import type { ResponseCache } from '../catalog/response-cache';
import { NotFoundError } from '../errors';
import type { TypedFastify } from '../http/type-provider';
import { sanitizePageOnServer } from './content-purifier';
import type { ContentRepository } from './content.repository';
import { listSchema, pageSchema, restoreSchema, saveSchema, versionSchema, versionsSchema } from './content.schema';

/** Staff only: 403 for a signed-in user without a role (the signed-in scope answers 401 without a session). */
const requireEditor = (user: SessionUser): User => requireStaff(user, 'Only MediaMart staff may edit site content');

const JSON_TYPE = 'application/json; charset=utf-8';

/** The 400 of a refused save: the first problem as the message, and every problem with its field. */
function refused(reply: FastifyReply, errors: { field: string; message: string }[]): FastifyReply {
  const body: ContentSaveError = { error: 'bad_request', message: errors[0]!.message, fields: errors };
  return reply.code(400).send(body);
}

/**
 * GET /content/pages?url= (public, cached in memory until the next save, revalidated by ETag);
 * staff: GET /content/pages/all, PUT /content/pages, GET /content/versions?url=,
 * GET /content/versions/{version}?url=, POST /content/restore.
 */
export function registerContentRoutes(app: TypedFastify, content: ContentRepository, cache: ResponseCache): void {
  /** Checks, sanitises and stores a page as its next version; a refused page changes nothing. */
  async function store(reply: FastifyReply, input: ContentPage, user: User): Promise<FastifyReply | { data: StoredContentPage }> {
    const result = checkContentPage(input);
    if (!result.ok) return refused(reply, result.errors);
    const saved = await content.save(sanitizePageOnServer(result.page), user._id);
    cache.clear();
    return { data: saved };
  }

  app.get('/content/pages', { schema: pageSchema }, async (request, typedReply) => {
    // The body is sent pre-serialised (from the cache), so the reply is used untyped.
    const reply: FastifyReply = typedReply;
    const url = request.query.url;
    let body = cache.get(url);
    if (body === undefined) {
      const page = await content.find(url);
      if (!page) throw new NotFoundError(`There is no content page at ${url}`);
      body = String(reply.serialize({ data: page }));
      cache.set(url, body);
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    void reply.header('cache-control', 'public, no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(body);
  });

  registerSignedIn(app, (signedIn) => {
    signedIn.get('/content/pages/all', { schema: listSchema }, async (request) => {
      requireEditor(request.user);
      return { data: await content.list() };
    });

    signedIn.put('/content/pages', { schema: saveSchema }, async (request, reply) => store(reply, request.body, requireEditor(request.user)));

    signedIn.get('/content/versions', { schema: versionsSchema }, async (request) => {
      requireEditor(request.user);
      const versions = await content.versions(request.query.url);
      if (!versions.length) throw new NotFoundError(`There is no content page at ${request.query.url}`);
      return { data: versions };
    });

    signedIn.get('/content/versions/:version', { schema: versionSchema }, async (request) => {
      requireEditor(request.user);
      const found = await content.version(request.query.url, request.params.version);
      if (!found) throw new NotFoundError(`${request.query.url} has no version ${request.params.version}`);
      return { data: found };
    });

    signedIn.post('/content/restore', { schema: restoreSchema }, async (request, reply) => {
      const user = requireEditor(request.user);
      const found = await content.version(request.body.url, request.body.version);
      if (!found) throw new NotFoundError(`${request.body.url} has no version ${request.body.version}`);
      return store(reply, found.page, user);
    });
  });
}
