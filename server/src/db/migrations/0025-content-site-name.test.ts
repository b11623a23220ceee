import { Migrator } from 'kysely';
import type { ContentPage } from 'shared-domain';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-app';
import { migrateToLatest, MIGRATIONS } from './migrator';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});

const page = (url: string, title: string, html: string): ContentPage => ({
  url, kind: 'content', title, subTitle: 'Sub', verticalData: [], faqs: [], metaTags: { title: `${title} | MediaMart`, description: 'd' },
  sections: [{ heading: 'Who we are', html }], items: [],
});

describe('0025-content-site-name', () => {
  it("saves every stored page that says MediaMart again as its next version, the name as {{siteName}}, staff's words kept", async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
    expect((await migrator.migrateTo('0022-release-managers')).error).toBeUndefined();
    await t.db.deleteFrom('content_versions').execute();
    await t.db.deleteFrom('content_pages').execute();
    const seeded = page('/about', 'About MediaMart', '<p>MediaMart plans media. Write to hello@mediamart.in.</p>');
    const edited = page('/careers', 'Careers', '<p>Staff wrote this about MediaMart&#39;s team.</p>');
    const plain = { ...page('/press', 'Press', '<p>No product name here.</p>'), metaTags: { title: 'Press', description: 'd' } };
    const at = '2025-01-01T00:00:00.000Z';
    for (const [p, version, by] of [[seeded, 1, null], [edited, 2, 'staff-1'], [plain, 1, null]] as const) {
      await t.db.insertInto('content_pages').values({ url: p.url, kind: p.kind, version, body_json: JSON.stringify(p), updated_at: at }).execute();
      await t.db.insertInto('content_versions').values({ url: p.url, version, body_json: JSON.stringify(p), saved_by: by, saved_at: at }).execute();
    }

    await migrateToLatest(t.db);
    const rows = await t.db.selectFrom('content_pages').select(['url', 'version', 'body_json']).orderBy('url').execute();
    const byUrl = Object.fromEntries(rows.map((r) => [r.url, { version: Number(r.version), page: JSON.parse(r.body_json) as ContentPage }]));
    expect(byUrl['/about']!.version).toBe(2);
    expect(byUrl['/about']!.page.title).toBe('About {{siteName}}');
    expect(byUrl['/about']!.page.metaTags.title).toBe('About {{siteName}} | {{siteName}}');
    expect(byUrl['/about']!.page.sections[0]!.html).toBe('<p>{{siteName}} plans media. Write to hello@mediamart.in.</p>');
    expect(byUrl['/careers']!.version).toBe(3);
    expect(byUrl['/careers']!.page.sections[0]!.html).toBe('<p>Staff wrote this about {{siteName}}&#39;s team.</p>');
    // A page that never named the product is left alone.
    expect(byUrl['/press']).toEqual({ version: 1, page: plain });
    // The history keeps every version before, and the new one is the seed's (saved by nobody).
    const history = await t.db.selectFrom('content_versions').select(['url', 'version', 'saved_by']).where('url', '=', '/careers').orderBy('version').execute();
    expect(history.map((h) => [Number(h.version), h.saved_by])).toEqual([[2, 'staff-1'], [3, null]]);
    const old = await t.db.selectFrom('content_versions').select('body_json').where('url', '=', '/careers').where('version', '=', 2).executeTakeFirstOrThrow();
    expect(JSON.parse(old.body_json)).toEqual(edited);
  });
});
