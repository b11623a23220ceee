import type { ContentPage, ContentPageSummary, ContentVersion, ContentVersionInfo, StoredContentPage } from 'shared-domain';
import { dialectOf, type Db } from '../db/database';
import { ConflictError } from '../errors';
import { isUniqueViolation } from '../users/user.repository';

export type ContentRepository = {
  /** The current version of the page at `url`, or null. */
  find(url: string): Promise<StoredContentPage | null>;
  /** Every stored page, by address. */
  list(): Promise<ContentPageSummary[]>;
  /**
   * Stores `page` (already checked and sanitised) as the next version of its address, in one
   * transaction: a version row and the current page. Two saves of one address at the same
   * moment: one wins, the other is a 409.
   */
  save(page: ContentPage, savedBy: string | null): Promise<StoredContentPage>;
  /** The versions of a page, newest first, with who saved each (name or e-mail) and when. */
  versions(url: string): Promise<ContentVersionInfo[]>;
  /** One saved version with its page, or null. */
  version(url: string, version: number): Promise<ContentVersion | null>;
  /** Stores version 1 of each page whose address has none yet; never touches stored pages. Answers the addresses written. */
  seedMissing(pages: readonly ContentPage[]): Promise<string[]>;

  /** An organisation's own text of the page at `url` for its host, or null (its host shows the site's). */
  findOverride(organizationId: string, url: string): Promise<StoredContentPage | null>;
  /** The addresses an organisation has its own text for, with their current version. */
  listOverrides(organizationId: string): Promise<{ url: string; version: number; updatedAt: string }[]>;
  /** Stores `page` (checked and sanitised) as the next version of the organisation's own text; a race is a 409 as for the site's. */
  saveOverride(organizationId: string, page: ContentPage, savedBy: string | null): Promise<StoredContentPage>;
  /** The versions of an organisation's own text, newest first (those of a removed one too). */
  overrideVersions(organizationId: string, url: string): Promise<ContentVersionInfo[]>;
  /** One saved version of an organisation's own text, or null. */
  overrideVersion(organizationId: string, url: string, version: number): Promise<ContentVersion | null>;
  /** Removes the organisation's own text (its versions stay); false when there was none. */
  removeOverride(organizationId: string, url: string): Promise<boolean>;
};

type PageRow = { url: string; version: number; body_json: string; updated_at: string };

function toStored(row: PageRow): StoredContentPage {
  const page = JSON.parse(row.body_json) as ContentPage;
  return { ...page, version: Number(row.version), updatedAt: row.updated_at };
}

export function createContentRepository(db: Db, now: () => Date): ContentRepository {
  const locking = dialectOf(db) === 'postgres';

  async function writeVersion(page: ContentPage, savedBy: string | null): Promise<StoredContentPage> {
    const at = now().toISOString();
    const body = JSON.stringify(page);
    return db.transaction().execute(async (trx) => {
      let current = trx.selectFrom('content_pages').select(['version']).where('url', '=', page.url);
      if (locking) current = current.forUpdate();
      const row = await current.executeTakeFirst();
      const version = (row ? Number(row.version) : 0) + 1;
      await trx.insertInto('content_versions').values({ url: page.url, version, body_json: body, saved_by: savedBy, saved_at: at }).execute();
      if (row) {
        await trx.updateTable('content_pages').set({ kind: page.kind, version, body_json: body, updated_at: at }).where('url', '=', page.url).execute();
      } else {
        await trx.insertInto('content_pages').values({ url: page.url, kind: page.kind, version, body_json: body, updated_at: at }).execute();
      }
      return { ...page, version, updatedAt: at };
    });
  }

  return {
    ...createOverrideMethods(db, now),

    async find(url) {
      const row = await db.selectFrom('content_pages').select(['url', 'version', 'body_json', 'updated_at']).where('url', '=', url).executeTakeFirst();
      return row ? toStored(row) : null;
    },

    async list() {
      const rows = await db.selectFrom('content_pages').select(['url', 'version', 'body_json', 'updated_at']).orderBy('url').execute();
      return rows.map((row) => {
        const page = toStored(row);
        return { url: page.url, title: page.title, kind: page.kind, version: page.version, updatedAt: page.updatedAt };
      });
    },

    async save(page, savedBy) {
      try {
        return await writeVersion(page, savedBy);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('Someone saved this page at the same moment; reload it and save again');
        throw err;
      }
    },

    async versions(url) {
      const rows = await db
        .selectFrom('content_versions as v')
        .leftJoin('users as u', 'u.id', 'v.saved_by')
        .select(['v.version', 'v.saved_at', 'v.saved_by', 'u.name', 'u.email'])
        .where('v.url', '=', url)
        .orderBy('v.version', 'desc')
        .execute();
      return rows.map((r) => ({ version: Number(r.version), savedAt: r.saved_at, savedBy: savedByName(r.saved_by, r.name, r.email) }));
    },

    async version(url, version) {
      const r = await db
        .selectFrom('content_versions as v')
        .leftJoin('users as u', 'u.id', 'v.saved_by')
        .select(['v.version', 'v.saved_at', 'v.saved_by', 'v.body_json', 'u.name', 'u.email'])
        .where('v.url', '=', url)
        .where('v.version', '=', version)
        .executeTakeFirst();
      if (!r) return null;
      return { version: Number(r.version), savedAt: r.saved_at, savedBy: savedByName(r.saved_by, r.name, r.email), page: JSON.parse(r.body_json) as ContentPage };
    },

    async seedMissing(pages) {
      const stored = new Set((await db.selectFrom('content_pages').select('url').execute()).map((r) => r.url));
      const missing = pages.filter((p) => !stored.has(p.url));
      if (!missing.length) return [];
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const written: string[] = [];
        for (const page of missing) {
          const body = JSON.stringify(page);
          // Another instance starting at the same moment may have written it: leave its row.
          const inserted = await trx.insertInto('content_pages')
            .values({ url: page.url, kind: page.kind, version: 1, body_json: body, updated_at: at })
            .onConflict((oc) => oc.column('url').doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
          await trx.insertInto('content_versions').values({ url: page.url, version: 1, body_json: body, saved_by: null, saved_at: at }).execute();
          written.push(page.url);
        }
        return written;
      });
    },
  };
}

type OverrideMethods = Pick<ContentRepository, 'findOverride' | 'listOverrides' | 'saveOverride' | 'overrideVersions' | 'overrideVersion' | 'removeOverride'>;

/** The store of organisations' own texts (content_overrides and their versions), beside the site's. */
function createOverrideMethods(db: Db, now: () => Date): OverrideMethods {
  const locking = dialectOf(db) === 'postgres';

  /**
   * The next version of an organisation's own text: one past its last saved version (a removed
   * override's too), in one transaction with the current row.
   */
  async function writeOverrideVersion(organizationId: string, page: ContentPage, savedBy: string | null): Promise<StoredContentPage> {
    const at = now().toISOString();
    const body = JSON.stringify(page);
    return db.transaction().execute(async (trx) => {
      let current = trx.selectFrom('content_overrides').select(['version']).where('organization_id', '=', organizationId).where('url', '=', page.url);
      if (locking) current = current.forUpdate();
      const row = await current.executeTakeFirst();
      const last = await trx.selectFrom('content_override_versions').select((eb) => eb.fn.max('version').as('last'))
        .where('organization_id', '=', organizationId).where('url', '=', page.url).executeTakeFirst();
      const version = Math.max(row ? Number(row.version) : 0, Number(last?.last ?? 0)) + 1;
      await trx.insertInto('content_override_versions').values({ organization_id: organizationId, url: page.url, version, body_json: body, saved_by: savedBy, saved_at: at }).execute();
      if (row) {
        await trx.updateTable('content_overrides').set({ kind: page.kind, version, body_json: body, updated_at: at })
          .where('organization_id', '=', organizationId).where('url', '=', page.url).execute();
      } else {
        await trx.insertInto('content_overrides').values({ organization_id: organizationId, url: page.url, kind: page.kind, version, body_json: body, updated_at: at }).execute();
      }
      return { ...page, version, updatedAt: at };
    });
  }

  return {
    async findOverride(organizationId, url) {
      const row = await db.selectFrom('content_overrides').select(['url', 'version', 'body_json', 'updated_at'])
        .where('organization_id', '=', organizationId).where('url', '=', url).executeTakeFirst();
      return row ? toStored(row) : null;
    },

    async listOverrides(organizationId) {
      const rows = await db.selectFrom('content_overrides').select(['url', 'version', 'updated_at'])
        .where('organization_id', '=', organizationId).orderBy('url').execute();
      return rows.map((r) => ({ url: r.url, version: Number(r.version), updatedAt: r.updated_at }));
    },

    async saveOverride(organizationId, page, savedBy) {
      try {
        return await writeOverrideVersion(organizationId, page, savedBy);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('Someone saved this page at the same moment; reload it and save again');
        throw err;
      }
    },

    async overrideVersions(organizationId, url) {
      const rows = await db
        .selectFrom('content_override_versions as v')
        .leftJoin('users as u', 'u.id', 'v.saved_by')
        .select(['v.version', 'v.saved_at', 'v.saved_by', 'u.name', 'u.email'])
        .where('v.organization_id', '=', organizationId)
        .where('v.url', '=', url)
        .orderBy('v.version', 'desc')
        .execute();
      return rows.map((r) => ({ version: Number(r.version), savedAt: r.saved_at, savedBy: savedByName(r.saved_by, r.name, r.email) }));
    },

    async overrideVersion(organizationId, url, version) {
      const r = await db
        .selectFrom('content_override_versions as v')
        .leftJoin('users as u', 'u.id', 'v.saved_by')
        .select(['v.version', 'v.saved_at', 'v.saved_by', 'v.body_json', 'u.name', 'u.email'])
        .where('v.organization_id', '=', organizationId)
        .where('v.url', '=', url)
        .where('v.version', '=', version)
        .executeTakeFirst();
      if (!r) return null;
      return { version: Number(r.version), savedAt: r.saved_at, savedBy: savedByName(r.saved_by, r.name, r.email), page: JSON.parse(r.body_json) as ContentPage };
    },

    async removeOverride(organizationId, url) {
      const result = await db.deleteFrom('content_overrides').where('organization_id', '=', organizationId).where('url', '=', url).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

  };
}

/** Who saved a version: the user's name, else e-mail; a removed user is "a former staff member"; null is the seed. */
function savedByName(id: string | null, name: string | null, email: string | null): string | null {
  if (id === null) return null;
  return name?.trim() || email || 'A former staff member';
}
