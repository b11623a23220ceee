/**
 * Test fixtures for organisations (used by *.test.ts only): an organisation written through
 * the repository, and its white-label-admin.
 */
import { randomBytes } from 'node:crypto';
import { normalizeOrganization, WHITE_LABEL_ADMIN, type Organization, type OrganizationInput } from 'shared-domain';
import { makeUser, type Actor } from './campaign.fixtures';
import type { Db } from '../../src/db/database';
import { createOrganizationRepository } from '../../src/organizations/organization.repository';

/** A valid organisation input: contrast-safe palette, one hostname of its own unless given. */
export function organizationInput(overrides: Partial<OrganizationInput> = {}): OrganizationInput {
  const tag = randomBytes(3).toString('hex');
  return {
    name: `Agency ${tag}`,
    contactDetails: { address: '12 MG Road', city: 'Pune', emails: [`hello@${tag}.example.in`], social: { linkedin: `https://www.linkedin.com/company/${tag}` } },
    settings: { theme: { palette: { primary: { main: '#0a3d62' }, secondary: { main: '#1f2a44' } } } },
    hostnames: [`media.${tag}.example.in`],
    embedOrigins: [`https://www.${tag}.example.in`],
    ...overrides,
  };
}

/**
 * An organisation stored directly (no HTTP). Its hostnames are verified, as if staff had
 * approved them, so its hosts answer at once; `{ hostnames: 'pending' }` leaves them claimed only.
 */
export async function makeOrganization(db: Db, overrides: Partial<OrganizationInput> = {}, options: { hostnames?: 'verified' | 'pending' } = {}): Promise<Organization> {
  const repository = createOrganizationRepository(db);
  let org = await repository.create(normalizeOrganization(organizationInput(overrides)));
  if (options.hostnames === 'pending') return org;
  for (const hostname of org.hostnames) {
    org = (await repository.decideHostname(org._org, hostname, { status: 'verified', by: 'staff', userId: null }))!;
  }
  return org;
}

/** A signed-in white-label-admin of `organizationId`. */
export function makeWhiteLabelAdmin(db: Db, organizationId: string, name = 'Agency admin'): Promise<Actor> {
  return makeUser(db, name, WHITE_LABEL_ADMIN, organizationId);
}
