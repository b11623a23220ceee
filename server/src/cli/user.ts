/**
 * `npm run user -- <command>`: grant and revoke roles, the way to make the first staff user
 * without editing the database.
 *
 *   npm run user -- grant <e-mail or phone> <role> [--org <organisation id>]
 *                                                    e.g. grant asha@mediamart.in admin
 *                                                    grant admin@agency.in white-label-admin --org <id>
 *   npm run user -- revoke <e-mail or phone>
 *   npm run user -- list
 *
 * A role is staff unless it is `white-label-admin` (SPEC.md section 6). Granting to an address
 * with no account creates the account, so the person signs in with a code to that address.
 * Works on DATA_DIR (SQLite) or DATABASE_URL, like the server.
 */
import { isStaff, normalizeEmail, normalizePhone, WHITE_LABEL_ADMIN, type User } from 'shared-domain';
import { loadConfig } from '../config';
import { createDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrations/migrator';
import { nameFromEmail } from '../otp/identity';
import { createUserRepository } from '../users/user.repository';

export const USER_USAGE = [
  'Usage:',
  '  npm run user -- grant <e-mail or phone> <role>   give a role (admin, release-manager, media-planner, finance… or white-label-admin)',
  '       [--org <organisation id>]                  and make them belong to that organisation (a white-label-admin needs one)',
  '  npm run user -- revoke <e-mail or phone>          take the role away',
  '  npm run user -- list                              people with a role',
].join('\n');

/** A usage mistake: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** Lower-case words joined by dashes, at most 40 characters: how roles are written. */
const ROLE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

type Address = { email: string } | { phone: string };

function addressOf(raw: string | undefined): Address {
  if (!raw) throw new UsageError('Give the person\'s e-mail address or phone number');
  const email = raw.includes('@') ? normalizeEmail(raw) : null;
  if (email) return { email };
  const phone = normalizePhone(raw);
  if (phone) return { phone };
  throw new UsageError(`"${raw}" is neither an e-mail address nor an Indian mobile number`);
}

const describe = (u: User): string => `${u.email ?? u.phone ?? u._id}${u.name ? ` (${u.name})` : ''}`;
const kind = (role: string): string => (role === '' ? 'no role' : isStaff({ role }) ? 'staff' : 'agency admin');

/** Runs one command against `db`; answers what to print. */
export async function runUserCommand(db: Db, argv: readonly string[], now: () => Date = () => new Date()): Promise<string> {
  const users = createUserRepository(db, now);
  const orgAt = argv.indexOf('--org');
  let organizationId: string | null = null;
  if (orgAt >= 0) {
    organizationId = argv[orgAt + 1] ?? null;
    if (!organizationId || organizationId.startsWith('--')) throw new UsageError('Give the organisation id after --org');
    const found = await db.selectFrom('organizations').select(['id', 'name']).where('id', '=', organizationId).executeTakeFirst();
    if (!found) throw new UsageError(`No organisation has the id "${organizationId}"`);
  }
  const [command, who, role, ...rest] = orgAt >= 0 ? [...argv.slice(0, orgAt), ...argv.slice(orgAt + 2)] : argv;
  if (orgAt >= 0 && command !== 'grant') throw new UsageError('--org goes with grant');
  const find = async (address: Address) => ('email' in address ? users.findByEmail(address.email) : users.findByPhone(address.phone));

  switch (command) {
    case 'grant': {
      if (rest.length) throw new UsageError(`Unexpected "${rest.join(' ')}"`);
      const address = addressOf(who);
      if (!role) throw new UsageError('Give the role to grant, e.g. admin');
      if (role.length > 40 || !ROLE.test(role)) throw new UsageError(`"${role}" is not a role: use lower-case words joined by dashes, e.g. media-planner`);
      let user = await find(address);
      let created = false;
      if (!user) {
        user = await users.create({ ...address, name: 'email' in address ? nameFromEmail(address.email) : '' });
        created = true;
      }
      if (organizationId !== null) await users.setOrganization(user._id, organizationId);
      const updated = await users.setRole(user._id, role);
      if (!updated) throw new Error('The account disappeared while its role was being set');
      const note = role === WHITE_LABEL_ADMIN ? ' (not staff: an agency organisation admin)' : '';
      const org = organizationId !== null ? ` They belong to organisation ${organizationId}.` : '';
      const unbound = role === WHITE_LABEL_ADMIN && !updated.organizationId ? ' They see no organisation until given one with --org <id>.' : '';
      return `${created ? 'Created ' : ''}${describe(updated)} now has the role "${role}"${note}.${org}${unbound}${created ? ' They sign in with a code sent to that address.' : ''}`;
    }
    case 'revoke': {
      if (role !== undefined || rest.length) throw new UsageError(`Unexpected "${[role, ...rest].join(' ')}"`);
      const address = addressOf(who);
      const user = await find(address);
      if (!user) throw new UsageError(`No account has ${'email' in address ? address.email : address.phone}`);
      if (!user.role) return `${describe(user)} has no role; nothing changed.`;
      const updated = await users.setRole(user._id, '');
      return `${describe(updated ?? user)} no longer has the role "${user.role}"; it stops working on their next request.`;
    }
    case 'list': {
      if (who !== undefined) throw new UsageError(`Unexpected "${argv.slice(1).join(' ')}"`);
      const list = await users.listWithRoles();
      if (!list.length) return 'Nobody has a role yet. Grant one: npm run user -- grant <e-mail> admin';
      return list.map((u) => `${u.role.padEnd(20)} ${kind(u.role).padEnd(12)} ${describe(u)}${u.organizationId ? `  organisation ${u.organizationId}` : ''}`).join('\n');
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}"` : 'Give a command');
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    console.log(await runUserCommand(db, process.argv.slice(2)));
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${USER_USAGE}`);
      process.exit(2);
    }
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
