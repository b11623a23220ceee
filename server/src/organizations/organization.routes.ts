import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  DEFAULT_PRODUCT_HOSTS, hostnameRefusal, normalizeHostname, normalizeOrganization, publicOrganisation, validateOrganization,
  type Organization, type OrganizationErrors, type OrganizationInput,
} from 'shared-domain';
import { registerSignedIn, type SessionUser } from '../auth/auth.hook';
import { administers, organisationAdminRole, registerRole, staffRole } from '../auth/roles';
import { ConflictError, FieldsError, InputError, NotFoundError, UnsupportedMediaTypeError } from '../errors';
import { TooManyRequestsError } from '../rate-limit/rate-limit.errors';
import { etagOfDigest, sendTagged } from '../http/conditional-get';
import { acceptRawBodies } from '../http/raw-body';
import type { SignedInRequest, TypeBoxProvider, TypedFastify } from '../http/type-provider';
import { checkLogo, isLogoProblem, LOGO_MAX_BYTES, logoTypeOf } from './organization-logo';
import type { OrganizationDirectory } from './organization-directory';
import { checkHostnameProof, PROOF_CHECK_INTERVAL_MS, systemTxtLookup, type TxtLookup } from './hostname-proof';
import { HostnameClashError } from './organization.repository';
import {
  createOrganizationSchema, decideHostnameSchema, getOrganizationSchema, hostnameLookupSchema, listOrganizationsSchema, logoSchema,
  updateOrganizationSchema, uploadLogoSchema, verifyHostnameSchema,
} from './organization.schema';

/** Hostname lookups: found ones for a minute, unknown hosts for ten seconds (an edit shows within that in browsers; the server's own cache is dropped at once). */
export const HOSTNAME_HIT_CACHE = 'public, max-age=60';
export const HOSTNAME_MISS_CACHE = 'public, max-age=10';

const NOT_FOUND = 'There is no organisation with this id';
const NO_CLAIM = 'This organisation has no such hostname';
const CREATORS = staffRole('Only staff may create organisations');
const READERS = organisationAdminRole('Only staff and white-label admins may see organisations');
const DECIDERS = staffRole('Only staff may approve or refuse a hostname; prove it with its DNS record instead');

/**
 * Who reads and edits this organisation: staff, any; a white-label-admin, only the one it
 * belongs to. Everyone else, and a white-label-admin asking for another organisation, gets
 * 404 (the same answer as for an id that does not exist, so ids of other organisations are
 * not confirmed).
 */
function requireManager(user: SessionUser, organizationId: string): void {
  if (!administers(user, organizationId)) throw new NotFoundError(NOT_FOUND);
}

/** The 400 of a refused organisation: the first problem as the message, every problem by path. */
function refused(errors: OrganizationErrors): FieldsError {
  return new FieldsError(errors, Object.values(errors)[0] ?? 'The organisation is not valid');
}

/** The 409 of a hostname another organisation has, naming it at its place in the list. */
function clash(err: HostnameClashError): ConflictError {
  return new ConflictError(err.message, { fields: { [`hostnames.${err.index}`]: err.message } });
}

export type OrganizationRouteDeps = {
  directory: OrganizationDirectory;
  /** The product's own hosts (PRODUCT_HOSTS, the admin site's host): no organisation may claim them or names under them. */
  productHosts?: readonly string[];
  /** Asks DNS for a claim's TXT record (tests give their own: no network). */
  txtLookup?: TxtLookup;
  now?: () => Date;
};

/**
 * GET /organizations/hostname/{hostname} (public, cached), GET /organizations,
 * GET /organizations/{id}, POST /organizations (staff), PUT /organizations/{id} (staff or
 * its own white-label-admin), and the logo (registered by organizationLogoRoutes).
 */
export function registerOrganizationRoutes(app: TypedFastify, deps: OrganizationRouteDeps): void {
  const { directory } = deps;
  const organizations = directory.repository;
  const productHosts = deps.productHosts ?? DEFAULT_PRODUCT_HOSTS;
  const txtLookup = deps.txtLookup ?? systemTxtLookup();
  const now = deps.now ?? (() => new Date());

  /** Checks, normalises and stores; 400 with every problem, 409 for a hostname another organisation has. */
  async function save(reply: FastifyReply, body: unknown, store: (fields: ReturnType<typeof normalizeOrganization>) => Promise<Organization | null>, status: 200 | 201) {
    const errors = validateOrganization(body, { productHosts });
    if (Object.keys(errors).length) throw refused(errors);
    try {
      const saved = await store(normalizeOrganization(body as OrganizationInput));
      if (!saved) throw new NotFoundError(NOT_FOUND);
      return reply.code(status).send(saved);
    } catch (err) {
      if (err instanceof HostnameClashError) throw clash(err);
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

  registerRole(app, READERS, (readers) => {
    readers.get('/organizations', { schema: listOrganizationsSchema }, async (request) => {
      const own = request.user.organizationScope;
      if (own === null) return { data: await organizations.list() };
      const org = await organizations.find(own);
      return { data: org ? [org] : [] };
    });
  });

  registerRole(app, CREATORS, (creators) => {
    creators.post('/organizations', { schema: createOrganizationSchema }, async (request, reply) => (
      save(reply, request.body, (fields) => organizations.create(fields), 201)
    ));
  });

  registerSignedIn(app, (signedIn) => {
    signedIn.get('/organizations/:id', { schema: getOrganizationSchema }, async (request) => {
      requireManager(request.user, request.params.id);
      const org = await organizations.find(request.params.id);
      if (!org) throw new NotFoundError(NOT_FOUND);
      return org;
    });

    signedIn.put('/organizations/:id', { schema: updateOrganizationSchema }, async (request, reply) => {
      requireManager(request.user, request.params.id);
      return save(reply, request.body, (fields) => organizations.update(request.params.id, fields), 200);
    });

    /** The claim of the URL's hostname, for someone who may manage the organisation; 404 when there is none. */
    const claimOf = async (user: SessionUser, id: string, rawHostname: string) => {
      requireManager(user, id);
      const hostname = normalizeHostname(rawHostname);
      const claim = hostname ? await organizations.findClaim(id, hostname) : null;
      if (!hostname || !claim) throw new NotFoundError(NO_CLAIM);
      return { hostname, claim };
    };

    /** A hostname the rule refuses now (the product's hosts may have changed since it was claimed) is never verified. */
    const requireClaimable = (hostname: string) => {
      const refusal = hostnameRefusal(hostname, productHosts);
      if (refusal) throw new InputError(refusal);
    };

    signedIn.put('/organizations/:id/hostnames/:hostname', { schema: decideHostnameSchema }, async (request) => {
      const { hostname } = await claimOf(request.user, request.params.id, request.params.hostname);
      // Who may see the claim but not decide it is told so; anyone else was told it is not there.
      DECIDERS.admit(request.user);
      const { status } = request.body;
      if (status === 'verified') requireClaimable(hostname);
      try {
        const org = await organizations.decideHostname(request.params.id, hostname, { status, by: 'staff', userId: request.user._id });
        if (!org) throw new NotFoundError(NO_CLAIM);
        return org;
      } catch (err) {
        if (err instanceof HostnameClashError) throw new ConflictError(`${hostname} is claimed by another organisation; refuse its claim first`);
        throw err;
      } finally {
        directory.invalidate();
      }
    });

    signedIn.post('/organizations/:id/hostnames/:hostname/verify', { schema: verifyHostnameSchema }, async (request) => {
      const { id } = request.params;
      const { hostname, claim } = await claimOf(request.user, id, request.params.hostname);
      if (claim.status === 'verified') return (await organizations.find(id))!;
      if (claim.status === 'refused') throw new ConflictError(`Staff refused ${hostname}; remove it or ask them to approve it`);
      requireClaimable(hostname);
      const since = claim.lastCheck ? now().getTime() - Date.parse(claim.lastCheck.at) : Infinity;
      if (since < PROOF_CHECK_INTERVAL_MS) {
        throw new TooManyRequestsError(Math.max(1, Math.ceil((PROOF_CHECK_INTERVAL_MS - since) / 1000)), `${hostname} was checked a moment ago`);
      }
      const outcome = await checkHostnameProof(hostname, claim.proofToken, txtLookup);
      await organizations.recordHostnameCheck(id, hostname, outcome.found ? null : outcome.problem);
      if (!outcome.found) return (await organizations.find(id))!;
      try {
        const org = await organizations.decideHostname(id, hostname, { status: 'verified', by: 'dns', userId: request.user._id });
        if (!org) throw new NotFoundError(NO_CLAIM);
        return org;
      } finally {
        directory.invalidate();
      }
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
    const current = request.query.v !== undefined && logo.sha256.startsWith(request.query.v) && request.query.v.length >= 8;
    void reply
      .header('content-type', logo.contentType)
      .header('x-content-type-options', 'nosniff')
      // A versioned address never changes; any other is revalidated.
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, no-cache')
      // Served from the API's origin: other origins' pages show it as an image.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (logo.contentType === 'image/svg+xml') {
      void reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    return sendTagged(request, reply, etagOfDigest(logo.sha256), logo.bytes);
  });
}
