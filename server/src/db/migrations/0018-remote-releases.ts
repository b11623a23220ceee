import { randomBytes } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

/**
 * Remote releases (issue 20). `remote_releases` holds each registered release of a remote
 * (unique version per remote; `seq` orders them, newest highest, even when two share a
 * timestamp), its manifest URL, where it came from ('url' or 'upload') and its last check as
 * JSON. An uploaded release's `dist/` files are kept in `remote_release_files` as base64 text
 * (the same column type on SQLite and PostgreSQL, as seller files), so every instance serves
 * them. `remote_live` has one row per remote: the version buyers get ('built-in' until a
 * switch); a switch updates it and appends to `remote_switches`. `deploy_tokens` are
 * per-remote tokens for CI, stored only as their SHA-256. `release_settings` holds the preview
 * signing secret, made here once (the registry also inserts it race-free when missing), and
 * the built-in releases' last checks. Remote load failures are analytics events with the new
 * `remote` and `release` columns.
 */
export const remoteReleases: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('remote_releases')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('commit_sha', 'text')
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('manifest_url', 'text', (c) => c.notNull())
      .addColumn('check_json', 'text')
      .addColumn('checked_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addUniqueConstraint('remote_releases_version_key', ['remote', 'version'])
      .addUniqueConstraint('remote_releases_seq_key', ['remote', 'seq'])
      .execute();
    await db.schema
      .createTable('remote_release_files')
      .addColumn('release_id', 'text', (c) => c.notNull().references('remote_releases.id').onDelete('cascade'))
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('data_base64', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('remote_release_files_pk', ['release_id', 'path'])
      .execute();
    await db.schema
      .createTable('remote_live')
      .addColumn('remote', 'text', (c) => c.primaryKey())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('since', 'text')
      .addColumn('switched_by', 'text')
      .execute();
    await db.schema
      .createTable('remote_switches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('from_version', 'text', (c) => c.notNull())
      .addColumn('to_version', 'text', (c) => c.notNull())
      .addColumn('switched_by', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addUniqueConstraint('remote_switches_seq_key', ['remote', 'seq'])
      .execute();
    await db.schema
      .createTable('deploy_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('deploy_tokens_remote_idx').on('deploy_tokens').columns(['remote', 'created_at']).execute();
    await db.schema
      .createTable('release_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    await (db as Kysely<{ release_settings: { key: string; value: string } }>)
      .insertInto('release_settings')
      .values({ key: 'preview_secret', value: randomBytes(32).toString('base64url') })
      .execute();
    await db.schema.alterTable('events').addColumn('remote', 'text').execute();
    await db.schema.alterTable('events').addColumn('release', 'text').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('events').dropColumn('release').execute();
    await db.schema.alterTable('events').dropColumn('remote').execute();
    for (const table of ['release_settings', 'deploy_tokens', 'remote_switches', 'remote_live', 'remote_release_files', 'remote_releases']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
