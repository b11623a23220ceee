import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  isStaff, normalizeHostname, normalizeOrganization, publicOrganisation, validateOrganization,
  type Organization, type OrganizationErrors, type OrganizationInput,
} from 'shared-domain';
import { adminOrganizationOf, registerSignedIn, requireStaff, type SessionUser } from '../auth/auth.hook';
import { ForbiddenError, InputError, NotFoundError, UnsupportedMediaTypeError } from '../errors';
import { acceptRawBodies } from '../http/raw-body';
import type { SignedInRequest, TypeBoxProvider, TypedFastify } from '../http/type-provider';
import { checkLogo, isLogoProblem, LOGO_MAX_BYTES, logoTypeOf } from './organization-logo';
import type { OrganizationDirectory } from './organization-directory';
import { HostnameClashError } from './organization.repository';
import {
  createOrganizationSchema, getOrganizationSchema, hostnameLookupSchema, listOrganizationsSchema, logoSchema, updateOrganizationSchema, uploadLogoSchema,
} from './organization.schema';

/** Hostname lookups: found ones for a minute, unknown hosts for ten seconds (an edit shows within that in browsers; the server's own cache is dropped at once). */
export const HOSTNAME_HIT_CACHE = 'public, max-age=60';
export const HOSTNAME_MISS_CACHE = 'public, max-age=10';

const NOT_FOUND = 'There is no organisation with this id';
const STAFF_ONLY = 'Only MediaMart staff may create organisations';

/**
 * May the user read and edit this organisation? Staff: any. A white-label-admin: only the
 * one it belongs to. Everyone else, and a white-label-admin asking for another
 * organisation, gets 404 (the same answer as for an id that does not exist, so ids of other
 * organisations are not confirmed).
 */
export function mayManageOrganization(user: SessionUser, organizationId: string): boolean {
  return isStaff(user) || adminOrganizationOf(user) === organizationId;
}

function requireManager(user: SessionUser, organizationId: string): void {
  if (!mayManageOrganization(user, organizationId)) throw new NotFoundError(NOT_FOUND);
}

/** The 400 of a refused organisation: the first problem as the message, every problem by path. */
function refused(reply: FastifyReply, errors: OrganizationErrors): FastifyReply {
  const first = Object.values(errors)[0] ?? 'The organisation is not valid';
  return reply.code(400).send({ error: 'bad_request', message: first, errors });
}

/** The 409 of a hostname another organisation has, naming it at its place in the list. */
function clash(reply: FastifyReply, err: HostnameClashError): FastifyReply {
  return reply.code(409).send({ error: 'conflict', message: err.message, errors: { [`hostnames.${err.index}`]: err.message } });
}

export type OrganizationRouteDeps = { directory: OrganizationDirectory };

/**
 * GET /organizations/hostname/{hostname} (public, cached), GET /organizations,
 * GET /organizations/{id}, POST /organizations (staff), PUT /organizations/{id} (staff or
 * its own white-label-admin), and the logo (registered by organizationLogoRoutes).
 */
export function registerOrganizationRoutes(app: TypedFastify, deps: OrganizationRouteDeps): void {
  const { directory } = deps;
  const organizations = directory.repository;

  /** Checks, normalises and stores; 400 with every problem, 409 for a hostname another organisation has. */
  async function save(reply: FastifyReply, body: unknown, store: (fields: ReturnType<typeof normalizeOrganization>) => Promise<Organization | null>, status: 200 | 201) {
    const errors = validateOrganization(body);
    if (Object.keys(errors).length) return refused(reply, errors);
    try {
      const saved = await store(normalizeOrganization(body as OrganizationInput));
      if (!saved) throw new NotFoundError(NOT_FOUND);
      return reply.code(status).send(saved);
    } catch (err) {
      if (err instanceof HostnameClashError) return clash(reply, err);
      throw err;
    } finally {
      directory.invalidate();
    }
  }

  app.get('/organizations/hostname/:hostname', { schema: hostnameLookupSchema }, async (request, reply) => {
    const host = normalizeHostname(request.params.hostname);
    const org = host ? await directory.byHostname(host) : null;
    if (!org) {
      void reply.header('cache-control', HOSTNAME_MISS_CACHE);
      throw new NotFoundError('No organisation answers on this hostname');
    }
    void reply.header('cache-control', HOSTNAME_HIT_CACHE);
    return publicOrganisation(org);
  });

  registerSignedIn(app, (signedIn) => {
    signedIn.get('/organizations', { schema: listOrganizationsSchema }, async (request) => {
      const { user } = request;
      if (isStaff(user)) return { data: await organizations.list() };
      const own = adminOrganizationOf(user);
      if (!own) throw new ForbiddenError('Only MediaMart staff and white-label admins may see organisations');
      const org = await organizations.find(own);
      return { data: org ? [org] : [] };
    });

    signedIn.get('/organizations/:id', { schema: getOrganizationSchema }, async (request) => {
      requireManager(request.user, request.params.id);
      const org = await organizations.find(request.params.id);
      if (!org) throw new NotFoundError(NOT_FOUND);
      return org;
    });

    signedIn.post('/organizations', { schema: createOrganizationSchema }, async (request, reply) => {
      requireStaff(request.user, STAFF_ONLY);
      return save(reply, request.body, (fields) => organizations.create(fields), 201);
    });

    signedIn.put('/organizations/:id', { schema: updateOrganizationSchema }, async (request, reply) => {
      requireManager(request.user, request.params.id);
      return save(reply, request.body, (fields) => organizations.update(request.params.id, fields), 200);
    });
  });
}

/**
 * The logo, in its own encapsulated context: the upload's body is the image's bytes (PNG,
 * JPEG or SVG, at most 256 KB), which must not change how other routes read JSON.
 */
export async function organizationLogoRoutes(instance: FastifyInstance, deps: OrganizationRouteDeps): Promise<void> {
  const { directory } = deps;
  const organizations = directory.repository;
  const app = instance.withTypeProvider<TypeBoxProvider>();

  acceptRawBodies(instance, {
    bodyLimit: LOGO_MAX_BYTES,
    tooLarge: `The logo is larger than ${LOGO_MAX_BYTES / 1024} KB; upload a smaller file`,
    refuseType: (type) => (logoTypeOf(type) ? null : 'Send the logo as image/png, image/jpeg or image/svg+xml, the file itself as the body'),
  });

  registerSignedIn(app, (signedIn) => {
    signedIn.put('/organizations/:id/logo', {
      schema: uploadLogoSchema,
      bodyLimit: LOGO_MAX_BYTES,
      // Access is decided before the body is read: a refused upload is never taken in.
      onRequest: async (request: SignedInRequest) => {
        requireManager(request.user, (request.params as { id: string }).id);
      },
    }, async (request) => {
      const declared = logoTypeOf(request.headers['content-type']);
      const bytes = request.body;
      if (!declared) throw new UnsupportedMediaTypeError('Send the logo as image/png, image/jpeg or image/svg+xml');
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new UnsupportedMediaTypeError('The logo is empty; send the image file as the request body');
      const checked = checkLogo(declared, bytes);
      if (isLogoProblem(checked)) {
        if (checked.status === 415) throw new UnsupportedMediaTypeError(checked.message);
        throw new InputError(checked.message);
      }
      try {
        const saved = await organizations.setLogo(request.params.id, checked);
        if (!saved) throw new NotFoundError(NOT_FOUND);
        return saved;
      } finally {
        directory.invalidate();
      }
    });
  });

  app.get('/organizations/:id/logo', { schema: logoSchema }, async (request, typedReply) => {
    // The body is bytes (or nothing on a 304): the reply is used untyped.
    const reply: FastifyReply = typedReply;
    const logo = await organizations.logo(request.params.id);
    if (!logo) throw new NotFoundError('This organisation has no uploaded logo');
    const etag = `"${logo.sha256.slice(0, 32)}"`;
    const current = request.query.v !== undefined && logo.sha256.startsWith(request.query.v) && request.query.v.length >= 8;
    void reply
      .header('content-type', logo.contentType)
      .header('x-content-type-options', 'nosniff')
      // A versioned address never changes; any other is revalidated.
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, no-cache')
      .header('etag', etag)
      // Served from the API's origin: other origins' pages show it as an image.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (logo.contentType === 'image/svg+xml') {
      void reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(logo.bytes);
  });
}
