/**
 * The registry's writes and management reads: registered releases (with an upload's files),
 * their last checks, the live release per remote and its switch history. Every write of a
 * remote first locks its `remote_live` row, so registrations, prunes and switches of one
 * remote run one after the other on PostgreSQL too (SQLite writes one at a time anyway).
 */
import { randomUUID } from 'node:crypto';
import {
  BUILT_IN_RELEASE, RELEASES_KEPT,
  type ReleaseCheck, type ReleaseSource, type RemoteName, type RemoteSwitch, type StoredReleaseCheck,
} from 'shared-domain';
import type { Db, Executor } from '../db/database';
import type { RemoteReleaseTable } from '../db/schema-releases';
import { ConflictError, NotFoundError } from '../errors';
import { isUniqueViolation } from '../users/user.repository';

export type NewRelease = {
  remote: RemoteName;
  version: string;
  commit: string | null;
  notes: string;
  source: Exclude<ReleaseSource, 'built-in'>;
  manifestUrl: string;
  check: ReleaseCheck;
  createdBy: string;
  /** An upload's files, by path relative to its dist/. */
  files?: ReadonlyMap<string, Buffer>;
};

export type LiveState = { version: string; since: string | null; by: string | null };

/** A registered release as stored. */
export type ReleaseRow = RemoteReleaseTable;

/** Most switches a status lists. */
export const SWITCHES_LISTED = 50;
/** Rows per insert of an upload's files (well below either database's parameter limit). */
const FILE_ROWS_PER_INSERT = 200;

const builtInCheckKey = (remote: RemoteName) => `built-in-check:${remote}`;

export function storedCheckOf(json: string | null, checkedAt: string | null): StoredReleaseCheck | null {
  if (!json) return null;
  const check = JSON.parse(json) as ReleaseCheck;
  return { ok: check.ok, parts: check.parts, checkedAt: checkedAt ?? '' };
}

/** The remote's live row, made when missing and locked until the transaction ends. */
async function lockRemote(tx: Executor, remote: RemoteName): Promise<LiveState> {
  await tx.insertInto('remote_live').values({ remote, version: BUILT_IN_RELEASE, since: null, switched_by: null })
    .onConflict((oc) => oc.column('remote').doNothing()).execute();
  await tx.updateTable('remote_live').set((eb) => ({ version: eb.ref('version') })).where('remote', '=', remote).execute();
  const row = await tx.selectFrom('remote_live').selectAll().where('remote', '=', remote).executeTakeFirstOrThrow();
  return { version: row.version, since: row.since, by: row.switched_by };
}

async function nextSeq(tx: Executor, table: 'remote_releases' | 'remote_switches', remote: RemoteName): Promise<number> {
  const row = await tx.selectFrom(table).select((eb) => eb.fn.max('seq').as('seq')).where('remote', '=', remote).executeTakeFirst();
  return Number(row?.seq ?? 0) + 1;
}

/** Removes the oldest releases but the live one until RELEASES_KEPT remain; answers the removed versions. */
async function prune(tx: Executor, remote: RemoteName, liveVersion: string): Promise<string[]> {
  const rows = await tx.selectFrom('remote_releases').select(['id', 'version']).where('remote', '=', remote).orderBy('seq', 'desc').execute();
  let excess = rows.length - RELEASES_KEPT;
  const removed: { id: string; version: string }[] = [];
  for (const row of [...rows].reverse()) {
    if (excess <= 0) break;
    if (row.version === liveVersion) continue;
    removed.push(row);
    excess -= 1;
  }
  if (removed.length === 0) return [];
  const ids = removed.map((r) => r.id);
  await tx.deleteFrom('remote_release_files').where('release_id', 'in', ids).execute();
  await tx.deleteFrom('remote_releases').where('id', 'in', ids).execute();
  return removed.map((r) => r.version);
}

export interface ReleaseStore {
  /** A remote's registered releases, newest first. */
  releases(remote: RemoteName): Promise<ReleaseRow[]>;
  find(remote: RemoteName, version: string): Promise<ReleaseRow | null>;
  /** Stores a release (and its files) and prunes the oldest; 409 when the version exists. */
  insert(release: NewRelease, at: Date): Promise<{ row: ReleaseRow; pruned: string[] }>;
  /** Stores a release's (or the built-in's) last check. */
  saveCheck(remote: RemoteName, version: string, check: ReleaseCheck, at: Date): Promise<StoredReleaseCheck>;
  builtInCheck(remote: RemoteName): Promise<StoredReleaseCheck | null>;
  live(remote: RemoteName): Promise<LiveState>;
  /** Records that a preview link of a release was made (the first time is kept; nothing for a version not registered). */
  markPreviewed(remote: RemoteName, version: string, at: Date): Promise<void>;
  /** Makes `version` live (404 when it is no longer registered) and records the switch (and a release's first time live); `changed` false when it already was. */
  switchLive(remote: RemoteName, version: string, by: string, at: Date): Promise<{ from: string; changed: boolean }>;
  /** Newest first, at most SWITCHES_LISTED. */
  switches(remote: RemoteName): Promise<RemoteSwitch[]>;
}

export function createReleaseStore(db: Db): ReleaseStore {
  const find = async (ex: Executor, remote: RemoteName, version: string) => (await ex.selectFrom('remote_releases').selectAll()
    .where('remote', '=', remote).where('version', '=', version).executeTakeFirst()) ?? null;

  return {
    async releases(remote) {
      return db.selectFrom('remote_releases').selectAll().where('remote', '=', remote).orderBy('seq', 'desc').execute();
    },

    find: (remote, version) => find(db, remote, version),

    async insert(release, at) {
      const id = randomUUID();
      const stamp = at.toISOString();
      try {
        return await db.transaction().execute(async (tx) => {
          const live = await lockRemote(tx, release.remote);
          if (await find(tx, release.remote, release.version)) throw new ConflictError(`${release.remote} ${release.version} is already registered; give the release a new version`);
          const row: RemoteReleaseTable = {
            id, remote: release.remote, version: release.version, seq: await nextSeq(tx, 'remote_releases', release.remote),
            commit_sha: release.commit, notes: release.notes, source: release.source, manifest_url: release.manifestUrl,
            check_json: JSON.stringify({ ok: release.check.ok, parts: release.check.parts }), checked_at: stamp,
            created_at: stamp, created_by: release.createdBy, previewed_at: null, first_live_at: null,
          };
          await tx.insertInto('remote_releases').values(row).execute();
          const files = [...(release.files ?? new Map<string, Buffer>())].map(([path, bytes]) => ({ release_id: id, path, size: bytes.length, data_base64: bytes.toString('base64') }));
          for (let i = 0; i < files.length; i += FILE_ROWS_PER_INSERT) {
            await tx.insertInto('remote_release_files').values(files.slice(i, i + FILE_ROWS_PER_INSERT)).execute();
          }
          return { row, pruned: await prune(tx, release.remote, live.version) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(`${release.remote} ${release.version} was registered at the same time; give the release a new version`);
        throw error;
      }
    },

    async saveCheck(remote, version, check, at) {
      const checkedAt = at.toISOString();
      const json = JSON.stringify({ ok: check.ok, parts: check.parts });
      if (version === BUILT_IN_RELEASE) {
        await db.insertInto('release_settings').values({ key: builtInCheckKey(remote), value: JSON.stringify({ json, checkedAt }) })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ json, checkedAt }) })).execute();
      } else {
        const updated = await db.updateTable('remote_releases').set({ check_json: json, checked_at: checkedAt })
          .where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw new NotFoundError(`${remote} has no release ${version}`);
      }
      return { ok: check.ok, parts: check.parts, checkedAt };
    },

    async builtInCheck(remote) {
      const row = await db.selectFrom('release_settings').select('value').where('key', '=', builtInCheckKey(remote)).executeTakeFirst();
      if (!row) return null;
      const { json, checkedAt } = JSON.parse(row.value) as { json: string; checkedAt: string };
      return storedCheckOf(json, checkedAt);
    },

    async live(remote) {
      const row = await db.selectFrom('remote_live').selectAll().where('remote', '=', remote).executeTakeFirst();
      return row ? { version: row.version, since: row.since, by: row.switched_by } : { version: BUILT_IN_RELEASE, since: null, by: null };
    },

    async markPreviewed(remote, version, at) {
      await db.updateTable('remote_releases').set({ previewed_at: at.toISOString() })
        .where('remote', '=', remote).where('version', '=', version).where('previewed_at', 'is', null).execute();
    },

    async switchLive(remote, version, by, at) {
      const stamp = at.toISOString();
      return db.transaction().execute(async (tx) => {
        const live = await lockRemote(tx, remote);
        if (version !== BUILT_IN_RELEASE && !(await find(tx, remote, version))) throw new NotFoundError(`${remote} has no release ${version}`);
        if (live.version === version) return { from: live.version, changed: false };
        await tx.updateTable('remote_live').set({ version, since: stamp, switched_by: by }).where('remote', '=', remote).execute();
        if (version !== BUILT_IN_RELEASE) {
          await tx.updateTable('remote_releases').set({ first_live_at: stamp })
            .where('remote', '=', remote).where('version', '=', version).where('first_live_at', 'is', null).execute();
        }
        await tx.insertInto('remote_switches').values({
          id: randomUUID(), remote, seq: await nextSeq(tx, 'remote_switches', remote), from_version: live.version, to_version: version, switched_by: by, at: stamp,
        }).execute();
        return { from: live.version, changed: true };
      });
    },

    async switches(remote) {
      const rows = await db.selectFrom('remote_switches').selectAll().where('remote', '=', remote).orderBy('seq', 'desc').limit(SWITCHES_LISTED).execute();
      return rows.map((r) => ({ from: r.from_version, to: r.to_version, by: r.switched_by, at: r.at }));
    },
  };
}
