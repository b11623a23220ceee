/**
 * What a save refuses (SQLite and PostgreSQL): malformed drafts, files that are not the
 * account's own or not of the right kind, a new category for a live profile, a stale
 * version; each is a 400 or 409 that changes nothing. A submission needs what review needs.
 */
import { scoreSellerProfile, type SellerProfile, type SellerProfileDraft } from 'shared-domain';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { apiOf, readyDraft, savedProfile, signUpSeller, storeFile, type Seller } from '../../test/support/seller.fixtures';
import { appForSuite, createTestApp } from '../../test/support/test-app';

const t = appForSuite(() => createTestApp());
const api = apiOf(t);
type ProfileAnswer = { profile: SellerProfile };

let seller: Seller;
let other: Seller;
let staff: Actor;
let profile: SellerProfile;
beforeAll(async () => {
  seller = await signUpSeller(t, 'Draft Seller');
  other = await signUpSeller(t, 'Other Seller');
  staff = await makeUser(t().db, 'Staff', 'admin');
  profile = await savedProfile(t, seller, readyDraft('digital', 'Cric Site', 'Mumbai'));
});

async function stored(id: string) {
  return t().db.selectFrom('seller_profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
const save = (draft: unknown, version = profile.version, id = profile._id) => api<ProfileAnswer>('PUT', `/seller/profiles/${id}`, seller, { draft, version });

/** Expects a 400 naming exactly these fields, and the profile as it was. */
async function expectRefused(draft: unknown, fields: string[]): Promise<void> {
  const before = await stored(profile._id);
  const res = await save(draft);
  expect(res.status).toBe(400);
  expect(res.body.error).toBe('bad_request');
  expect(Object.keys(res.body.fields ?? {}).sort()).toEqual([...fields].sort());
  for (const field of fields) expect(res.body.message).toContain(`${field}: `);
  expect(await stored(profile._id)).toEqual(before);
}

describe('PUT /seller/profiles/:id refuses', () => {
  it('malformed values, each with its field', async () => {
    const draft = profile.draft;
    await expectRefused({ ...draft, name: 'x'.repeat(500) }, ['name']);
    await expectRefused({ ...draft, category: 'billboards' }, ['category']);
    await expectRefused({ ...draft, audience: -5, city: 'Delhi '.repeat(40) }, ['audience', 'city']);
    const option = draft.mediaOptions[0];
    await expectRefused({ ...draft, mediaOptions: [{ ...option, rates: { ...option.rates, defaultRates: { ...option.rates.defaultRates, discountedRate: -5 } } }] }, ['options.0.rates.discountedRate']);
    await expectRefused({ ...draft, mediaOptions: [option, option] }, ['options.1._id']);
  });

  it('a draft that is not an object, or a missing version (schema)', async () => {
    for (const body of [{ draft: 'text', version: profile.version }, { draft: profile.draft }, { draft: profile.draft, version: 0 }, { draft: profile.draft, version: 1, extra: 1 }]) {
      const res = await api('PUT', `/seller/profiles/${profile._id}`, seller, body);
      expect(res).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    }
  });

  it('links to other sites and files of another account', async () => {
    const theirs = await storeFile(t().db, other, 'logo', { width: 300, height: 125 });
    const theirArtwork = await storeFile(t().db, other, 'artwork', { width: 800, height: 600 });
    const option = profile.draft.mediaOptions[0];
    await expectRefused({ ...profile.draft, logo: { url: 'https://example.com/logo.png', width: 300, height: 125 } }, ['logo']);
    await expectRefused({ ...profile.draft, logo: { url: theirs, width: 300, height: 125 } }, ['logo']);
    await expectRefused({ ...profile.draft, mediaOptions: [{ ...option, referenceArtworks: [{ url: theirArtwork }] }] }, ['options.0.referenceArtworks.0']);
    const unknown = `/api/seller/files/${'a'.repeat(24)}/kit.pdf`;
    await expectRefused({ ...profile.draft, mediaKitUrl: unknown }, ['mediaKit']);
  });

  it('files of the wrong kind', async () => {
    const artwork = await storeFile(t().db, seller, 'artwork', { width: 300, height: 125 });
    const kit = await storeFile(t().db, seller, 'mediaKit');
    const option = profile.draft.mediaOptions[0];
    await expectRefused({ ...profile.draft, logo: { url: artwork, width: 300, height: 125 }, mediaKitUrl: artwork }, ['logo', 'mediaKit']);
    await expectRefused({ ...profile.draft, mediaOptions: [{ ...option, referenceArtworks: [{ url: artwork }, { url: kit }] }] }, ['options.0.referenceArtworks.1']);
  });

  it('a stale version: 409 version_conflict with the profile as it is now', async () => {
    const fresh = await save({ ...profile.draft, subTitle: 'First tab' });
    expect(fresh.status).toBe(200);
    const before = await stored(profile._id);
    const stale = await save({ ...profile.draft, subTitle: 'Second tab' }, profile.version);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('version_conflict');
    expect((stale.body as unknown as ProfileAnswer).profile).toEqual(fresh.body.profile);
    expect(await stored(profile._id)).toEqual(before);
    profile = fresh.body.profile;
  });
});

describe('PUT /seller/profiles/:id accepts', () => {
  it("the account's own files, with the logo's stored size instead of the one sent", async () => {
    const logo = await storeFile(t().db, seller, 'logo', { width: 300, height: 125 });
    const kit = await storeFile(t().db, seller, 'mediaKit');
    const artwork = await storeFile(t().db, seller, 'artwork', { width: 640, height: 480 });
    const option = profile.draft.mediaOptions[0];
    const draft: SellerProfileDraft = {
      ...profile.draft, logo: { url: logo, width: 1, height: 1 }, mediaKitUrl: kit,
      mediaOptions: [{ ...option, referenceArtworks: [{ url: artwork }, { url: artwork }] }],
    };
    const res = await save(draft);
    expect(res.status).toBe(200);
    const expected = { ...draft, logo: { url: logo, width: 300, height: 125 } };
    expect(res.body.profile.draft).toEqual(expected);
    expect(res.body.profile.score).toBe(scoreSellerProfile(expected).score);
    expect(res.body.profile.score).toBeGreaterThan(profile.score);
    profile = res.body.profile;
  });

  it('a new category before the first approval', async () => {
    const draft = readyDraft('radio', 'Cric Radio', 'Mumbai');
    const created = await savedProfile(t, seller, readyDraft('newspaper', 'Cric News', 'Mumbai'));
    const res = await save(draft, created.version, created._id);
    expect(res.status).toBe(200);
    expect(res.body.profile.category).toBe('radio');
  });
});

describe('a live profile', () => {
  it('keeps its category', async () => {
    const live = await savedProfile(t, seller, readyDraft('cinema', 'PVR Andheri', 'Mumbai'));
    await api('POST', `/seller/profiles/${live._id}/submit`, seller);
    const approved = await api<ProfileAnswer>('POST', `/seller/review/${live._id}/approve`, staff);
    expect(approved.body.profile.status).toBe('published');
    const before = await stored(live._id);
    const res = await save({ ...approved.body.profile.draft, category: 'airport' }, approved.body.profile.version, live._id);
    expect(res).toMatchObject({ status: 400, body: { fields: { category: expect.any(String) } } });
    expect(await stored(live._id)).toEqual(before);
    expect((await api('POST', `/seller/profiles/${live._id}/submit`, seller)).status).toBe(409);
  });
});

describe('POST /seller/profiles/:id/submit', () => {
  it('refuses a profile that is not ready, naming each field, and keeps it a draft', async () => {
    const created = await api<ProfileAnswer>('POST', '/seller/profiles', seller, { category: 'magazine' });
    const res = await api('POST', `/seller/profiles/${created.body.profile._id}/submit`, seller);
    expect(res).toMatchObject({ status: 400, body: { error: 'bad_request', fields: { name: expect.any(String), city: expect.any(String), options: expect.any(String) } } });
    expect((await stored(created.body.profile._id)).status).toBe('draft');

    const draft = readyDraft('magazine', 'Weekly', 'Pune');
    draft.mediaOptions[0].rates.defaultRates.discountedRate = 0;
    const saved = await save(draft, created.body.profile.version, created.body.profile._id);
    const unpriced = await api('POST', `/seller/profiles/${saved.body.profile._id}/submit`, seller);
    expect(unpriced.body.fields).toEqual({ 'options.0.rates.discountedRate': expect.any(String) });
  });

  it('is idempotent while in review', async () => {
    const first = await api<ProfileAnswer>('POST', `/seller/profiles/${profile._id}/submit`, seller);
    const again = await api<ProfileAnswer>('POST', `/seller/profiles/${profile._id}/submit`, seller);
    expect(again.status).toBe(200);
    expect(again.body.profile).toEqual(first.body.profile);
  });
});
