import { priceBag, withoutVendorCosts } from 'shared-domain';
import { setUpBagSaveApp, type User } from '../../test/support/bag-save-app';

/**
 * Issue 32: a buyer's agency rate, discount and bulk discount are requests, kept apart from the
 * payable amounts; staff accept (the option is priced again) or refuse them on the campaign.
 */
const saveApp = setUpBagSaveApp();
const { signedInUser, addToBag, bagLines, save, campaign } = saveApp;

const api = (user: User | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  saveApp.t.app.inject({
    method, url, headers: user ? { authorization: `Bearer ${user.token}`, 'x-access-token': user.token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const bagOf = async (user: User) => (await api(user, 'GET', '/api/bag')).json().data;
const updateInfo = (user: User, body: unknown) => api(user, 'PUT', '/api/bag/update-info', body);
const decide = (user: User, id: string, optionId: string, action: 'accept' | 'refuse', body: unknown = {}) =>
  api(user, 'POST', `/campaign-api/campaigns/${id}/media-options/${optionId}/rate-request/${action}`, body);

describe('a buyer requests a rate in the bag', () => {
  it('holds an agency rate of ₹100 as requested; the line and the totals keep their price', async () => {
    const buyer = await signedInUser('Buyer 100');
    await addToBag(buyer, 'np-toi-delhi-o0', 'radio-mirchi-delhi-o0');
    const before = await bagOf(buyer);
    const line = before.items[0];
    expect(line.discountedRate).toBeGreaterThan(100);

    const res = await updateInfo(buyer, { mediaOptionId: line._id, agencyRate: 100, discount: '50%' });
    expect(res.statusCode).toBe(200);
    const after = res.json().data;
    expect(after.items[0]).toMatchObject({ requestedRate: 100, requestedDiscount: '50%', discountedRate: line.discountedRate, rateEdited: false });
    expect(after.items[0].agencyRate).toBeUndefined();
    expect(after.items[0].discount).toBeUndefined();
    expect(after.items[0].totalPrice).toBe(line.totalPrice);
    expect(after.totals).toEqual(before.totals);
    expect(await bagOf(buyer)).toEqual(after);

    // A bulk discount is a request too.
    const bulk = (await updateInfo(buyer, { discountOnTotal: '50%' })).json().data;
    expect(bulk).toMatchObject({ discountOnTotal: null, requestedDiscountOnTotal: '50%' });
    expect(bulk.totals).toEqual(before.totals);

    // null withdraws the request.
    const withdrawn = (await updateInfo(buyer, { mediaOptionId: line._id, agencyRate: null, discount: null })).json().data;
    expect(withdrawn.items[0].requestedRate).toBeUndefined();
    expect(withdrawn.items[0].requestedDiscount).toBeUndefined();
  });

  it('refuses bad requested values with 400 and changes nothing', async () => {
    const buyer = await signedInUser('Buyer bad');
    await addToBag(buyer, 'np-toi-delhi-o0');
    const id = (await bagOf(buyer)).items[0]._id;
    await updateInfo(buyer, { mediaOptionId: id, agencyRate: 100 });
    const before = await bagOf(buyer);
    for (const body of [
      { mediaOptionId: id, agencyRate: -1 }, { mediaOptionId: id, agencyRate: 1e12 }, { mediaOptionId: id, agencyRate: 0.001 },
      { mediaOptionId: id, discount: '150%' }, { mediaOptionId: id, discount: 'half' }, { discountOnTotal: '101%' },
      { mediaOptionId: id, agencyRate: 50, discountOnTotal: -1 },
    ]) {
      const res = await updateInfo(buyer, body);
      expect([body, res.statusCode]).toEqual([body, 400]);
    }
    expect(await bagOf(buyer)).toEqual(before);
  });

  it('staff and a white-label-admin set the rate itself', async () => {
    for (const role of ['planner', 'white-label-admin']) {
      const setter = await signedInUser(`Setter ${role}`, role);
      await addToBag(setter, 'np-toi-delhi-o0');
      const id = (await bagOf(setter)).items[0]._id;
      const data = (await updateInfo(setter, { mediaOptionId: id, agencyRate: 100 })).json().data;
      expect([role, data.items[0]]).toEqual([role, expect.objectContaining({ agencyRate: 100, discountedRate: 100, rateEdited: true })]);
      expect(data.items[0].requestedRate).toBeUndefined();
    }
  });

  it('never takes a rate or discount from the lines a client adds (the guest bag merged at sign-in)', async () => {
    const buyer = await signedInUser('Guest merge');
    const res = await api(buyer, 'POST', '/api/bag', {
      items: [{ _id: 'np-toi-delhi-o0', _media: { _id: 'x', discountedRate: 1 }, tobeLoaded: true, agencyRate: 1, discount: '99%', requestedRate: 1, discountOnTotal: '99%' }],
    });
    expect(res.statusCode).toBe(200);
    const [line] = await bagLines(buyer);
    expect(line).not.toHaveProperty('agencyRate');
    expect(line).not.toHaveProperty('discount');
    expect(line).not.toHaveProperty('requestedRate');
    // The buyer's answer carries no vendor costs (issue 32 item 3).
    expect((await bagOf(buyer)).totals).toEqual(withoutVendorCosts(priceBag([line]).totals));
  });
});

describe('staff decide a request on the campaign', () => {
  /** A buyer's campaign saved from a bag whose first line asks for ₹100 and whose bag asks for 10 % off. */
  async function savedWithRequest(name: string) {
    const buyer = await signedInUser(name);
    await addToBag(buyer, 'np-toi-delhi-o0', 'radio-mirchi-delhi-o0');
    const lines = await bagLines(buyer);
    await updateInfo(buyer, { mediaOptionId: lines[0]._id, agencyRate: 100 });
    await updateInfo(buyer, { discountOnTotal: '10%' });
    const res = await save(buyer);
    expect(res.statusCode).toBe(201);
    const id: string = res.json()._id;
    return { buyer, id, optionId: lines[0]._id, unpriced: priceBag(lines) };
  }

  it('saves the request apart: the campaign\'s amounts and balance due leave it out', async () => {
    const { buyer, id, unpriced } = await savedWithRequest('Saved request');
    const saved = await campaign(buyer, id);
    expect(saved.mediaOptions[0]).toMatchObject({ requestedRate: 100, totalPrice: unpriced.options[0].totalPrice });
    expect(saved.mediaOptions[0].agencyRate).toBeUndefined();
    expect(saved.totalPrice).toBe(unpriced.totals.totalPrice);
    expect(saved.balanceDue).toBe(unpriced.totals.totalPrice);
    expect(saved.requestedDiscountOnTotal).toBe('10%');
  });

  it('accept makes it the agency rate and prices the option and the campaign again', async () => {
    const { buyer, id, optionId, unpriced } = await savedWithRequest('Accepted');
    const staff = await signedInUser('Staff accept', 'planner');
    const res = await decide(staff, id, optionId, 'accept');
    expect(res.statusCode).toBe(200);
    const accepted = { ...unpriced.options[0], agencyRate: 100 } as Record<string, unknown>;
    const expected = priceBag([accepted as never, unpriced.options[1]]);
    const seen = await campaign(buyer, id);
    expect(seen.mediaOptions[0]).toMatchObject({ agencyRate: 100, discountedRate: 100, rateEdited: true, totalPrice: expected.options[0].totalPrice });
    expect(seen.mediaOptions[0].requestedRate).toBeUndefined();
    expect(seen.mediaOptions[1]).toEqual(withoutVendorCosts(JSON.parse(JSON.stringify(unpriced.options[1]))));
    expect(seen.totalPrice).toBe(expected.totals.totalPrice);
    expect(seen.totalPrice).toBeLessThan(unpriced.totals.totalPrice);
    expect(res.json().totalPrice).toBe(expected.totals.totalPrice);
    // Nothing left to accept.
    expect((await decide(staff, id, optionId, 'accept')).statusCode).toBe(409);
  });

  it('refuse clears it, keeps the price and shows the reason to the buyer', async () => {
    const { buyer, id, optionId, unpriced } = await savedWithRequest('Refused');
    const staff = await signedInUser('Staff refuse', 'planner');
    const res = await decide(staff, id, optionId, 'refuse', { reason: '  Below the publisher floor ' });
    expect(res.statusCode).toBe(200);
    const seen = await campaign(buyer, id);
    expect(seen.mediaOptions[0].requestedRate).toBeUndefined();
    expect(seen.mediaOptions[0].agencyRate).toBeUndefined();
    expect(seen.mediaOptions[0].refusedRequest).toMatchObject({ requestedRate: 100, reason: 'Below the publisher floor' });
    expect(seen.totalPrice).toBe(unpriced.totals.totalPrice);
  });

  it('only staff decide; bad input is refused and changes nothing', async () => {
    const { buyer, id, optionId } = await savedWithRequest('Guarded');
    const before = await campaign(buyer, id);
    const wla = await signedInUser('Agency admin', 'white-label-admin');
    for (const who of [buyer, wla]) {
      expect((await decide(who, id, optionId, 'accept')).statusCode).toBe(403);
      expect((await decide(who, id, optionId, 'refuse')).statusCode).toBe(403);
    }
    const staff = await signedInUser('Staff guard', 'planner');
    expect((await decide(staff, id, optionId, 'refuse', { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await decide(staff, id, optionId, 'refuse', { reason: 'two\nlines' })).statusCode).toBe(400);
    expect((await decide(staff, id, optionId, 'refuse', { reason: 7 })).statusCode).toBe(400);
    expect((await decide(staff, id, 'no-such-option', 'accept')).statusCode).toBe(404);
    expect((await decide(staff, 'no-such-campaign', optionId, 'accept')).statusCode).toBe(404);
    expect((await decide(staff, id, before.mediaOptions[1]._id, 'accept')).statusCode).toBe(409);
    const after = await campaign(buyer, id);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });

  it('staff accept the bulk discount asked for: split over every option, the campaign priced again; or refuse it', async () => {
    const { buyer, id, unpriced } = await savedWithRequest('Bulk');
    const staff = await signedInUser('Staff bulk', 'planner');
    const bulk = (action: 'accept' | 'refuse', who: User = staff, body: unknown = {}) =>
      api(who, 'POST', `/campaign-api/campaigns/${id}/rate-request/${action}`, body);
    expect((await bulk('accept', buyer)).statusCode).toBe(403);
    expect((await campaign(buyer, id)).requestedDiscountOnTotal).toBe('10%');

    const res = await bulk('accept');
    expect(res.statusCode).toBe(200);
    const expected = priceBag(unpriced.options.map((o, i) => (i === 0 ? { ...o, requestedRate: 100 } : o)), { discountOnTotal: '10%' });
    const seen = await campaign(buyer, id);
    expect(seen.requestedDiscountOnTotal).toBeUndefined();
    expect(seen.mediaOptions.map((o: { discountOnTotal: number }) => o.discountOnTotal)).toEqual(expected.options.map((o) => o.discountOnTotal));
    expect(seen.totalPrice).toBe(expected.totals.totalPrice);
    expect(seen.totalPrice).toBeLessThan(unpriced.totals.totalPrice);
    expect((await bulk('accept')).statusCode).toBe(409);

    const other = await savedWithRequest('Bulk refused');
    const refused = await api(staff, 'POST', `/campaign-api/campaigns/${other.id}/rate-request/refuse`, { reason: 'Not this quarter' });
    expect(refused.statusCode).toBe(200);
    const after = await campaign(other.buyer, other.id);
    expect(after.requestedDiscountOnTotal).toBeUndefined();
    expect(after.refusedDiscountOnTotal).toMatchObject({ requestedDiscountOnTotal: '10%', reason: 'Not this quarter' });
    expect(after.totalPrice).toBe(other.unpriced.totals.totalPrice);
  });
});
