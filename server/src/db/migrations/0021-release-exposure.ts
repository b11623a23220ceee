import type { Kysely, Migration } from 'kysely';

type Db = Kysely<{
  remote_releases: { id: string; remote: string; version: string; created_at: string; first_live_at: string | null };
  remote_live: { remote: string; version: string; since: string | null };
  remote_switches: { remote: string; to_version: string; at: string };
}>;

/**
 * When a registered release was first exposed (issue 30): `previewed_at`, when its first
 * preview link was made, and `first_live_at`, when it first went live. An uploaded release's
 * files are served only once one of them is set (and while its last check passes), so a
 * release nobody looked at is no way to put files on the site's origin. Releases live now or
 * switched to since they were registered get `first_live_at` from their switches (a version
 * pruned and registered again does not inherit the old one's); preview links made before
 * this migration were not recorded, so such a release needs a new link.
 */
export const releaseExposure: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('remote_releases').addColumn('previewed_at', 'text').execute();
    await db.schema.alterTable('remote_releases').addColumn('first_live_at', 'text').execute();
    const store = db as unknown as Db;
    const [releases, live, switches] = await Promise.all([
      store.selectFrom('remote_releases').select(['id', 'remote', 'version', 'created_at']).execute(),
      store.selectFrom('remote_live').select(['remote', 'version', 'since']).execute(),
      store.selectFrom('remote_switches').select(['remote', 'to_version', 'at']).orderBy('at').execute(),
    ]);
    for (const release of releases) {
      const switched = switches.find((s) => s.remote === release.remote && s.to_version === release.version && s.at >= release.created_at)?.at;
      const liveNow = live.find((l) => l.remote === release.remote && l.version === release.version);
      const first = switched ?? (liveNow ? liveNow.since ?? release.created_at : null);
      if (first) await store.updateTable('remote_releases').set({ first_live_at: first }).where('id', '=', release.id).execute();
    }
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('remote_releases').dropColumn('first_live_at').execute();
    await db.schema.alterTable('remote_releases').dropColumn('previewed_at').execute();
  },
};
