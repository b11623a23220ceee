import { smallCatalog } from '../../../test/support/fixtures';
import { makeUser, type Actor } from '../../../test/support/campaign.fixtures';
import { campaignApiOf, dayFromToday, sellerOfMedia, verifiedBuyer } from '../../../test/support/holds.fixtures';
import type { Seller } from '../../../test/support/seller.fixtures';
import { appForSuite, createTestApp } from '../../../test/support/test-app';
import { formatDate } from 'shared-domain';
import { indiaTime } from '../requests/booking-mail';
import { readRequests } from '../requests/booking-rows.repository';

const t = appForSuite(() => createTestApp({ catalog: smallCatalog() }));
const api = campaignApiOf(t);
const OPTION = 'np-ht-mumbai-o0';
const LAST_UNIT = 'np-toi-delhi-o0';
const day = (n: number) => dayFromToday(n);
const start = Date.now();
const at = (hours: number) => t().setNow(new Date(start + hours * 3_600_000));

let seller: Seller;
let staff: Actor;
let buyer: Actor;

const holdCount = async () => Number((await t().db.selectFrom('booking_holds').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  at(0);
  seller = await sellerOfMedia(t, 'Sunil', 'np-ht-mumbai');
  staff = await makeUser(t().db, 'Planner', 'media-planner');
  buyer = await verifiedBuyer(t().db, 'Asha');
  expect((await api('PUT', `/availability/${OPTION}`, seller, { from: day(0), to: day(30), units: 3 })).status).toBe(200);
  expect((await api('PUT', `/availability/${LAST_UNIT}`, staff, { from: day(0), to: day(30), units: 1 })).status).toBe(200);
});

describe('issue 37: holds', () => {
  it('a hold needs a signed-in buyer with a verified phone', async () => {
    const body = { optionId: OPTION, from: day(2), to: day(4), units: 1 };
    expect((await api('POST', '/holds', null, body)).status).toBe(401);
    const unverified = await makeUser(t().db, 'Ravi');
    expect((await api('POST', '/holds', unverified, body)).body).toMatchObject({ error: 'phone_not_verified' });
    expect(await holdCount()).toBe(0);
  });

  it('bad holds are 400s naming the field, and hold nothing', async () => {
    await api('PUT', `/availability/${OPTION}`, seller, { from: day(10), to: day(10), units: 1 });
    const fieldsOf = async (body: object) => {
      const res = await api('POST', '/holds', buyer, { optionId: OPTION, units: 1, ...body });
      expect(res.status).toBe(400);
      return res.body.fields as Record<string, string>;
    };
    expect(Object.keys(await fieldsOf({ from: day(-1), to: day(2) }))).toEqual(['from']);
    expect(await fieldsOf({ from: day(4), to: day(2) })).toEqual({ to: 'The last day cannot be before the first day' });
    expect(await fieldsOf({ from: day(20), to: day(40) })).toEqual({ to: `Availability is kept until ${day(30)}; choose a last day on or before it` });
    expect(await fieldsOf({ from: day(2), to: day(4), units: 4 })).toEqual({ units: 'This option has 3 units on some of these days; ask for at most 3' });
    expect(await fieldsOf({ from: day(9), to: day(11), units: 2 })).toEqual({ units: expect.stringContaining('at most 1') });
    expect(Object.keys(await fieldsOf({ optionId: 'radio-mirchi-delhi-o0', from: day(2), to: day(4) }))).toEqual(['optionId']);
    const res = await api('POST', '/holds', buyer, { optionId: OPTION, from: day(2), to: day(4), units: 1, bagItemId: 'nope' });
    expect(res.body.fields).toEqual({ bagItemId: 'This line is not in your bag' });
    expect(res.body.message).toBe('bagItemId: This line is not in your bag');
    expect((await api('POST', '/holds', buyer, { optionId: 'nope', from: day(2), to: day(4), units: 1 })).status).toBe(404);
    expect(await holdCount()).toBe(0);
  });

  it('a hold takes units at once for everyone, sends the request to the seller by e-mail, and overlapping one\'s own is refused', async () => {
    const placed = await api('POST', '/holds', buyer, { optionId: OPTION, from: day(2), to: day(4), units: 2 });
    expect(placed.status).toBe(201);
    const { hold, request } = placed.body;
    expect(hold).toMatchObject({ optionId: OPTION, from: day(2), to: day(4), units: 2, status: 'active', requestId: request._id, mediaName: 'Hindustan Times' });
    expect(Date.parse(hold.expiresAt)).toBe(start + 48 * 3_600_000);
    expect(request).toMatchObject({ status: 'sent', holdId: hold._id, respondBy: hold.expiresAt, sellerName: 'Sunil Media', buyer: { name: 'Asha', company: null }, units: 2 });
    // The option's default line: one insertion at the offer rate, 18 % GST.
    expect(request.amounts).toEqual({ unitLabel: 'insertion', rate: 27000, quantity: 1, subTotal: 27000, gstPercent: 18, gst: 4860, total: 31860 });

    const read = await api('GET', `/availability?options=${OPTION}&from=${day(2)}&to=${day(4)}`, null);
    expect(read.body.availability[0].days[0]).toEqual({ date: day(2), units: 3, held: 2, booked: 0, free: 1 });
    expect(read.body.availability[0].summary).toEqual({ state: 'few', free: 1, label: '1 left', nextFree: null });

    const mail = await t().db.selectFrom('outbox').selectAll().where('to_address', '=', seller.email).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe(`New booking request: Hindustan Times, Option 1 (${formatDate(day(2))} to ${formatDate(day(4))})`);
    expect(mail[0].text).toContain(`Please answer by ${indiaTime(hold.expiresAt)}: accept, decline with a reason, or counter.`);
    expect(mail[0].text).toContain('Asha asks to book Option 1 of Hindustan Times (Mumbai).');

    const events = await t().db.selectFrom('booking_events').select('action').where('hold_id', '=', hold._id).orderBy('action').execute();
    expect(events.map((e) => e.action)).toEqual(['hold.placed', 'request.sent']);

    const overlap = await api('POST', '/holds', buyer, { optionId: OPTION, from: day(4), to: day(6), units: 1 });
    expect(overlap.body.fields).toEqual({ from: `You already hold this option from ${day(2)} to ${day(4)}; release that hold or choose other dates` });
    const other = await verifiedBuyer(t().db, 'Kiran');
    const taken = await api('POST', '/holds', other, { optionId: OPTION, from: day(3), to: day(5), units: 2 });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: 'taken', nextFree: { from: day(5), to: day(7) } });
    expect(taken.body.message).toContain(`the next free dates are ${day(5)} to ${day(7)}`);

    // The seller cannot clear held days back to on request, nor set fewer units than are held.
    expect((await api('PUT', `/availability/${OPTION}`, seller, { from: day(3), to: day(3), units: null })).status).toBe(409);
    expect((await api('PUT', `/availability/${OPTION}`, seller, { from: day(3), to: day(3), units: 1 })).body.message).toBe(`${day(3)} has 2 units held or booked; set at least 2 units`);
    expect((await api('PUT', `/availability/${OPTION}`, seller, { from: day(3), to: day(3), units: 3 })).status).toBe(200);

    expect((await api('GET', '/holds', buyer)).body.holds.map((h: { _id: string }) => h._id)).toEqual([hold._id]);
    expect((await api('GET', '/holds', other)).body.holds).toEqual([]);
  });

  it('50 buyers holding the last unit at once: exactly one wins, 49 are told it is taken with the next free dates', async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => verifiedBuyer(t().db, `Racer ${i}`)));
    const began = Date.now();
    const answers = await Promise.all(buyers.map((b) => api('POST', '/holds', b, { optionId: LAST_UNIT, from: day(5), to: day(6), units: 1 })));
    const settledMs = Date.now() - began;
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const lost of answers.filter((a) => a.status === 409)) expect(lost.body).toMatchObject({ error: 'taken', nextFree: { from: day(7), to: day(8) } });
    const live = await t().db.selectFrom('booking_holds').select('id').where('option_id', '=', LAST_UNIT).execute();
    expect(live).toHaveLength(1);
    expect(settledMs).toBeLessThan(20_000);
    const read = await api('GET', `/availability?options=${LAST_UNIT}&from=${day(5)}&to=${day(6)}`, null);
    expect(read.body.availability[0].summary).toEqual({ state: 'booked', free: 0, label: 'Booked', nextFree: { from: day(7), to: day(8) } });
  });

  it('an unconfirmed hold expires by the clock: the units are free again without any call, and its request reads expired', async () => {
    await api('PUT', `/availability/${LAST_UNIT}/settings`, staff, { holdHours: 2 });
    const first = await verifiedBuyer(t().db, 'Early');
    const placed = await api('POST', '/holds', first, { optionId: LAST_UNIT, from: day(12), to: day(12), units: 1 });
    expect(placed.status).toBe(201);
    expect(placed.body.hold.expiresAt).toBe(new Date(start + 2 * 3_600_000).toISOString());
    const late = await verifiedBuyer(t().db, 'Late');
    expect((await api('POST', '/holds', late, { optionId: LAST_UNIT, from: day(12), to: day(12), units: 1 })).status).toBe(409);

    at(2);
    const read = await api('GET', `/availability?options=${LAST_UNIT}&from=${day(12)}&to=${day(12)}`, null);
    expect(read.body.availability[0].days[0]).toMatchObject({ held: 0, free: 1 });
    expect((await api('GET', '/holds', first)).body.holds[0]).toMatchObject({ status: 'expired' });
    const [request] = await readRequests(t().db, [placed.body.request._id], new Date(start + 2 * 3_600_000));
    expect(request.status).toBe('expired');
    expect((await api('DELETE', `/holds/${placed.body.hold._id}`, first)).status).toBe(409);
    expect((await api('POST', '/holds', late, { optionId: LAST_UNIT, from: day(12), to: day(12), units: 1 })).status).toBe(201);
    at(0);
  });

  it('the owner releases an active hold: its request is cancelled and the units are free; others cannot', async () => {
    const owner = await verifiedBuyer(t().db, 'Owner');
    const placed = await api('POST', '/holds', owner, { optionId: OPTION, from: day(20), to: day(21), units: 3 });
    expect(placed.status).toBe(201);
    const id = placed.body.hold._id as string;
    expect((await api('DELETE', `/holds/${id}`, buyer)).status).toBe(404);
    const released = await api('DELETE', `/holds/${id}`, owner);
    expect(released.status).toBe(200);
    expect(released.body.hold).toMatchObject({ status: 'released' });
    const [request] = await readRequests(t().db, [placed.body.request._id], new Date());
    expect(request.status).toBe('cancelled');
    expect((await api('DELETE', `/holds/${id}`, owner)).status).toBe(409);
    const read = await api('GET', `/availability?options=${OPTION}&from=${day(20)}&to=${day(21)}`, null);
    expect(read.body.availability[0].summary.label).toBe('Available');

    // Confirmed (the seller accepted): no longer released by the buyer.
    const again = await api('POST', '/holds', owner, { optionId: OPTION, from: day(20), to: day(20), units: 1 });
    await t().db.updateTable('booking_holds').set({ status: 'confirmed', expires_at: null }).where('id', '=', again.body.hold._id).execute();
    expect((await api('DELETE', `/holds/${again.body.hold._id}`, owner)).status).toBe(409);
  });
  it('a buyer may have at most 20 holds waiting for answers at once; the 21st is refused and holds nothing', async () => {
    const option = (await t().db.selectFrom('media_options').select('id').where('media_id', 'like', '%amar%').orderBy('id').executeTakeFirstOrThrow()).id;
    expect((await api('PUT', `/availability/${option}`, staff, { from: day(40), to: day(70), units: 5 })).status).toBe(200);
    const hoarder = await verifiedBuyer(t().db, 'Hoarder');
    for (let i = 0; i < 20; i += 1) {
      expect((await api('POST', '/holds', hoarder, { optionId: option, from: day(40 + i), to: day(40 + i), units: 1 })).status).toBe(201);
    }
    const before = await holdCount();
    const refused = await api('POST', '/holds', hoarder, { optionId: option, from: day(65), to: day(65), units: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("You have 20 holds waiting for sellers' answers; release one or wait for an answer before holding more");
    expect(await holdCount()).toBe(before);
    // Released, one place is free again.
    const first = (await api('GET', '/holds', hoarder)).body.holds[0]._id as string;
    expect((await api('DELETE', `/holds/${first}`, hoarder)).status).toBe(200);
    expect((await api('POST', '/holds', hoarder, { optionId: option, from: day(65), to: day(65), units: 1 })).status).toBe(201);
  });
});
