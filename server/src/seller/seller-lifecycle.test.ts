/**
 * The seller life cycle through the routes, on SQLite and PostgreSQL: sign-up, draft,
 * submission, staff approval (live in the catalog and the search index at once), sending
 * back with a comment, and the edit of a live profile (the live version keeps serving until
 * the next approval).
 */
import { scoreSellerProfile, type ReviewQueueItem, type SellerAccountAnswer, type SellerProfile, type SellerProfileSummary } from 'shared-domain';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { smallCatalog } from '../../test/support/fixtures';
import { apiOf, catalogPage, readyDraft, savedProfile, signUpSeller, type Seller } from '../../test/support/seller.fixtures';
import { appForSuite, createTestApp } from '../../test/support/test-app';
import { createEventRepository } from '../analytics/event.repository';

const t = appForSuite(() => createTestApp({ catalog: smallCatalog() }));
const api = apiOf(t);
type ProfileAnswer = { profile: SellerProfile };

let seller: Seller;
let staff: Actor;
beforeAll(async () => {
  seller = await signUpSeller(t, 'Mirror Group');
  staff = await makeUser(t().db, 'Review Staff', 'admin');
});

async function submitAndApprove(profile: SellerProfile, who: Seller = seller): Promise<SellerProfile> {
  expect((await api('POST', `/seller/profiles/${profile._id}/submit`, who)).status).toBe(200);
  const approved = await api<ProfileAnswer>('POST', `/seller/review/${profile._id}/approve`, staff);
  expect(approved.status).toBe(200);
  return approved.body.profile;
}

async function suggestions(q: string): Promise<Array<{ suggestion: string; toolName: string }>> {
  const res = await t().app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(JSON.stringify(q))}` });
  return res.json().suggestions;
}

async function searchHits(query: string): Promise<Array<{ _id: string; _source: { url: string } }>> {
  const res = await t().app.inject({
    method: 'POST', url: '/search-index/_search',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from('search:search').toString('base64')}` },
    payload: { size: 30, from: 0, query: { query_string: { query, fields: ['toolKeywords^4', 'name^3', 'keywords'] } } },
  });
  return res.json().hits.hits;
}

describe('seller accounts', () => {
  it('signs the caller up as the first member; a second sign-up is 409', async () => {
    const user = await makeUser(t().db, 'Kiran Rao');
    const res = await api<SellerAccountAnswer>('POST', '/seller/account', user, { name: '  Rao Media ', contactEmail: 'Sales@Rao.Example.com', contactPhone: '98765 43210' });
    expect(res.status).toBe(201);
    expect(res.body.account).toMatchObject({ name: 'Rao Media', contactEmail: 'sales@rao.example.com', contactPhone: '+919876543210' });
    expect(res.body.members).toEqual([{ _id: user.id, name: 'Kiran Rao', email: user.email, phone: null }]);
    expect((await api('GET', '/seller/account', user)).body).toEqual(res.body);
    expect((await api('POST', '/seller/account', user, { name: 'Again', contactEmail: 'a@b.example.com' })).status).toBe(409);
  });
});

describe('draft → submitted → published', () => {
  let profile: SellerProfile;

  it('creates an empty draft of the category at version 1', async () => {
    const res = await api<ProfileAnswer>('POST', '/seller/profiles', seller, { category: 'newspaper' });
    expect(res.status).toBe(201);
    profile = res.body.profile;
    expect(profile).toMatchObject({ category: 'newspaper', status: 'draft', version: 1, live: null, comments: [], lastComment: null, submittedAt: null });
    expect(profile._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('saves the draft with its score and a new version', async () => {
    const draft = readyDraft('newspaper', 'Mumbai Mirror', 'Mumbai', 2);
    const res = await api<ProfileAnswer>('PUT', `/seller/profiles/${profile._id}`, seller, { draft, version: 1 });
    expect(res.status).toBe(200);
    profile = res.body.profile;
    expect(profile).toMatchObject({ name: 'Mumbai Mirror', city: 'Mumbai', status: 'draft', version: 2, score: scoreSellerProfile(draft).score });
    expect(profile.draft).toEqual(draft);
    const list = await api<{ profiles: SellerProfileSummary[] }>('GET', '/seller/profiles', seller);
    expect(list.body.profiles[0]).toMatchObject({ _id: profile._id, name: 'Mumbai Mirror', score: profile.score });
  });

  it('submits it: staff see it in the queue with the seller name', async () => {
    const res = await api<ProfileAnswer>('POST', `/seller/profiles/${profile._id}/submit`, seller);
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ status: 'submitted', submittedAt: expect.any(String), version: 3 });
    const queue = await api<{ queue: ReviewQueueItem[] }>('GET', '/seller/review', staff);
    expect(queue.body.queue).toEqual([expect.objectContaining({ _id: profile._id, sellerId: seller.sellerId, sellerName: 'Mirror Group Media', status: 'submitted' })]);
    const one = await api<{ profile: SellerProfile & { sellerName: string } }>('GET', `/seller/review/${profile._id}`, staff);
    expect(one.body.profile).toMatchObject({ _id: profile._id, sellerName: 'Mirror Group Media', draft: profile.draft });
  });

  it('approves it: the catalog page and the search index have it at once', async () => {
    expect((await catalogPage(t, 'newspaper', 'mumbai-mirror')).status).toBe(404);
    const res = await api<ProfileAnswer>('POST', `/seller/review/${profile._id}/approve`, staff);
    expect(res.status).toBe(200);
    const live = res.body.profile;
    expect(live).toMatchObject({ status: 'published', live: { category: 'newspaper', slug: 'mumbai-mirror', publishedAt: expect.any(String) } });
    expect(live.live?.mediaId).toMatch(/^[0-9a-f]{24}$/);
    expect(live.comments).toEqual([{ at: expect.any(String), by: 'Review Staff', comment: '', decision: 'approved' }]);
    const mediaId = live.live!.mediaId;

    const page = await catalogPage(t, 'newspaper', 'mumbai-mirror');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ _id: mediaId, name: 'Mumbai Mirror', city: 'Mumbai', score: profile.score, popularity: 0, optionCount: 2, minPrice: 40_000 });
    expect(page.body.mediaOptions.map((o) => o._id)).toEqual([`${mediaId}-opt1`, `${mediaId}-opt2`]);
    expect(page.body.mediaOptions[0]).toMatchObject({ serviceTaxPercentage: 5, _media: mediaId, unitLabel: 'per insertion' });
    const facets = await t().db.selectFrom('media_facets').select('value').where('media_id', '=', mediaId).where('facet', '=', 'format').orderBy('value').execute();
    expect(facets.map((f) => f.value)).toEqual(['Full Page', 'Half Page']);

    expect(await suggestions('mumbai mirr')).toContainEqual(expect.objectContaining({ suggestion: 'Mumbai Mirror', toolName: 'newspaper' }));
    expect(await searchHits('mumbai mirror')).toContainEqual(expect.objectContaining({ _id: mediaId, _source: expect.objectContaining({ url: '/newspaper/mumbai-mirror' }) }));
    expect((await api<{ queue: unknown[] }>('GET', '/seller/review', staff)).body.queue).toEqual([]);
    expect((await api('POST', `/seller/review/${profile._id}/approve`, staff)).status).toBe(409);
    profile = live;
  });

  it('edits of the live profile wait for review; the live version keeps serving, then changes on approval', async () => {
    const mediaId = profile.live!.mediaId;
    const edited = { ...readyDraft('newspaper', 'Mumbai Mirror Daily', 'Mumbai', 1), mediaOptions: [{ ...profile.draft.mediaOptions[1], name: 'Back Page' }] };
    const saved = await api<ProfileAnswer>('PUT', `/seller/profiles/${profile._id}`, seller, { draft: edited, version: profile.version });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ status: 'draft', name: 'Mumbai Mirror Daily', live: profile.live });

    const before = await catalogPage(t, 'newspaper', 'mumbai-mirror');
    expect(before.body).toMatchObject({ name: 'Mumbai Mirror', optionCount: 2 });
    expect((await api<{ queue: unknown[] }>('GET', '/seller/review', staff)).body.queue).toEqual([]);

    const approved = await submitAndApprove(saved.body.profile);
    expect(approved.live).toMatchObject({ mediaId, slug: 'mumbai-mirror' });
    expect(approved.comments.map((c) => c.decision)).toEqual(['approved', 'approved']);
    const after = await catalogPage(t, 'newspaper', 'mumbai-mirror');
    expect(after.body).toMatchObject({ _id: mediaId, name: 'Mumbai Mirror Daily', optionCount: 1 });
    expect(after.body.mediaOptions.map((o) => [o._id, o.name])).toEqual([[`${mediaId}-opt2`, 'Back Page']]);
    const options = await t().db.selectFrom('media_options').select('id').where('media_id', '=', mediaId).execute();
    expect(options.map((o) => o.id)).toEqual([`${mediaId}-opt2`]);
    expect(await suggestions('mumbai mirror dai')).toContainEqual(expect.objectContaining({ suggestion: 'Mumbai Mirror Daily' }));
  });

  it('gives a second media of the same name a slug with its city', async () => {
    const other = await signUpSeller(t, 'Pune Papers');
    const draft = readyDraft('newspaper', 'Mumbai Mirror', 'Pune');
    const created = await savedProfile(t, other, draft);
    expect((await api('POST', `/seller/profiles/${created._id}/submit`, other)).status).toBe(200);
    const approved = await api<ProfileAnswer>('POST', `/seller/review/${created._id}/approve`, staff);
    expect(approved.body.profile.live?.slug).toBe('mumbai-mirror-pune');
    expect((await catalogPage(t, 'newspaper', 'mumbai-mirror-pune')).body).toMatchObject({ city: 'Pune' });
  });
});

describe('approval', () => {
  it('publishes once when two staff approve at the same moment', async () => {
    const profile = await savedProfile(t, seller, readyDraft('airport', 'Terminal Two Screens', 'Mumbai'));
    await api('POST', `/seller/profiles/${profile._id}/submit`, seller);
    const answers = await Promise.all([1, 2].map(() => api<ProfileAnswer>('POST', `/seller/review/${profile._id}/approve`, staff)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const media = await t().db.selectFrom('media').select('id').where('category', '=', 'airport').where('name', '=', 'Terminal Two Screens').execute();
    expect(media).toHaveLength(1);
    expect((await api<ProfileAnswer>('GET', `/seller/profiles/${profile._id}`, seller)).body.profile.comments).toHaveLength(1);
  });
});

describe('send back', () => {
  it('returns the profile to its seller with the comment; it leaves the queue until submitted again', async () => {
    const profile = await savedProfile(t, seller, readyDraft('radio', 'Radio Nasha', 'Delhi'));
    await api('POST', `/seller/profiles/${profile._id}/submit`, seller);
    const sent = await api<ProfileAnswer>('POST', `/seller/review/${profile._id}/send-back`, staff, { comment: '  Add your rate card.\nAnd a logo.  ' });
    expect(sent.status).toBe(200);
    const comment = { at: expect.any(String), by: 'Review Staff', comment: 'Add your rate card.\nAnd a logo.', decision: 'sent_back' };
    expect(sent.body.profile).toMatchObject({ status: 'changes_requested', comments: [comment], live: null });

    const seen = await api<ProfileAnswer>('GET', `/seller/profiles/${profile._id}`, seller);
    expect(seen.body.profile).toMatchObject({ status: 'changes_requested', comments: [comment], lastComment: comment });
    const list = await api<{ profiles: SellerProfileSummary[] }>('GET', '/seller/profiles', seller);
    expect(list.body.profiles.find((p) => p._id === profile._id)).toMatchObject({ status: 'changes_requested', lastComment: comment });
    expect((await api<{ queue: unknown[] }>('GET', '/seller/review', staff)).body.queue).toEqual([]);
    expect((await api('POST', `/seller/review/${profile._id}/send-back`, staff, { comment: 'Again' })).status).toBe(409);
    expect((await api('POST', `/seller/review/${profile._id}/approve`, staff)).status).toBe(409);

    const fixed = await api<ProfileAnswer>('PUT', `/seller/profiles/${profile._id}`, seller, { draft: { ...profile.draft, subTitle: 'With rates' }, version: seen.body.profile.version });
    expect(fixed.body.profile.status).toBe('changes_requested');
    expect((await api<ProfileAnswer>('POST', `/seller/profiles/${profile._id}/submit`, seller)).body.profile.status).toBe('submitted');
    const resaved = await api<ProfileAnswer>('PUT', `/seller/profiles/${profile._id}`, seller, { draft: profile.draft, version: fixed.body.profile.version + 1 });
    expect(resaved.body.profile).toMatchObject({ status: 'draft', submittedAt: null });
    expect((await api<{ queue: unknown[] }>('GET', '/seller/review', staff)).body.queue).toEqual([]);
  });

  it('needs a comment of 1 to 2000 characters', async () => {
    const profile = await savedProfile(t, seller, readyDraft('radio', 'Radio One', 'Pune'));
    await api('POST', `/seller/profiles/${profile._id}/submit`, seller);
    for (const comment of ['   ', 'x'.repeat(2001)]) {
      const res = await api('POST', `/seller/review/${profile._id}/send-back`, staff, { comment });
      expect(res).toMatchObject({ status: 400, body: { error: 'bad_request', fields: { comment: expect.any(String) } } });
    }
    expect((await api('POST', `/seller/review/${profile._id}/send-back`, staff, {})).status).toBe(400);
    expect((await api<ProfileAnswer>('GET', `/seller/profiles/${profile._id}`, seller)).body.profile).toMatchObject({ status: 'submitted', comments: [] });
  });
});

describe('GET /seller/stats', () => {
  it('counts views and adds to bag of each live listing over the last 30 days', async () => {
    const stats = await signUpSeller(t, 'Stats Media');
    const live = await submitAndApprove(await savedProfile(t, stats, readyDraft('magazine', 'Stats Weekly', 'Delhi')), stats);
    const draftOnly = await savedProfile(t, stats, readyDraft('magazine', 'Never Live', 'Delhi'));
    const path = `/magazine/${live.live!.slug}`;
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
    const event = (type: 'pageview' | 'action', p: string, daysAgo: number, name = 'add_to_bag') => (type === 'pageview'
      ? { type, path: p, at: at(daysAgo), sessionId: 's1' } : { type, name, path: p, at: at(daysAgo), sessionId: 's1' });
    await createEventRepository(t().db).insertBatch([
      event('pageview', path, 1), event('pageview', path, 29), event('pageview', path, 31), event('pageview', '/magazine/india-today', 1),
      event('action', path, 2), event('action', path, 40), event('action', path, 2, 'save_campaign'), event('action', '/magazine/other', 1),
    ] as never, null, new Date());
    const res = await api<{ days: number; stats: unknown[] }>('GET', '/seller/stats', stats);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ days: 30, stats: [{ profileId: live._id, views: 2, addsToBag: 1 }] });
    expect(res.body.stats).not.toContainEqual(expect.objectContaining({ profileId: draftOnly._id }));
  });
});
