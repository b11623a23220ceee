import type { FastifyReply } from 'fastify';
import { checkContentPage, type ContentFieldError, type ContentPage, type StoredContentPage, type User } from 'shared-domain';
import { registerRole, staffRole } from '../auth/roles';
import type { ResponseCache } from '../catalog/response-cache';
import { FieldsError, NotFoundError } from '../errors';
import { etagOf, sendTagged } from '../http/conditional-get';
import type { TypedFastify } from '../http/type-provider';
import { sanitizePageOnServer } from './content-purifier';
import type { ContentRepository } from './content.repository';
import { listSchema, pageSchema, restoreSchema, saveSchema, versionSchema, versionsSchema } from './content.schema';

/** Staff only: 401 without a session, 403 for a signed-in user without a role. */
const EDITORS = staffRole('Only MediaMart staff may edit site content');

const JSON_TYPE = 'application/json; charset=utf-8';

/** The 400 of a refused save: the first problem as the message, and every problem by its field (two of one field in one line). */
function refused(errors: readonly ContentFieldError[]): FieldsError {
  const fields: Record<string, string> = {};
  for (const { field, message } of errors) fields[field] = fields[field] ? `${fields[field]}; ${message}` : message;
  return new FieldsError(fields, errors[0]!.message);
}

/**
 * GET /content/pages?url= (public, cached in memory until the next save, revalidated by ETag);
 * staff: GET /content/pages/all, PUT /content/pages, GET /content/versions?url=,
 * GET /content/versions/{version}?url=, POST /content/restore.
 */
export function registerContentRoutes(app: TypedFastify, content: ContentRepository, cache: ResponseCache): void {
  /** Checks, sanitises and stores a page as its next version; a refused page changes nothing. */
  async function store(input: ContentPage, user: User): Promise<{ data: StoredContentPage }> {
    const result = checkContentPage(input);
    if (!result.ok) throw refused(result.errors);
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
    return sendTagged(request, reply.header('cache-control', 'public, no-cache').type(JSON_TYPE), etagOf(body), body);
  });

  registerRole(app, EDITORS, (editors) => {
    editors.get('/content/pages/all', { schema: listSchema }, async () => ({ data: await content.list() }));

    editors.put('/content/pages', { schema: saveSchema }, async (request) => store(request.body, request.user));

    editors.get('/content/versions', { schema: versionsSchema }, async (request) => {
      const versions = await content.versions(request.query.url);
      if (!versions.length) throw new NotFoundError(`There is no content page at ${request.query.url}`);
      return { data: versions };
    });

    editors.get('/content/versions/:version', { schema: versionSchema }, async (request) => {
      const found = await content.version(request.query.url, request.params.version);
      if (!found) throw new NotFoundError(`${request.query.url} has no version ${request.params.version}`);
      return { data: found };
    });

    editors.post('/content/restore', { schema: restoreSchema }, async (request) => {
      const found = await content.version(request.body.url, request.body.version);
      if (!found) throw new NotFoundError(`${request.body.url} has no version ${request.body.version}`);
      return store(found.page, request.user);
    });
  });
}
