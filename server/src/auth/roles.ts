/**
 * The access levels of the API beside signed-in (ARCHITECTURE.md: staff, organisation admin,
 * seller; and, among staff, the release manager). Each is one check, written once: a scope of
 * routes registers it (`registerRole`: one onRequest hook after the signed-in one, before the
 * body is read, with `request.user` typed as the user it admits), and a route that decides per
 * object (the owner or staff, a claim only staff decide) calls the same `admit`.
 */
import type {
  FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifyTypeProvider, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault,
} from 'fastify';
import { isReleaseManager, isStaff, isWhiteLabelAdmin } from 'shared-domain';
import { ForbiddenError } from '../errors';
import type { RoleFastify, RoleProvider } from '../http/type-provider';
import { signedInHook, type SessionUser } from './auth.hook';
import { EmbedScopeError } from './embed-scope';

declare const STAFF: unique symbol;
declare const RELEASE_MANAGER: unique symbol;

/** A user the staff check admitted (shared-domain's isStaff). */
export type StaffUser = SessionUser & { readonly [STAFF]: true };

/** A user the release-manager check admitted: staff who switch releases live and make deploy tokens. */
export type ReleaseManagerUser = StaffUser & { readonly [RELEASE_MANAGER]: true };

/**
 * A user the organisation-admin check admitted: staff, who administer every organisation
 * (`organizationScope` null), or a white-label-admin, who administers its own.
 */
export type OrganisationAdminUser = SessionUser & { readonly organizationScope: string | null };

export type RoleName = 'staff' | 'release-manager' | 'organisation-admin' | 'seller';

/**
 * One access level: `admit` answers the user as the level's routes see it, or throws the
 * level's refusal (403 in the scope's own words; the seller's is 404 `not_a_seller`).
 */
export type Role<U extends SessionUser> = {
  readonly name: RoleName;
  admit(user: SessionUser): U | Promise<U>;
};

/** A level decided by the user alone (no lookup), so a route can ask it in line (a Role too). */
export type UserRole<U extends SessionUser> = {
  readonly name: RoleName;
  admit(user: SessionUser): U;
  /** Whether `admit` would let the user in (for an answer that only shows it). */
  allows(user: SessionUser): boolean;
};

/** A level whose user is the session's user as it is, once `allows` says yes. */
function userRole<U extends SessionUser>(name: RoleName, allows: (user: SessionUser) => boolean, forbidden: string): UserRole<U> {
  return {
    name,
    allows,
    admit(user) {
      if (!allows(user)) throw new ForbiddenError(forbidden);
      return user as U;
    },
  };
}

/** Staff (any non-empty role but white-label-admin): 403 with `forbidden` for anyone else. */
export function staffRole(forbidden: string): UserRole<StaffUser> {
  return userRole('staff', isStaff, forbidden);
}

/** A release manager or an admin: 403 with `forbidden` for anyone else. */
export function releaseManagerRole(forbidden: string): UserRole<ReleaseManagerUser> {
  return userRole('release-manager', isReleaseManager, forbidden);
}

/**
 * The organisations a user administers: every one (null) for staff, its own for a
 * white-label-admin given one; undefined for anyone else.
 */
export function organisationScopeOf(user: Pick<SessionUser, 'role' | 'organizationId'>): string | null | undefined {
  if (isStaff(user)) return null;
  return isWhiteLabelAdmin(user) && user.organizationId ? user.organizationId : undefined;
}

/** True when the user administers `organizationId` (staff administer every one). */
export function administers(user: Pick<SessionUser, 'role' | 'organizationId'>, organizationId: string): boolean {
  const scope = organisationScopeOf(user);
  return scope === null || scope === organizationId;
}

/** Staff or a white-label-admin with an organisation: 403 with `forbidden` for anyone else. */
export function organisationAdminRole(forbidden: string): UserRole<OrganisationAdminUser> {
  return {
    name: 'organisation-admin',
    allows: (user) => organisationScopeOf(user) !== undefined,
    admit(user) {
      const organizationScope = organisationScopeOf(user);
      if (organizationScope === undefined) throw new ForbiddenError(forbidden);
      return { ...user, organizationScope };
    },
  };
}

/**
 * Registers `routes` in a child plugin for one role: 401 without a valid session, then the
 * role's refusal (403 `embed_scope` for any embedded session), both before the body is read
 * and validated; in these routes `request.user` is the user as the role admitted it.
 */
export function registerRole<P extends FastifyTypeProvider, U extends SessionUser>(
  app: FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, P>,
  role: Role<U>,
  routes: (scope: RoleFastify<U>) => void | Promise<void>,
): void {
  const admit = async (request: FastifyRequest): Promise<void> => {
    // No role is ever exercised through an embedded session (auth/embed-scope.ts).
    if (request.embedSession) throw new EmbedScopeError();
    // signedInHook ran first: the user is there.
    request.user = await role.admit(request.user!);
  };
  void app.register(async (child) => {
    child.addHook('onRequest', signedInHook);
    child.addHook('onRequest', admit);
    await routes(child.withTypeProvider<RoleProvider<U>>());
  });
}
