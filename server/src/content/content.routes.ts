import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  checkContentPage, fillContentPage, SITE_NAME, type ContentFieldError, type ContentPage, type ContentSource, type StoredContentPage, type User,
} from 'shared-domain';
import { organisationAdminRole, registerRole, type OrganisationAdminUser } from '../auth/roles';
import type { ResponseCache } from '../catalog/response-cache';
import { FieldsError, ForbiddenError, NotFoundError } from '../errors';
import { etagOf, sendTagged } from '../http/conditional-get';
import type { TypedFastify } from '../http/type-provider';
import { organizationOfRequest, type OrganizationDirectory } from '../organizations/organization-directory';
import { sanitizePageOnServer } from './content-purifier';
import type { ContentChanges } from './content-changes';
import type { ContentRepository } from './content.repository';
import { listSchema, pageSchema, removeOverrideSchema, restoreSchema, saveSchema, sourceSchema, versionSchema, versionsSchema } from './content.schema';

/** Staff, or an organisation's administrator for its own texts: 401 without a session, 403 for anyone else. */
const EDITORS = organisationAdminRole('Only staff may edit site content');
/** The site's own texts (no organisationId): staff only. */
const SITE_TEXT_REFUSED = 'Only staff may edit site content';
const OTHER_ORGANISATION_REFUSED = "You may edit only your own organisation's pages";

const JSON_TYPE = 'application/json; charset=utf-8';

/** The refusal of a save: the first problem as the message, and every problem by its field (two of one field in one line). */
function refused(errors: readonly ContentFieldError[]): FieldsError {
  const fields: Record<string, string> = {};
  for (const { field, message } of errors) fields[field] = fields[field] ? `${fields[field]}; ${message}` : message;
  return new FieldsError(fields, errors[0]!.message);
}

export type ContentRouteOptions = {
  /** The organisations: a white-label host's pages are filled with its name and show its own texts. None: every host is the product's. */
  organizations?: Pick<OrganizationDirectory, 'byHostname' | 'repository'>;
  productHosts?: readonly string[];
  /** Told of every save, restore and removal, so every instance's cache drops its pages; without it, this process's cache only. */
  changes?: ContentChanges;
};

/**
 * GET /content/pages?url= (public, cached in memory until the next save, revalidated by ETag):
 * the page as the request's host shows it — the organisation's own text if it has one, else
 * the site's — with `{{siteName}}` filled with the organisation's name there, "MediaMart"
 * elsewhere. Editors: GET /content/pages/all, GET /content/source?url=, PUT /content/pages,
 * GET /content/versions?url=, GET /content/versions/{version}?url=, POST /content/restore,
 * DELETE /content/overrides?url= — each with `?organizationId=` for that organisation's own
 * text (its administrators and staff), without it for the site's (staff only).
 */
export function registerContentRoutes(app: TypedFastify, content: ContentRepository, cache: ResponseCache, options: ContentRouteOptions = {}): void {
  const { organizations, productHosts = [], changes } = options;

  /** Drops this process's cached pages at once, and tells every other instance (with Redis) to drop theirs. */
  async function changed(url: string, scope: string | null, request: FastifyRequest): Promise<void> {
    cache.clear();
    try {
      await changes?.publish({ url, organizationId: scope });
    } catch (err) {
      // The page is saved; an instance that missed the news serves its cached copy until the cache time runs out.
      request.log.error({ err, url }, 'the change of a content page could not be published');
    }
  }

  /** Whose texts an editor call is about: null the site's (staff), else an existing organisation the user administers. */
  async function scopeOf(user: OrganisationAdminUser, organizationId: string | undefined): Promise<string | null> {
    if (!organizationId) {
      if (user.organizationScope !== null) throw new ForbiddenError(SITE_TEXT_REFUSED);
      return null;
    }
    if (user.organizationScope !== null && user.organizationScope !== organizationId) throw new ForbiddenError(OTHER_ORGANISATION_REFUSED);
    if (!organizations || !(await organizations.repository.find(organizationId))) throw new NotFoundError(`There is no organisation ${organizationId}`);
    return organizationId;
  }

  /** Checks, sanitises and stores a page as the next version of the scope's text; a refused page changes nothing. */
  async function store(input: ContentPage, user: User, scope: string | null, request: FastifyRequest): Promise<{ data: StoredContentPage }> {
    const result = checkContentPage(input);
    if (!result.ok) throw refused(result.errors);
    const page = sanitizePageOnServer(result.page);
    if (scope !== null && !(await content.find(page.url))) throw new NotFoundError(`There is no content page at ${page.url}`);
    const saved = scope === null ? await content.save(page, user._id) : await content.saveOverride(scope, page, user._id);
    await changed(page.url, scope, request);
    return { data: saved };
  }

  /** The organisation of the request's host (null: the product's own, or no directory). */
  const hostOrganisation = async (request: FastifyRequest) => (organizations ? organizationOfRequest(request, organizations, productHosts) : null);

  app.get('/content/pages', { schema: pageSchema }, async (request, typedReply) => {
    // The body is sent pre-serialised (from the cache), so the reply is used untyped.
    const reply: FastifyReply = typedReply;
    const url = request.query.url;
    const org = await hostOrganisation(request);
    const key = `${org?._org ?? ''}\n${url}`;
    let body = cache.get(key);
    if (body === undefined) {
      const page = (org ? await content.findOverride(org._org, url) : null) ?? await content.find(url);
      if (!page) throw new NotFoundError(`There is no content page at ${url}`);
      body = String(reply.serialize({ data: fillContentPage(page, org?.name ?? SITE_NAME) }));
      cache.set(key, body);
    }
    return sendTagged(request, reply.header('cache-control', 'public, no-cache').type(JSON_TYPE), etagOf(body), body);
  });

  registerRole(app, EDITORS, (editors) => {
    editors.get('/content/pages/all', { schema: listSchema }, async (request) => {
      const scope = await scopeOf(request.user, request.query.organizationId);
      const pages = await content.list();
      if (scope === null) return { data: pages };
      const own = new Map((await content.listOverrides(scope)).map((o) => [o.url, o]));
      return {
        data: pages.map((p) => {
          const o = own.get(p.url);
          return o ? { ...p, version: o.version, updatedAt: o.updatedAt, overridden: true } : { ...p, overridden: false };
        }),
      };
    });

    editors.get('/content/source', { schema: sourceSchema }, async (request): Promise<{ data: ContentSource }> => {
      const scope = await scopeOf(request.user, request.query.organizationId);
      const own = scope === null ? null : await content.findOverride(scope, request.query.url);
      if (own) return { data: { ...own, overridden: true } };
      const site = await content.find(request.query.url);
      if (!site) throw new NotFoundError(`There is no content page at ${request.query.url}`);
      return { data: { ...site, overridden: false } };
    });

    editors.put('/content/pages', { schema: saveSchema }, async (request) =>
      store(request.body, request.user, await scopeOf(request.user, request.query.organizationId), request));

    editors.get('/content/versions', { schema: versionsSchema }, async (request) => {
      const scope = await scopeOf(request.user, request.query.organizationId);
      const versions = scope === null ? await content.versions(request.query.url) : await content.overrideVersions(scope, request.query.url);
      if (!versions.length) throw new NotFoundError(`There is no content page at ${request.query.url}`);
      return { data: versions };
    });

    editors.get('/content/versions/:version', { schema: versionSchema }, async (request) => {
      const scope = await scopeOf(request.user, request.query.organizationId);
      const { url } = request.query;
      const found = scope === null ? await content.version(url, request.params.version) : await content.overrideVersion(scope, url, request.params.version);
      if (!found) throw new NotFoundError(`${url} has no version ${request.params.version}`);
      return { data: found };
    });

    editors.post('/content/restore', { schema: restoreSchema }, async (request) => {
      const scope = await scopeOf(request.user, request.query.organizationId);
      const { url, version } = request.body;
      const found = scope === null ? await content.version(url, version) : await content.overrideVersion(scope, url, version);
      if (!found) throw new NotFoundError(`${url} has no version ${version}`);
      return store(found.page, request.user, scope, request);
    });

    editors.delete('/content/overrides', { schema: removeOverrideSchema }, async (request, reply) => {
      const scope = await scopeOf(request.user, request.query.organizationId);
      if (scope === null || !(await content.removeOverride(scope, request.query.url))) {
        throw new NotFoundError(`There is no text of your own at ${request.query.url}`);
      }
      await changed(request.query.url, scope, request);
      return reply.code(204).send(null);
    });
  });
}
