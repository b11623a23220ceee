import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ADMIN, RELEASE_MANAGER, WHITE_LABEL_ADMIN, type User } from 'shared-domain';
import { errorHandler, ForbiddenError, NotFoundError } from '../errors';
import type { TypeBoxProvider } from '../http/type-provider';
import type { SessionUser } from './auth.hook';
import {
  administers, organisationAdminRole, organisationScopeOf, registerRole, releaseManagerRole, staffRole, type Role,
} from './roles';

const user = (role: string, organizationId: string | null = null): SessionUser => ({
  _id: `u-${role || 'buyer'}`, name: 'Asha', email: 'asha@example.com', phone: null, role, organizationId,
} as unknown as User & { organizationId: string | null });

const buyer = user('');
const ops = user('ops');
const manager = user(RELEASE_MANAGER);
const admin = user(ADMIN);
const agency = user(WHITE_LABEL_ADMIN, 'org-1');
const agencyWithout = user(WHITE_LABEL_ADMIN);

describe('the roles', () => {
  it('staff: any role but none and white-label-admin; the refusal is a 403 in the scope’s words', () => {
    const role = staffRole('Only staff');
    for (const u of [ops, manager, admin]) expect(role.admit(u)).toBe(u);
    for (const u of [buyer, agency]) {
      expect(role.allows(u)).toBe(false);
      expect(() => role.admit(u)).toThrow(new ForbiddenError('Only staff'));
    }
  });

  it('release-manager: a release manager or an admin, no other staff', () => {
    const role = releaseManagerRole('Ask a release manager');
    expect([buyer, ops, manager, admin, agency].map((u) => role.allows(u))).toEqual([false, false, true, true, false]);
    expect(() => role.admit(ops)).toThrow(new ForbiddenError('Ask a release manager'));
  });

  it('organisation-admin: staff administer every organisation, a white-label-admin its own; anyone else 403', () => {
    const role = organisationAdminRole('Only admins');
    expect(role.admit(ops)).toEqual({ ...ops, organizationScope: null });
    expect(role.admit(agency)).toEqual({ ...agency, organizationScope: 'org-1' });
    for (const u of [buyer, agencyWithout]) expect(() => role.admit(u)).toThrow(new ForbiddenError('Only admins'));
    expect([buyer, ops, agency, agencyWithout].map(organisationScopeOf)).toEqual([undefined, null, 'org-1', undefined]);
    expect([administers(ops, 'org-2'), administers(agency, 'org-1'), administers(agency, 'org-2'), administers(buyer, 'org-1')]).toEqual([true, true, false, false]);
  });
});

describe('registerRole', () => {
  let app: FastifyInstance;
  const users: Record<string, SessionUser> = { buyer, ops, agency };
  /** A role found by a lookup, with its own refusal (as the seller's is). */
  const member: Role<SessionUser & { readonly memberOf: string }> = {
    name: 'seller',
    async admit(u) {
      if (u !== ops) throw new NotFoundError('Not a member');
      return { ...u, memberOf: 'acc-1' };
    },
  };

  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler(errorHandler);
    app.decorateRequest('user', null);
    app.decorateRequest('embedSession', null);
    app.addHook('onRequest', async (request) => {
      request.user = users[String(request.headers['x-user'])] ?? null;
      // An embedded session on a route of its scope (auth.hook.ts sets it so).
      if (request.headers['x-embed']) request.embedSession = { origin: 'https://agency.example', organizationId: 'org-1', expiresAt: '2099-01-01T00:00:00.000Z', inScope: true };
    });
    const typed = app.withTypeProvider<TypeBoxProvider>();
    registerRole(typed, organisationAdminRole('Only admins'), (admins) => {
      admins.post('/scoped', { schema: { body: Type.Object({ n: Type.Integer() }) } }, async (request) => ({
        scope: request.user.organizationScope, n: request.body.n,
      }));
    });
    registerRole(typed, member, (members) => {
      members.get('/member', async (request) => ({ memberOf: request.user.memberOf }));
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (method: 'GET' | 'POST', url: string, who: string | null, payload?: Record<string, unknown>, embedded = false) =>
    app.inject({ method, url, headers: { ...(who ? { 'x-user': who } : {}), ...(embedded ? { 'x-embed': '1' } : {}) }, payload });

  it('answers 401 without a session and the role’s refusal to anyone else, both before the body is read', async () => {
    const anonymous = await call('POST', '/scoped', null, { n: 'not a number' });
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, 'unauthorized']);
    const refused = await call('POST', '/scoped', 'buyer', { n: 'not a number' });
    expect(refused.json()).toEqual({ error: 'forbidden', message: 'Only admins' });
    expect((await call('POST', '/scoped', 'ops', { n: 'not a number' })).statusCode).toBe(400);
  });

  it('gives the routes the user as the role admitted it', async () => {
    expect((await call('POST', '/scoped', 'ops', { n: 1 })).json()).toEqual({ scope: null, n: 1 });
    expect((await call('POST', '/scoped', 'agency', { n: 2 })).json()).toEqual({ scope: 'org-1', n: 2 });
    expect((await call('GET', '/member', 'ops')).json()).toEqual({ memberOf: 'acc-1' });
    expect((await call('GET', '/member', 'agency')).json()).toEqual({ error: 'not_found', message: 'Not a member' });
  });

  it('never admits a role through an embedded session: 403 embed_scope, before the body is read', async () => {
    for (const [url, method] of [['/scoped', 'POST'], ['/member', 'GET']] as const) {
      const res = await call(method, url, 'ops', method === 'POST' ? { n: 'not a number' } : undefined, true);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('embed_scope');
    }
  });
});
