import { unitValues, setUpBagApp, type Line } from '../../test/support/bag-app';
import { createBagRepository } from './bag.repository';
import { setUnitValue } from './bag.edits';

/** The bag's write routes; figures are worked by hand from the `np-calc` options (see test/support/bag-app.ts). */
const bagApp = setUpBagApp();
const { signedIn, call, bagOf, bagWith, staffBagWith, expectRefused } = bagApp;

describe('bag writes (service A)', () => {
  it('answers 401 without a token on every bag route', async () => {
    const calls: Array<[Parameters<typeof call>[1], string, unknown]> = [
      ['DELETE', '/bag', { ids: ['x'] }],
      ['PATCH', '/bag/pricingUnit', { mediaOptionId: 'x', type: 'pricingUnits', pricingUnitIdx: 0, val: 1 }],
      ['PATCH', '/bag/bulkedit', {}],
      ['PATCH', '/bag/resetMop', { mediaOptionId: 'x' }],
      ['PUT', '/bag/x/pricing-units', { pricingUnits: [], variablePricingUnits: [] }],
      ['PATCH', '/bag/changeName', { name: 'n' }],
      ['PATCH', '/bag/cloneMop', { mediaOption: 'x', index: 0 }],
      ['PUT', '/bag/update-info', { startDate: '2030-01-01' }],
      ['PATCH', '/bag/changeName', {}],
    ];
    for (const [method, url, payload] of calls) {
      for (const token of [null, 'not-a-token']) {
        const res = await call(token, method, url, payload);
        expect([method, url, res.statusCode]).toEqual([method, url, 401]);
        expect(res.json()).toMatchObject({ error: 'unauthorized' });
      }
    }
  });

  it('prices every line on read, with totals and the distinct units in use', async () => {
    const { bag } = await bagWith('Read', 'np-calc-o0', 'np-calc-o1');
    expect(bag.items).toHaveLength(2);
    expect(bag.items[0]).toMatchObject({
      _mediaOption: 'np-calc-o0', cardRate: 1000, discountedRate: 800, quantity: 1,
      subTotal: 8000, serviceTax: 1440, totalPrice: 9440, cardTotal: 10000, savings: 2000, minBillingApplied: false,
    });
    // Enabled values are resolved on read: Pune is never enabled; Full Page only under Delhi.
    expect(bag.items[0].variablePricingUnits[0]).toMatchObject({ value: 'Mumbai', enabledValues: ['Mumbai', 'Delhi'] });
    expect(bag.items[0].variablePricingUnits[1]).toMatchObject({ value: 'Half Page', enabledValues: ['Half Page'] });
    expect(bag.items[1]).toMatchObject({ subTotal: 1200, serviceTax: 216, totalPrice: 1416, cardTotal: 1500 });
    expect(bag.totals).toMatchObject({ count: 2, subTotal: 9200, serviceTax: 1656, totalPrice: 10856, cardTotal: 11500, savings: 2300, discountOnTotal: 0 });
    // New lines are selected.
    expect(bag.selectedTotals).toEqual(bag.totals);
    expect(bag.distinctPricingUnits).toEqual([
      { name: 'Insertions', kind: 'pricing' },
      { name: 'Edition', kind: 'select', values: ['Mumbai', 'Delhi', 'Pune'] },
      { name: 'Ad Size', kind: 'select', values: ['Full Page', 'Half Page'] },
      { name: 'Area', kind: 'number' },
      { name: 'Colour', kind: 'select', values: ['B/W', 'Colour'] },
    ]);
    expect(bag.discountOnTotal).toBeNull();
  });

  describe('PATCH /bag/pricingUnit', () => {
    it('sets a unit and answers the priced line; the next read is priced with it', async () => {
      const { token, bag } = await bagWith('Units', 'np-calc-o0', 'np-calc-o1');
      const id = bag.items[0]._id;
      const set = (type: string, pricingUnitIdx: number, val: unknown) =>
        call(token, 'PATCH', '/bag/pricingUnit', { mediaOptionId: id, type, pricingUnitIdx, val, bagId: bag._id });

      let res = await set('pricingUnits', 0, 3);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ _id: id, quantity: 3, discountedRate: 800, subTotal: 24000, totalPrice: 28320 });
      expect((await bagOf(token)).totals).toMatchObject({ subTotal: 25200 });

      // Delhi: +10 % → 880 × 10 × 3.
      res = await set('variablePricingUnits', 0, 'Delhi');
      expect(res.json().data).toMatchObject({ discountedRate: 880, subTotal: 26400 });
      expect(res.json().data.variablePricingUnits[1].enabledValues).toEqual(['Full Page', 'Half Page']);
      // Delhi + Full Page: +25 % → 1000 × 10 × 3.
      res = await set('variablePricingUnits', 1, 'Full Page');
      expect(res.json().data).toMatchObject({ discountedRate: 1000, cardRate: 1250, subTotal: 30000 });
      // Area 12 → 1000 × 12 × 3.
      res = await set('variablePricingUnits', 2, 12);
      expect(res.json().data).toMatchObject({ subTotal: 36000, totalPrice: 42480 });

      const after = await bagOf(token);
      expect(unitValues(after.items[0])).toEqual({ pricing: [3, 1], variable: ['Delhi', 'Full Page', 12] });
      expect(after.totals).toMatchObject({ subTotal: 37200 });
      // Back to Mumbai: Full Page is no longer enabled and falls back to Half Page.
      res = await set('variablePricingUnits', 0, 'Mumbai');
      expect(res.json().data.variablePricingUnits[1]).toMatchObject({ value: 'Half Page', enabledValues: ['Half Page'] });
      expect(res.json().data).toMatchObject({ discountedRate: 800, subTotal: 28800 });
    });

    it('answers exactly the line GET /bag prices, with or without a bulk discount, and stamps the bag', async () => {
      const { token, bag } = await staffBagWith('Line answer', 'np-calc-o0', 'np-calc-o1', 'np-calc-o0');
      const updatedAt = async () => (await bagApp.t.db.selectFrom('bags').select('updated_at').where('id', '=', bag._id).executeTakeFirstOrThrow()).updated_at;
      const patch = (index: number, pricingUnitIdx: number, val: unknown) =>
        call(token, 'PATCH', '/bag/pricingUnit', { mediaOptionId: bag.items[index]._id, type: 'pricingUnits', pricingUnitIdx, val, bagId: bag._id });

      let minutes = 0;
      for (const discountOnTotal of [null, '7%', 1001]) {
        await call(token, 'PUT', '/bag/update-info', { discountOnTotal });
        for (const [index, val] of [[1, 4], [2, 5], [0, 2]] as const) {
          const stamped = await updatedAt();
          bagApp.t.setNow(new Date(Date.now() + ++minutes * 60_000));
          const res = await patch(index, 0, val);
          expect(res.statusCode).toBe(200);
          expect(await updatedAt()).not.toBe(stamped);
          const after = await bagOf(token);
          expect(res.json().data).toEqual(after.items[index]);
          if (discountOnTotal !== null) expect(res.json().data.discountOnTotal).toBeGreaterThan(0);
          const reset = await call(token, 'PATCH', '/bag/resetMop', { mediaOptionId: bag.items[index]._id, bagId: bag._id });
          expect(reset.json().data).toEqual((await bagOf(token)).items[index]);
        }
      }
      // A refused edit leaves the bag's stamp as it was, too.
      const stamped = await updatedAt();
      bagApp.t.setNow(new Date(Date.now() + (minutes + 1) * 60_000));
      expect((await patch(0, 0, 0)).statusCode).toBe(400);
      expect(await updatedAt()).toBe(stamped);
      bagApp.t.setNow(new Date());
    });

    it('refuses invalid values with 400 and changes nothing', async () => {
      const { token, bag } = await bagWith('Bad units', 'np-calc-o0');
      const id = bag.items[0]._id;
      const bad: unknown[] = [
        { type: 'pricingUnits', pricingUnitIdx: 2, val: 1 }, // index out of range
        { type: 'variablePricingUnits', pricingUnitIdx: 3, val: 1 },
        { type: 'pricingUnits', pricingUnitIdx: 0, val: 0 }, // below min 1
        { type: 'variablePricingUnits', pricingUnitIdx: 2, val: 9 }, // below min 10
        { type: 'pricingUnits', pricingUnitIdx: 0, val: 'abc' }, // not a number
        { type: 'variablePricingUnits', pricingUnitIdx: 2, val: 'ten' },
        { type: 'pricingUnits', pricingUnitIdx: 0, val: null },
        { type: 'pricingUnits', pricingUnitIdx: 0, val: true },
        { type: 'variablePricingUnits', pricingUnitIdx: 0, val: 'Chennai' }, // not one of its values
        { type: 'variablePricingUnits', pricingUnitIdx: 0, val: 'Pune' }, // not enabled
        { type: 'variablePricingUnits', pricingUnitIdx: 1, val: 'Full Page' }, // not enabled under Mumbai
        { type: 'pricingUnits', pricingUnitIdx: 1, val: 2 }, // Days is not in use
        { type: 'units', pricingUnitIdx: 0, val: 2 },
        { type: 'pricingUnits', pricingUnitIdx: -1, val: 2 },
        { type: 'pricingUnits', pricingUnitIdx: 0 },
      ];
      for (const body of bad) {
        const res = await call(token, 'PATCH', '/bag/pricingUnit', { mediaOptionId: id, bagId: bag._id, ...(body as object) });
        expect([body, res.statusCode]).toEqual([body, 400]);
        await expectRefused(token, res);
      }
      expect(await bagOf(token)).toEqual(bag);
    });

    it("answers 404 for another user's line or bag", async () => {
      const a = await bagWith('Owner', 'np-calc-o0');
      const b = await bagWith('Intruder', 'np-calc-o0');
      const lineA = a.bag.items[0]._id;
      let res = await call(b.token, 'PATCH', '/bag/pricingUnit', { mediaOptionId: lineA, type: 'pricingUnits', pricingUnitIdx: 0, val: 5 });
      await expectRefused(b.token, res, 404);
      res = await call(b.token, 'PATCH', '/bag/pricingUnit', { mediaOptionId: b.bag.items[0]._id, type: 'pricingUnits', pricingUnitIdx: 0, val: 5, bagId: a.bag._id });
      await expectRefused(b.token, res, 404);
      expect(await bagOf(a.token)).toEqual(a.bag);
      expect(await bagOf(b.token)).toEqual(b.bag);
      // A user without a bag.
      const c = await signedIn('No bag');
      res = await call(c, 'PATCH', '/bag/pricingUnit', { mediaOptionId: lineA, type: 'pricingUnits', pricingUnitIdx: 0, val: 5 });
      await expectRefused(c, res, 404);
    });

    it('loses no edit when many run at once on one bag, two of them on each line', async () => {
      const lines = 30;
      const { token, bag } = await bagWith('Concurrent edits', ...Array.from({ length: lines }, () => 'np-calc-o0'));
      const patch = (id: string, type: string, val: unknown) =>
        call(token, 'PATCH', '/bag/pricingUnit', { mediaOptionId: id, type, pricingUnitIdx: type === 'pricingUnits' ? 0 : 2, val, bagId: bag._id });
      // Each line: its Insertions and its Area at once (two edits of one line's state), plus
      // refused edits in between, which must change nothing.
      const answers = await Promise.all(bag.items.flatMap((line: Line, i: number) => [
        patch(line._id, 'pricingUnits', 2 + i),
        patch(line._id, 'variablePricingUnits', 11 + i),
        ...(i % 5 === 0 ? [patch(line._id, 'pricingUnits', 0)] : []),
      ]));
      expect(answers.map((res) => res.statusCode).filter((code) => code === 200)).toHaveLength(2 * lines);
      expect(answers.map((res) => res.statusCode).filter((code) => code === 400)).toHaveLength(lines / 5);
      const after = await bagOf(token);
      expect(after.items.map((l: Line) => l._id)).toEqual(bag.items.map((l: Line) => l._id));
      expect(after.items.map((l: Line) => unitValues(l))).toEqual(
        Array.from({ length: lines }, (_, i) => ({ pricing: [2 + i, 1], variable: ['Mumbai', 'Half Page', 11 + i] })),
      );
      // Each answer is its line after its own edit (the other field as it was then: either value).
      for (const [i, line] of bag.items.entries()) {
        const [units, area] = [answers[i * 2 + Math.ceil(i / 5)], answers[i * 2 + 1 + Math.ceil(i / 5)]].map((res) => res.json().data);
        expect(units._id).toBe(line._id);
        expect(units.pricingUnits[0].value).toBe(2 + i);
        expect(area.variablePricingUnits[2].value).toBe(11 + i);
      }
    });

    it('loses no edit when two instances edit the same lines at once', async () => {
      const { token, bag } = await bagWith('Two instances', 'np-calc-o0', 'np-calc-o0', 'np-calc-o0');
      const userId = (await bagApp.t.db.selectFrom('bags').select('user_id').where('id', '=', bag._id).executeTakeFirstOrThrow()).user_id;
      // Two repositories on one store: two server instances, each batching its own edits.
      const [a, b] = [createBagRepository(bagApp.t.db), createBagRepository(bagApp.t.db)];
      const rounds = 15;
      await Promise.all(bag.items.flatMap((line: Line) => Array.from({ length: rounds }, (_, n) => [
        a.mutateLine(userId, {}, line._id, (l) => setUnitValue(l, 'pricingUnits', 0, 2 + n)),
        b.mutateLine(userId, {}, line._id, (l) => setUnitValue(l, 'variablePricingUnits', 2, 11 + n)),
      ]).flat()));
      const after = await bagOf(token);
      for (const line of after.items) expect(unitValues(line)).toEqual({ pricing: [1 + rounds, 1], variable: ['Mumbai', 'Half Page', 10 + rounds] });
    });
  });

  describe('PATCH /bag/bulkedit', () => {
    it('applies values to every line only where min <= value', async () => {
      const { token, bag } = await bagWith('Bulk', 'np-calc-o0', 'np-calc-o1');
      const res = await call(token, 'PATCH', '/bag/bulkedit', {
        bagId: bag._id,
        pricingUnits: [{ name: 'Insertions', value: 2 }],
        variablePricingUnits: [{ name: 'Edition', value: 'Delhi' }, { name: 'Colour', value: 'B/W' }, { name: 'Area', value: null }],
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      // o0 takes 2 (min 1); o1 keeps 3 (min 3).
      expect(unitValues(data.items[0])).toEqual({ pricing: [2, 1], variable: ['Delhi', 'Half Page', 10] });
      expect(unitValues(data.items[1])).toEqual({ pricing: [3], variable: ['B/W'] });
      expect(data.items[0]).toMatchObject({ discountedRate: 880, subTotal: 17600 });
      expect(data.items[1]).toMatchObject({ subTotal: 1200 });
      expect(data.totals).toMatchObject({ subTotal: 18800 });
      expect(await bagOf(token)).toEqual(data);

      // The record form; 5 is above both mins.
      const again = await call(token, 'PATCH', '/bag/bulkedit', { pricingUnits: { Insertions: 5 }, variablePricingUnits: { Area: 20 } });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.items.map((l: Line) => l.subTotal)).toEqual([880 * 20 * 5, 400 * 5]);
    });

    it('refuses units not in use, values of the wrong kind, and another bag', async () => {
      const { token, bag } = await bagWith('Bulk bad', 'np-calc-o0', 'np-calc-o1');
      const bad: unknown[] = [
        { pricingUnits: [{ name: 'Spots', value: 2 }] },
        { pricingUnits: [{ name: 'Days', value: 2 }] }, // not in use
        { pricingUnits: [{ name: 'Insertions', value: 'abc' }] },
        { pricingUnits: [{ name: 'Insertions', value: -1 }] },
        { pricingUnits: [{ name: 'Edition', value: 2 }] }, // a select is not a pricing unit
        { variablePricingUnits: [{ name: 'Edition', value: 'Chennai' }] },
        { variablePricingUnits: [{ name: 'Area', value: 'big' }] },
        { variablePricingUnits: [{ name: 'Insertions', value: 2 }] },
        { pricingUnits: 'Insertions' },
        { pricingUnits: [{ name: 'Insertions', value: 2 }], variablePricingUnits: [{ name: 'Edition', value: 'Chennai' }] },
      ];
      for (const body of bad) {
        const res = await call(token, 'PATCH', '/bag/bulkedit', { bagId: bag._id, ...(body as object) });
        expect([body, res.statusCode]).toEqual([body, 400]);
        await expectRefused(token, res);
      }
      const other = await bagWith('Bulk other', 'np-calc-o0');
      await expectRefused(token, await call(token, 'PATCH', '/bag/bulkedit', { bagId: other.bag._id, pricingUnits: [{ name: 'Insertions', value: 2 }] }), 404);
      expect(await bagOf(token)).toEqual(bag);
      expect(await bagOf(other.token)).toEqual(other.bag);
    });
  });

  describe('PATCH /bag/resetMop', () => {
    it('puts units back to min/default and clears agency rate and discount', async () => {
      const { token, bag } = await staffBagWith('Reset', 'np-calc-o0', 'np-calc-o1');
      const id = bag.items[0]._id;
      await call(token, 'PUT', `/bag/${id}/pricing-units`, {
        pricingUnits: [{ name: 'Insertions', value: 4 }, { name: 'Days', value: 1 }],
        variablePricingUnits: [{ name: 'Edition', value: 'Delhi' }, { name: 'Ad Size', value: 'Full Page' }, { name: 'Area', value: 15 }],
      });
      await call(token, 'PUT', '/bag/update-info', { mediaOptionId: id, agencyRate: 700, discount: '10%' });
      const edited = (await bagOf(token)).items[0];
      expect(edited).toMatchObject({ agencyRate: 700, discount: '10%', rateEdited: true, subTotal: 700 * 15 * 4 * 0.9 });

      const res = await call(token, 'PATCH', '/bag/resetMop', { mediaOptionId: id, bagId: bag._id });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(unitValues(data)).toEqual({ pricing: [1, 1], variable: ['Mumbai', 'Half Page', 10] });
      expect(data.agencyRate).toBeUndefined();
      expect(data.discount).toBeUndefined();
      expect(data).toMatchObject({ _id: id, rateEdited: false, discountedRate: 800, subTotal: 8000 });
      expect((await bagOf(token)).items).toEqual(bag.items);
    });

    it("answers 404 for another user's line and 400 for a bad body", async () => {
      const a = await bagWith('Reset A', 'np-calc-o0');
      const b = await bagWith('Reset B', 'np-calc-o0');
      await expectRefused(b.token, await call(b.token, 'PATCH', '/bag/resetMop', { mediaOptionId: a.bag.items[0]._id }), 404);
      await expectRefused(b.token, await call(b.token, 'PATCH', '/bag/resetMop', {}));
      // A number is not an id: bodies are not coerced.
      await expectRefused(b.token, await call(b.token, 'PATCH', '/bag/resetMop', { mediaOptionId: 7 }), 400);
      expect(await bagOf(a.token)).toEqual(a.bag);
    });
  });
});
