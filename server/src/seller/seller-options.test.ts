/**
 * The media options of a profile, one at a time (SQLite and PostgreSQL): add, read, replace
 * and remove through `/seller/profiles/:id/options…`. Each write is saved as the whole draft's
 * PUT is: the score is stored, a bad value is a 400 naming `options.N.field` and changes
 * nothing, a stale version is 409, an edit of a live profile waits for review while the catalog
 * keeps serving. The profile routes' authorisation holds for every option route.
 */
import { emptyOption, scoreSellerProfile, SELLER_ROUTES, type SellerOptionDraft, type SellerProfile } from 'shared-domain';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { smallCatalog } from '../../test/support/fixtures';
import { apiOf, catalogPage, readyDraft, savedProfile, signUpSeller, storeFile, type Method, type Seller } from '../../test/support/seller.fixtures';
import { appForSuite, createTestApp } from '../../test/support/test-app';

const t = appForSuite(() => createTestApp({ catalog: smallCatalog() }));
const api = apiOf(t);
type ProfileAnswer = { profile: SellerProfile };
type OptionAnswer = { option: SellerOptionDraft; profile: SellerProfile };

let seller: Seller;
let other: Seller;
let buyer: Actor;
let staff: Actor;
let profile: SellerProfile;
beforeAll(async () => {
  seller = await signUpSeller(t, 'Option Seller');
  other = await signUpSeller(t, 'Other Option Seller');
  buyer = await makeUser(t().db, 'Option Buyer');
  staff = await makeUser(t().db, 'Option Staff', 'admin');
  profile = await savedProfile(t, seller, readyDraft('newspaper', 'Options Daily', 'Delhi', 2));
});

async function stored(id: string) {
  return t().db.selectFrom('seller_profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
const add = (option: Partial<SellerOptionDraft> | undefined, version = profile.version, who: Actor = seller) => (
  api<OptionAnswer>('POST', SELLER_ROUTES.options(profile._id), who, { ...(option ? { option } : {}), version })
);
const replace = (optionId: string, option: unknown, version = profile.version) => (
  api<OptionAnswer>('PUT', SELLER_ROUTES.option(profile._id, optionId), seller, { option, version })
);
const remove = (optionId: string, version = profile.version, id = profile._id) => (
  api<ProfileAnswer>('DELETE', `${SELLER_ROUTES.option(id, optionId)}?version=${version}`, seller)
);

describe('an option through its own routes', () => {
  it('lists the options, adds one with an id of its own, reads it, replaces it and removes it', async () => {
    const listed = await api<{ options: SellerOptionDraft[] }>('GET', SELLER_ROUTES.options(profile._id), seller);
    expect(listed).toMatchObject({ status: 200, body: { options: profile.draft.mediaOptions } });

    const fields = { name: 'Back Page', unitLabel: 'per insertion', _id: 'opt1' };
    const created = await add(fields);
    expect(created.status).toBe(201);
    const id = created.body.option._id;
    expect(id).toMatch(/^opt-[0-9a-f]{12}$/);
    expect(created.body.option).toEqual({ ...emptyOption(id), ...fields, _id: id });
    expect(created.body.profile).toMatchObject({ version: profile.version + 1, status: 'draft' });
    expect(created.body.profile.draft.mediaOptions).toEqual([...profile.draft.mediaOptions, created.body.option]);
    expect(JSON.parse((await stored(profile._id)).draft_json)).toEqual(created.body.profile.draft);
    profile = created.body.profile;

    const bare = await add(undefined);
    expect(bare.status).toBe(201);
    expect(bare.body.option).toEqual(emptyOption(bare.body.option._id));
    expect(new Set(bare.body.profile.draft.mediaOptions.map((o) => o._id)).size).toBe(4);
    profile = bare.body.profile;

    expect(await api('GET', SELLER_ROUTES.option(profile._id, id), seller)).toMatchObject({ status: 200, body: { option: created.body.option } });

    const replaced = await replace(id, { ...created.body.option, _id: 'another', name: 'Back Page Solus', descriptions: ['  Solus ad  '] });
    expect(replaced.status).toBe(200);
    expect(replaced.body.option).toEqual({ ...created.body.option, name: 'Back Page Solus', descriptions: ['Solus ad'] });
    expect(replaced.body.profile.draft.mediaOptions.map((o) => o._id)).toEqual(profile.draft.mediaOptions.map((o) => o._id));
    expect(replaced.body.profile.draft.mediaOptions[0]).toEqual(profile.draft.mediaOptions[0]);
    profile = replaced.body.profile;

    const removed = await remove(id);
    expect(removed.status).toBe(200);
    expect(removed.body.profile.draft.mediaOptions).toEqual(profile.draft.mediaOptions.filter((o) => o._id !== id));
    expect(removed.body.profile.version).toBe(profile.version + 1);
    profile = removed.body.profile;
    expect(await api('GET', SELLER_ROUTES.option(profile._id, id), seller)).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('is 404 for an option the profile does not have, and changes nothing', async () => {
    const before = await stored(profile._id);
    expect((await replace('opt-none', profile.draft.mediaOptions[0])).status).toBe(404);
    expect((await remove('opt-none')).status).toBe(404);
    expect(await stored(profile._id)).toEqual(before);
  });

  it('stores the score of the changed draft', async () => {
    const [first] = profile.draft.mediaOptions;
    const res = await replace(first._id, { ...first, _vendors: ['Print Partners'] });
    expect(res.status).toBe(200);
    expect(res.body.profile.score).toBe(scoreSellerProfile(res.body.profile.draft).score);
    expect(res.body.profile.score).toBeGreaterThan(profile.score);
    expect(Number((await stored(profile._id)).score)).toBe(res.body.profile.score);
    profile = res.body.profile;
  });
});

describe('a write the profile save refuses', () => {
  /** Expects a 400 naming exactly these fields, and the profile as it was. */
  async function expectRefused(write: () => Promise<{ status: number; body: { fields?: Record<string, string> } }>, fields: string[]) {
    const before = await stored(profile._id);
    const res = await write();
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {}).sort()).toEqual([...fields].sort());
    expect(await stored(profile._id)).toEqual(before);
  }

  it('is a 400 naming options.N.field, and nothing changes', async () => {
    const [first, second] = profile.draft.mediaOptions;
    const n = profile.draft.mediaOptions.length;
    await expectRefused(() => add({ rates: { defaultRates: { cardRate: 100, discountedRate: -5, minimumBilling: 0 }, otherRates: [] } }), [`options.${n}.rates.discountedRate`]);
    await expectRefused(() => replace(second._id, { ...second, name: 'x'.repeat(500), _template: 'Best' }), ['options.1.name', 'options.1._template']);
    await expectRefused(() => replace(first._id, { ...first, pricingUnits: 'many' }), ['options.0.pricingUnits']);
    const theirs = await storeFile(t().db, other, 'artwork', { width: 800, height: 600 });
    await expectRefused(() => replace(first._id, { ...first, referenceArtworks: [{ url: theirs }] }), ['options.0.referenceArtworks.0']);
  });

  it('is a 400 from the schema for a body without a version or an option that is no object', async () => {
    const [first] = profile.draft.mediaOptions;
    await expectRefused(() => api('POST', SELLER_ROUTES.options(profile._id), seller, { option: {} }), []);
    await expectRefused(() => api('PUT', SELLER_ROUTES.option(profile._id, first._id), seller, { option: 'text', version: profile.version }), []);
    await expectRefused(() => api('DELETE', SELLER_ROUTES.option(profile._id, first._id), seller), []);
  });

  it('is a 409 version_conflict with the profile as it is now for a stale version', async () => {
    const before = await stored(profile._id);
    const [first] = profile.draft.mediaOptions;
    for (const res of [await add({ name: 'Late' }, profile.version - 1), await replace(first._id, { ...first, name: 'Late' }, profile.version - 1), await remove(first._id, profile.version - 1)]) {
      expect(res).toMatchObject({ status: 409, body: { error: 'version_conflict', profile } });
    }
    expect(await stored(profile._id)).toEqual(before);
  });
});

describe('who may call the option routes', () => {
  type Route = { method: Method; path: (id: string, optionId: string, version: number | string) => string; body?: (p: SellerProfile) => unknown };
  const ROUTES: Route[] = [
    { method: 'GET', path: (id) => SELLER_ROUTES.options(id) },
    { method: 'POST', path: (id) => SELLER_ROUTES.options(id), body: (p) => ({ option: { name: 'Taken over' }, version: p.version }) },
    { method: 'GET', path: SELLER_ROUTES.option },
    { method: 'PUT', path: SELLER_ROUTES.option, body: (p) => ({ option: { ...p.draft.mediaOptions[0], name: 'Taken over' }, version: p.version }) },
    { method: 'DELETE', path: (id, optionId, version) => `${SELLER_ROUTES.option(id, optionId)}?version=${version}` },
  ];
  const cases = ROUTES.map((r) => [`${r.method} ${r.path(':id', ':optionId', 'N')}`, r] as const);
  const call = (route: Route, who: Actor | null) => api(route.method, route.path(profile._id, profile.draft.mediaOptions[0]._id, profile.version), who, route.body?.(profile));

  it.each(cases)('%s: 401 without a token, 404 not_a_seller for a user who is no seller, 404 for another seller; nothing changes', async (_name, route) => {
    const before = await stored(profile._id);
    expect(await call(route, null)).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    for (const who of [buyer, staff]) expect(await call(route, who)).toMatchObject({ status: 404, body: { error: 'not_a_seller' } });
    expect(await call(route, other)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await stored(profile._id)).toEqual(before);
  });
});

describe('an option edit of a profile in review or live', () => {
  it('takes a submitted profile out of the queue', async () => {
    const submitted = await savedProfile(t, seller, readyDraft('radio', 'Options FM', 'Delhi'));
    expect((await api('POST', SELLER_ROUTES.submit(submitted._id), seller)).status).toBe(200);
    const version = submitted.version + 1;
    const res = await api<OptionAnswer>('POST', SELLER_ROUTES.options(submitted._id), seller, { option: { name: 'Classifieds' }, version });
    expect(res.status).toBe(201);
    expect(res.body.profile).toMatchObject({ status: 'draft', submittedAt: null });
    expect((await api<{ queue: unknown[] }>('GET', SELLER_ROUTES.reviewQueue, staff)).body.queue).toEqual([]);
  });

  it('moves a live profile to draft while the catalog keeps the live version', async () => {
    const live = await savedProfile(t, seller, readyDraft('magazine', 'Options Weekly', 'Pune'));
    expect((await api('POST', SELLER_ROUTES.submit(live._id), seller)).status).toBe(200);
    const approved = (await api<ProfileAnswer>('POST', SELLER_ROUTES.approve(live._id), staff)).body.profile;
    expect(approved.status).toBe('published');
    const slug = approved.live!.slug;
    const [first] = approved.draft.mediaOptions;

    const res = await api<OptionAnswer>('PUT', SELLER_ROUTES.option(live._id, first._id), seller, { option: { ...first, name: 'Cover Page' }, version: approved.version });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ status: 'draft', live: approved.live });
    const page = await catalogPage(t, 'magazine', slug);
    expect(page.status).toBe(200);
    expect(page.body.mediaOptions.map((o) => o.name)).toEqual([first.name]);

    const removed = await remove(first._id, res.body.profile.version, live._id);
    expect(removed.body.profile).toMatchObject({ status: 'draft', live: approved.live, draft: { mediaOptions: [] } });
    expect((await catalogPage(t, 'magazine', slug)).body.mediaOptions.map((o) => o.name)).toEqual([first.name]);
  });
});
