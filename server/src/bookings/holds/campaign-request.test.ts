import { campaignAmounts, newBagLine, priceBag, type CatalogMediaOption, type PricedMediaOption } from 'shared-domain';
import { smallCatalog } from '../../../test/support/fixtures';
import { makeUser, type Actor } from '../../../test/support/campaign.fixtures';
import { campaignApiOf, dayFromToday, sellerOfMedia, verifiedBuyer } from '../../../test/support/holds.fixtures';
import type { Seller } from '../../../test/support/seller.fixtures';
import { appForSuite, createTestApp } from '../../../test/support/test-app';
import { createBagRepository } from '../../bag/bag.repository';
import { createCampaignRepository } from '../../campaigns/campaign.repository';

const t = appForSuite(() => createTestApp({ catalog: smallCatalog() }));
const api = campaignApiOf(t);
const KEPT = 'np-ht-mumbai-o0';
const ON_REQUEST = 'radio-mirchi-delhi-o0';
const day = (n: number) => dayFromToday(n);

let seller: Seller;
let owner: Actor;
let colleague: Actor;
let staff: Actor;

/** A campaign of `who` from `day(3)` to `day(6)` with one line per option id. */
async function campaignWith(who: Actor, optionIds: string[]): Promise<{ id: string; lineIds: string[] }> {
  const lines = [];
  for (const optionId of optionIds) {
    const row = await t().db.selectFrom('media_options as o').innerJoin('media as m', 'm.id', 'o.media_id')
      .select(['o.data_json', 'm.id', 'm.name', 'm.category', 'm.slug', 'm.city']).where('o.id', '=', optionId).executeTakeFirstOrThrow();
    lines.push(newBagLine(JSON.parse(row.data_json) as CatalogMediaOption, { _id: row.id, name: row.name, category: row.category, slug: row.slug, city: row.city }));
  }
  const priced = priceBag(lines).options as PricedMediaOption[];
  const created = await createCampaignRepository(t().db).create(who.id, {
    name: 'March push', status: 'Draft', doc: { plans: [], payments: [], mediaOptions: priced, startDate: day(3), endDate: day(6), ...campaignAmounts(priced) },
  });
  return { id: created.campaign._id, lineIds: priced.map((o) => o._id) };
}

beforeAll(async () => {
  seller = await sellerOfMedia(t, 'Sunil', 'np-ht-mumbai');
  owner = await verifiedBuyer(t().db, 'Asha');
  colleague = await verifiedBuyer(t().db, 'Ravi');
  staff = await makeUser(t().db, 'Planner', 'media-planner');
  expect((await api('PUT', `/availability/${KEPT}`, seller, { from: day(0), to: day(30), units: 2 })).status).toBe(200);
});

describe('issue 37: a campaign line becomes a request to its seller', () => {
  it('with a hold for the campaign\'s dates when availability is kept; without one when on request; once per line', async () => {
    const { id, lineIds } = await campaignWith(owner, [KEPT, ON_REQUEST]);
    const kept = await api('POST', `/campaigns/${id}/booking-requests`, owner, { lineId: lineIds[0] });
    expect(kept.status).toBe(201);
    expect(kept.body.hold).toMatchObject({ optionId: KEPT, from: day(3), to: day(6), units: 1, status: 'active', campaignId: id, lineId: lineIds[0] });
    expect(kept.body.request).toMatchObject({ status: 'sent', campaignId: id, lineId: lineIds[0], holdId: kept.body.hold._id, sellerName: 'Sunil Media' });
    expect(kept.body.request.amounts).toMatchObject({ rate: 27000, total: 31860 });

    const onRequest = await api('POST', `/campaigns/${id}/booking-requests`, staff, { lineId: lineIds[1] });
    expect(onRequest.status).toBe(201);
    expect(onRequest.body.hold).toBeNull();
    expect(onRequest.body.request).toMatchObject({ optionId: ON_REQUEST, holdId: null, status: 'sent', sellerName: 'MediaMart', buyer: { name: 'Asha' } });
    const event = await t().db.selectFrom('booking_events').select(['actor_role', 'actor_id']).where('request_id', '=', onRequest.body.request._id).executeTakeFirstOrThrow();
    expect(event).toEqual({ actor_role: 'staff', actor_id: staff.id });

    expect((await api('POST', `/campaigns/${id}/booking-requests`, owner, { lineId: lineIds[0] })).status).toBe(409);
    expect((await api('POST', `/campaigns/${id}/booking-requests`, owner, { lineId: 'nope' })).body.fields).toEqual({ lineId: 'This line is not in the campaign' });
    expect((await api('POST', `/campaigns/${id}/booking-requests`, colleague, { lineId: lineIds[1] })).status).toBe(404);
    expect((await api('GET', `/holds?campaignId=${id}`, owner)).body.holds).toHaveLength(1);
  });
});

describe('issue 37: holds placed from the bag go to the campaign at the save', () => {
  it('the hold and its request get the campaign and the campaign line (the bag line\'s id)', async () => {
    const buyer = await verifiedBuyer(t().db, 'Meena');
    await createBagRepository(t().db).addItems(buyer.id, [{ optionId: KEPT }, { optionId: ON_REQUEST }]);
    const lines = await createBagRepository(t().db).listLines(buyer.id);
    const line = lines.find((l) => l._mediaOption === KEPT)!;
    const placed = await api('POST', '/holds', buyer, { optionId: KEPT, from: day(10), to: day(12), units: 1, bagItemId: line._id });
    expect(placed.status).toBe(201);
    expect(placed.body.hold).toMatchObject({ bagItemId: line._id, campaignId: null, lineId: null });
    expect((await api('POST', '/holds', buyer, { optionId: ON_REQUEST, from: day(10), to: day(12), units: 1, bagItemId: line._id })).body.fields)
      .toEqual({ bagItemId: 'This bag line is of another media option' });

    const saved = await api('POST', '/campaigns/bag', buyer, {});
    expect(saved.status).toBe(201);
    const campaignId = saved.body._id as string;
    const [hold] = (await api('GET', `/holds?campaignId=${campaignId}`, buyer)).body.holds;
    expect(hold).toMatchObject({ _id: placed.body.hold._id, campaignId, lineId: line._id, bagItemId: line._id });
    const request = await t().db.selectFrom('booking_requests').select(['campaign_id', 'line_id']).where('id', '=', placed.body.request._id).executeTakeFirstOrThrow();
    expect(request).toEqual({ campaign_id: campaignId, line_id: line._id });
    const campaign = await api('GET', `/campaigns/${campaignId}`, buyer);
    expect(campaign.body.mediaOptions.map((o: { _id: string }) => o._id)).toContain(line._id);
  });
});
