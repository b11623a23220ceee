/**
 * Who may use the release routes (issue 30). Any staff session (x-access-token) may see the
 * releases, register, check and preview them. Switching live and making or revoking deploy
 * tokens is a release manager's (or an admin's) decision. A deploy token (`Authorization:
 * Bearer mmrt_…`, or an mmrt_ token in x-access-token) may register, check and preview its own
 * remote's releases, and switch it live only when the release manager who made it said so.
 * Decided in onRequest, before an upload's body is read: nobody → 401, an unknown or revoked
 * deploy token → 401, a signed-in user who is not staff → 403, staff who is no release manager
 * on a manager's route → 403, a token on another remote, a staff-only route or (without the
 * right) a switch → 403.
 */
import type { FastifyRequest } from 'fastify';
import { isRemoteName, REMOTE_NAMES, remoteNameOf, type RemoteName } from 'shared-domain';
import { releaseManagerRole, staffRole, type StaffUser } from '../auth/roles';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../errors';
import { isDeployToken, type DeployTokenRepository } from './deploy-token.repository';

export type ReleaseCaller =
  | { kind: 'staff'; by: string; user: StaffUser; manager: boolean }
  | { kind: 'token'; by: string; remote: RemoteName; mayGoLive: boolean };

/** `mf_bag` or its folder `mf-bag` → the remote; null for anything else. */
export function remoteOfParam(name: string): RemoteName | null {
  return isRemoteName(name) ? name : remoteNameOf(name);
}

/** The remote a route names; 404 for one there is not. */
export function remoteOrNotFound(name: string): RemoteName {
  const remote = remoteOfParam(name);
  if (!remote) throw new NotFoundError(`There is no remote by that name; the remotes are ${REMOTE_NAMES.join(', ')}`);
  return remote;
}

/** The deploy token a request presents, or null (a session token is not one). */
export function deployTokenOf(request: FastifyRequest): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (isDeployToken(bearer)) return bearer;
  const header = request.headers['x-access-token'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return isDeployToken(value) ? value : null;
}

/** The session side of the release routes: staff see and register releases, release managers switch them and make tokens. */
const RELEASE_STAFF = staffRole('Only staff and a remote\'s deploy tokens can manage releases');
const RELEASE_MANAGERS = releaseManagerRole('Only a release manager (or an admin) can switch releases live and make deploy tokens; ask one');

export type ReleaseAccess = {
  /** onRequest: staff only. */
  staff(request: FastifyRequest): Promise<void>;
  /** onRequest: a release manager or an admin only. */
  manager(request: FastifyRequest): Promise<void>;
  /** onRequest: staff, or a deploy token of the route's `name`. */
  remote(request: FastifyRequest): Promise<void>;
  /** onRequest: a release manager or an admin, or a deploy token of the route's `name` made to go live. */
  goLive(request: FastifyRequest): Promise<void>;
  /** Who a request allowed by a hook is. */
  callerOf(request: FastifyRequest): ReleaseCaller;
};

export function createReleaseAccess(tokens: DeployTokenRepository, now: () => Date): ReleaseAccess {
  const callers = new WeakMap<FastifyRequest, ReleaseCaller>();

  const identify = async (request: FastifyRequest): Promise<ReleaseCaller> => {
    const token = deployTokenOf(request);
    if (token) {
      const holder = await tokens.use(token, now());
      if (!holder) throw new UnauthorizedError('The deploy token is not valid or was revoked; ask staff for a new one');
      return { kind: 'token', by: `token ${holder.label}`, remote: holder.remote, mayGoLive: holder.mayGoLive };
    }
    const user = request.user;
    if (!user) throw new UnauthorizedError('Sign in as staff, or send a deploy token (Authorization: Bearer mmrt_…)');
    const staff = RELEASE_STAFF.admit(user);
    return { kind: 'staff', by: `staff ${staff.email ?? staff.phone ?? staff._id}`, user: staff, manager: RELEASE_MANAGERS.allows(staff) };
  };

  /** The caller of a route about one remote: staff, or that remote's own deploy token. */
  const ofRemote = async (request: FastifyRequest): Promise<ReleaseCaller> => {
    const caller = await identify(request);
    const { name } = request.params as { name?: string };
    const remote = remoteOrNotFound(name ?? '');
    if (caller.kind === 'token' && caller.remote !== remote) {
      throw new ForbiddenError(`This deploy token is for ${caller.remote}; it cannot release ${remote}`);
    }
    return caller;
  };

  return {
    async staff(request) {
      const caller = await identify(request);
      if (caller.kind === 'token') throw new ForbiddenError('A deploy token may register, check, preview and switch its own remote\'s releases only; this needs staff');
      callers.set(request, caller);
    },
    async manager(request) {
      const caller = await identify(request);
      if (caller.kind === 'token') throw new ForbiddenError('A deploy token cannot make or revoke deploy tokens; this needs a release manager');
      RELEASE_MANAGERS.admit(caller.user);
      callers.set(request, caller);
    },
    async remote(request) {
      callers.set(request, await ofRemote(request));
    },
    async goLive(request) {
      const caller = await ofRemote(request);
      if (caller.kind === 'staff') RELEASE_MANAGERS.admit(caller.user);
      if (caller.kind === 'token' && !caller.mayGoLive) {
        throw new ForbiddenError('This deploy token may register and preview releases, not switch them live; a release manager switches it, or makes a token that may');
      }
      callers.set(request, caller);
    },
    callerOf(request) {
      const caller = callers.get(request);
      if (!caller) throw new UnauthorizedError('Sign in as staff, or send a deploy token');
      return caller;
    },
  };
}
