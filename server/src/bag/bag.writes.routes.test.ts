import { unitValues, setUpBagApp, type Line } from '../../test/support/bag-app';

/** The bag's write routes; figures are worked by hand from the `np-calc` options (see test/support/bag-app.ts). */
const bagApp = setUpBagApp();
const { signedIn, call, bagOf, bagWith, staffBagWith, expectRefused } = bagApp;

describe('bag writes (service A)', () => {
  describe('PUT /bag/{id}/pricing-units', () => {
    const good = {
      pricingUnits: [{ name: 'Insertions', value: 2, min: 1, inUse: true }, { name: 'Days', value: 1, inUse: false }],
      variablePricingUnits: [{ name: 'Edition', value: 'Delhi' }, { name: 'Ad Size', value: 'Full Page' }, { name: 'Area', value: 11 }],
    };

    it("replaces one line's units and answers the priced bag", async () => {
      const { token, bag } = await bagWith('Replace', 'np-calc-o0', 'np-calc-o0');
      const res = await call(token, 'PUT', `/bag/${bag.items[1]._id}/pricing-units`, good);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(unitValues(data.items[1])).toEqual({ pricing: [2, 1], variable: ['Delhi', 'Full Page', 11] });
      expect(data.items[1]).toMatchObject({ discountedRate: 1000, subTotal: 22000 });
      expect(data.items[0]).toEqual(bag.items[0]);
      expect(data.totals).toMatchObject({ subTotal: 30000 });
      // The unit definitions stay the line's own.
      expect(data.items[1].variablePricingUnits[2]).toMatchObject({ name: 'Area', type: 'number', min: 10 });
    });

    it('refuses units that do not fit the line with 400 and changes nothing', async () => {
      const { token, bag } = await bagWith('Replace bad', 'np-calc-o0');
      const id = bag.items[0]._id;
      const withUnit = (kind: 'pricingUnits' | 'variablePricingUnits', i: number, value: unknown) => ({
        ...good,
        [kind]: good[kind].map((u, j) => (j === i ? { ...u, value } : u)),
      });
      const bad: unknown[] = [
        { ...good, pricingUnits: good.pricingUnits.slice(0, 1) }, // count
        { ...good, pricingUnits: [{ name: 'Spots', value: 2 }, good.pricingUnits[1]] }, // names
        { ...good, variablePricingUnits: [...good.variablePricingUnits].reverse() }, // order
        withUnit('pricingUnits', 0, 0), // below min
        withUnit('pricingUnits', 0, 'two'),
        withUnit('pricingUnits', 1, 5), // not in use
        withUnit('variablePricingUnits', 2, 9), // below min
        withUnit('variablePricingUnits', 0, 'Pune'), // not enabled
        withUnit('variablePricingUnits', 0, 'Mumbai'), // then Full Page is not enabled
        withUnit('variablePricingUnits', 1, 'Quarter Page'),
        { pricingUnits: good.pricingUnits },
      ];
      for (const body of bad) {
        const res = await call(token, 'PUT', `/bag/${id}/pricing-units`, body);
        expect([body, res.statusCode]).toEqual([body, 400]);
        await expectRefused(token, res);
      }
      expect(await bagOf(token)).toEqual(bag);
      const other = await signedIn('Replace other');
      await expectRefused(other, await call(other, 'PUT', `/bag/${id}/pricing-units`, good), 404);
      expect(await bagOf(token)).toEqual(bag);
    });
  });

  describe('POST /bag with the units a plan chose', () => {
    it("prices each line with its chosen units; units a line cannot take leave the option's own", async () => {
      const token = await signedIn('Plan units');
      const res = await call(token, 'POST', '/bag', {
        items: [
          { _id: 'np-calc-o0', pricingUnits: [{ name: 'Insertions', value: 3 }] },
          // Below o1's minimum of 3, and a unit o1 does not have: both ignored.
          { _id: 'np-calc-o1', pricingUnits: [{ name: 'Insertions', value: 2 }, { name: 'Spots', value: 9 }] },
          { _id: 'np-calc-o1', pricingUnits: [{ name: 'Insertions', value: 5 }] },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ count: 3 });
      const bag = await bagOf(token);
      expect(bag.items.map((l: Line) => unitValues(l).pricing[0])).toEqual([3, 3, 5]);
      // 800 × Area 10 × 3 insertions; 400 × 3; 400 × 5.
      expect(bag.items.map((l: Line) => l.subTotal)).toEqual([24000, 1200, 2000]);
    });

    it("SPEC.md 5: a guest's local bag, sent at sign-in as it is stored (units the guest changed included), lands with those units", async () => {
      const token = await signedIn('Guest who signed in');
      // The local bag's items as the guest's bag page leaves them (shared-domain toLocalBagItem, then a unit edit).
      const stored = [
        { _id: 'np-calc-o0', _media: { _id: 'np-calc', discountedRate: 800 }, tobeLoaded: true, pricingUnits: [{ name: 'Insertions', value: 4 }] },
        { _id: 'np-calc-o1', _media: { _id: 'np-calc', discountedRate: 400 }, tobeLoaded: true },
      ];
      const res = await call(token, 'POST', '/bag', { items: stored });
      expect([res.statusCode, res.json()]).toEqual([200, { count: 2 }]);
      const bag = await bagOf(token);
      expect(bag.items.map((l: Line) => unitValues(l).pricing[0])).toEqual([4, 3]);
      // 800 × Area 10 × 4 insertions; 400 × o1's own 3.
      expect(bag.items.map((l: Line) => l.subTotal)).toEqual([32000, 1200]);
    });

    it('refuses malformed or huge units with 400 and adds nothing', async () => {
      const { token, bag } = await bagWith('Plan units bad', 'np-calc-o0');
      const bad: unknown[] = [
        [{ name: 'Insertions', value: 1e12 }],
        [{ name: 'Insertions', value: 2.5 }],
        [{ name: 'Insertions', value: 0 }],
        [{ name: '', value: 2 }],
        [{ name: 'Insertions', value: '3' }],
        [{ name: 'Insertions', value: 2, extra: true }],
        'three',
        Array.from({ length: 21 }, (_, i) => ({ name: `U${i}`, value: 1 })),
      ];
      for (const pricingUnits of bad) {
        const res = await call(token, 'POST', '/bag', { items: [{ _id: 'np-calc-o0', pricingUnits }] });
        expect([pricingUnits, res.statusCode]).toEqual([pricingUnits, 400]);
        await expectRefused(token, res);
      }
      expect(await bagOf(token)).toEqual(bag);
    });
  });

  describe('PATCH /bag/changeName', () => {
    it('renames the bag (trimmed), creating it when needed', async () => {
      const token = await signedIn('Namer');
      let res = await call(token, 'PATCH', '/bag/changeName', { name: '  Diwali push  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Diwali push', items: [] });
      expect((await bagOf(token)).name).toBe('Diwali push');
      res = await call(token, 'PATCH', '/bag/changeName', { name: 'x'.repeat(120) });
      expect(res.json().data.name).toBe('x'.repeat(120));
      for (const name of ['', '   ', 'x'.repeat(121), null, ['a', 'b']]) {
        const bad = await call(token, 'PATCH', '/bag/changeName', { name });
        expect([name, bad.statusCode]).toEqual([name, 400]);
        await expectRefused(token, bad);
      }
      await expectRefused(token, await call(token, 'PATCH', '/bag/changeName', {}));
      expect((await bagOf(token)).name).toBe('x'.repeat(120));
    });

    it("keeps the default name 'untitled-campaign' until renamed", async () => {
      const { bag } = await bagWith('Default name', 'np-calc-o1');
      expect(bag.name).toBe('untitled-campaign');
    });
  });

  describe('PATCH /bag/cloneMop', () => {
    it('inserts a priced copy with a new id right after the line', async () => {
      const { token, bag } = await bagWith('Clone', 'np-calc-o1', 'np-calc-o0', 'np-ht-mumbai-o0');
      const source = bag.items[1];
      await call(token, 'PATCH', '/bag/pricingUnit', { mediaOptionId: source._id, type: 'pricingUnits', pricingUnitIdx: 0, val: 2 });
      const res = await call(token, 'PATCH', '/bag/cloneMop', { mediaOption: source._id, index: 1 });
      expect(res.statusCode).toBe(200);
      const clone = res.json().data;
      expect(clone._id).toMatch(/^[0-9a-f]{24}$/);
      expect(clone._id).not.toBe(source._id);
      expect(clone).toMatchObject({ _mediaOption: 'np-calc-o0', _media: 'np-calc', subTotal: 16000, totalPrice: 18880 });
      expect(unitValues(clone)).toEqual({ pricing: [2, 1], variable: ['Mumbai', 'Half Page', 10] });

      const after = await bagOf(token);
      expect(after.items.map((l: Line) => l._id)).toEqual([bag.items[0]._id, source._id, clone._id, bag.items[2]._id]);
      expect(after.totals).toMatchObject({ count: 4, subTotal: 1200 + 16000 + 16000 + 27000 });
      // The clone is its own line: editing it leaves the source alone.
      await call(token, 'PATCH', '/bag/pricingUnit', { mediaOptionId: clone._id, type: 'pricingUnits', pricingUnitIdx: 0, val: 5 });
      const final = await bagOf(token);
      expect(final.items.map((l: Line) => l.subTotal)).toEqual([1200, 16000, 40000, 27000]);
      // Cloning the last line appends; clones keep their place across reads and later adds.
      const last = await call(token, 'PATCH', '/bag/cloneMop', { mediaOption: bag.items[2]._id, index: 3 });
      await call(token, 'POST', '/bag', { items: [{ _id: 'np-calc-o1' }] });
      const ids = (await bagOf(token)).items.map((l: Line) => l._id);
      expect(ids.slice(0, 5)).toEqual([bag.items[0]._id, source._id, clone._id, bag.items[2]._id, last.json().data._id]);
      expect(ids).toHaveLength(6);
      expect((await call(token, 'GET', '/bag/count')).json().data.count).toBe(6);
    });

    it('keeps every clone when clones and edits run at the same time', async () => {
      const { token, bag } = await bagWith('Clone parallel', 'np-calc-o0', 'np-calc-o1');
      const [first, second] = bag.items.map((l: Line) => l._id);
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => call(token, 'PATCH', '/bag/cloneMop', { mediaOption: first, index: 0 })),
        ...Array.from({ length: 4 }, (_, i) => call(token, 'PATCH', '/bag/pricingUnit', { mediaOptionId: second, type: 'pricingUnits', pricingUnitIdx: 0, val: 3 + i })),
      ]);
      for (const res of answers) expect(res.statusCode).toBe(200);
      const after = await bagOf(token);
      expect(after.items).toHaveLength(10);
      expect(after.items[0]._id).toBe(first);
      expect(after.items[9]._id).toBe(second);
      expect(new Set(after.items.map((l: Line) => l._id)).size).toBe(10);
      const positions = await bagApp.t.db.selectFrom('bag_items').select('position').where('bag_id', '=', bag._id).orderBy('position').execute();
      expect(new Set(positions.map((p) => Number(p.position))).size).toBe(10);
    });

    it("refuses a bad index with 400 and another user's line with 404", async () => {
      const { token, bag } = await bagWith('Clone bad', 'np-calc-o0');
      const id = bag.items[0]._id;
      for (const body of [{ mediaOption: id, index: 1 }, { mediaOption: id, index: -1 }, { mediaOption: id, index: 'first' }, { mediaOption: id }]) {
        const res = await call(token, 'PATCH', '/bag/cloneMop', body);
        expect([body, res.statusCode]).toEqual([body, 400]);
        await expectRefused(token, res);
      }
      const other = await signedIn('Clone other');
      await expectRefused(other, await call(other, 'PATCH', '/bag/cloneMop', { mediaOption: id, index: 0 }), 404);
      expect(await bagOf(token)).toEqual(bag);
    });
  });

  describe('PUT /bag/update-info', () => {
    it('sets agency rate, discount and schedule of a line (staff)', async () => {
      const { token, bag } = await staffBagWith('Info', 'np-calc-o0', 'np-calc-o1');
      const id = bag.items[0]._id;
      let res = await call(token, 'PUT', '/bag/update-info', { mediaOptionId: id, agencyRate: 500 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items[0]).toMatchObject({ agencyRate: 500, discountedRate: 500, rateEdited: true, subTotal: 5000, cardTotal: 10000 });
      res = await call(token, 'PUT', '/bag/update-info', { mediaOptionId: id, agencyRate: null, discount: '10%' });
      expect(res.json().data.items[0].agencyRate).toBeUndefined();
      expect(res.json().data.items[0]).toMatchObject({ discount: '10%', rateEdited: false, subTotal: 7200 });
      res = await call(token, 'PUT', '/bag/update-info', { mediaOptionId: id, discount: 500 });
      expect(res.json().data.items[0]).toMatchObject({ discount: 500, subTotal: 7500 });
      // A flat discount above the gross is clamped: nothing negative.
      res = await call(token, 'PUT', '/bag/update-info', { mediaOptionId: id, discount: 1_000_000 });
      expect(res.json().data.items[0]).toMatchObject({ subTotal: 0, totalPrice: 0 });
      res = await call(token, 'PUT', '/bag/update-info', { mediaOptionId: id, discount: null });
      expect(res.json().data.items[0].discount).toBeUndefined();
      // A schedule sets the quantity: 2 + 3 units → 800 × 10 × 5.
      res = await call(token, 'PUT', '/bag/update-info', { mediaOptionId: id, schedule: [{ date: '2030-01-01', units: 2 }, { date: '2030-01-02', units: 3 }] });
      expect(res.json().data.items[0]).toMatchObject({ quantity: 5, subTotal: 40000 });
      expect(res.json().data.items[0].schedule).toEqual([{ date: '2030-01-01', units: 2 }, { date: '2030-01-02', units: 3 }]);
      expect(res.json().data.items[1]).toEqual(bag.items[1]);
      expect((await bagOf(token)).totals).toMatchObject({ subTotal: 41200 });
      res = await call(token, 'PUT', '/bag/update-info', { mediaOptionId: id, schedule: [] });
      expect(res.json().data.items[0]).toMatchObject({ quantity: 1, subTotal: 8000 });
    });

    it('sets the bulk discount and the dates of the bag (staff)', async () => {
      const { token, bag } = await staffBagWith('Bag info', 'np-calc-o0', 'np-calc-o1');
      let res = await call(token, 'PUT', '/bag/update-info', { discountOnTotal: 1000, startDate: '2030-03-01', endDate: '2030-03-31' });
      expect(res.statusCode).toBe(200);
      let data = res.json().data;
      expect(data).toMatchObject({ _id: bag._id, discountOnTotal: 1000, startDate: '2030-03-01', endDate: '2030-03-31' });
      // 1000 split by subtotal 8000 : 1200 → 870 and 130.
      expect(data.items.map((l: Line) => [l.discountOnTotal, l.subTotal])).toEqual([[870, 7130], [130, 1070]]);
      expect(data.totals).toMatchObject({ discountOnTotal: 1000, subTotal: 8200, serviceTax: 1476, totalPrice: 9676 });
      expect(await bagOf(token)).toEqual(data);

      res = await call(token, 'PUT', '/bag/update-info', { discountOnTotal: '50%' });
      expect(res.json().data.totals).toMatchObject({ discountOnTotal: 4600, subTotal: 4600 });
      // A flat bulk discount above the total is clamped to it.
      res = await call(token, 'PUT', '/bag/update-info', { discountOnTotal: 99999 });
      data = res.json().data;
      expect(data.discountOnTotal).toBe(99999);
      expect(data.totals).toMatchObject({ discountOnTotal: 9200, subTotal: 0, totalPrice: 0 });
      // The priced line answered by a line route carries its share.
      const line = await call(token, 'PATCH', '/bag/pricingUnit', { mediaOptionId: bag.items[1]._id, type: 'pricingUnits', pricingUnitIdx: 0, val: 3 });
      expect(line.json().data).toMatchObject({ discountOnTotal: 1200, subTotal: 0 });

      res = await call(token, 'PUT', '/bag/update-info', { discountOnTotal: null, startDate: null, endDate: null });
      expect(res.json().data).toMatchObject({ discountOnTotal: null, startDate: null, endDate: null, totals: { subTotal: 9200 } });
    });

    it('validates every field with 400 and changes nothing', async () => {
      const { token, bag } = await bagWith('Info bad', 'np-calc-o0');
      const id = bag.items[0]._id;
      await call(token, 'PUT', '/bag/update-info', { startDate: '2030-03-10', endDate: '2030-03-20' });
      const before = await bagOf(token);
      const bad: unknown[] = [
        { agencyRate: 100 }, // no line
        { mediaOptionId: id, agencyRate: -1 },
        { mediaOptionId: id, agencyRate: 'cheap' },
        { mediaOptionId: id, discount: -5 },
        { mediaOptionId: id, discount: '150%' },
        { mediaOptionId: id, discount: '-5%' },
        { mediaOptionId: id, discount: 'abc' },
        { discountOnTotal: '101%' },
        { discountOnTotal: -1 },
        { discountOnTotal: 'ten' },
        { startDate: '2030-02-30' },
        { startDate: '03/10/2030' },
        { endDate: '2030-03-09' }, // before the stored start
        { startDate: '2030-03-21' }, // after the stored end
        { startDate: '2030-04-01', endDate: '2030-03-01' },
        { mediaOptionId: id, schedule: [{ date: '2030-03-10', units: -1 }] },
        { mediaOptionId: id, schedule: [{ date: 'soon', units: 1 }] },
        { mediaOptionId: id, schedule: [{ units: 1 }] },
        { mediaOptionId: id, schedule: { date: '2030-03-10', units: 1 } },
        { mediaOptionId: id, discount: '10%', discountOnTotal: '101%' }, // one bad field spoils the lot
      ];
      for (const body of bad) {
        const res = await call(token, 'PUT', '/bag/update-info', body);
        expect([body, res.statusCode]).toEqual([body, 400]);
        await expectRefused(token, res);
      }
      expect(await bagOf(token)).toEqual(before);
      const other = await signedIn('Info other');
      await expectRefused(other, await call(other, 'PUT', '/bag/update-info', { mediaOptionId: id, agencyRate: 1 }), 404);
      expect(await bagOf(token)).toEqual(before);
    });
  });

  describe('DELETE /bag', () => {
    it('removes lines and answers the lines left', async () => {
      const { token, bag } = await bagWith('Delete', 'np-calc-o0', 'np-calc-o1', 'np-ht-mumbai-o0');
      const res = await call(token, 'DELETE', '/bag', { ids: [bag.items[0]._id, bag.items[2]._id] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ count: 1 });
      const after = await bagOf(token);
      expect(after.items.map((l: Line) => l._id)).toEqual([bag.items[1]._id]);
      expect(after.totals).toMatchObject({ count: 1, subTotal: 1200 });
      expect((await call(token, 'DELETE', '/bag', { ids: [bag.items[1]._id] })).json()).toEqual({ count: 0 });
      expect((await bagOf(token)).totals).toMatchObject({ count: 0, subTotal: 0 });
    });

    it("refuses another user's line with 404 and a bad body with 400, deleting nothing", async () => {
      const a = await bagWith('Delete A', 'np-calc-o0');
      const b = await bagWith('Delete B', 'np-calc-o0');
      await expectRefused(b.token, await call(b.token, 'DELETE', '/bag', { ids: [b.bag.items[0]._id, a.bag.items[0]._id] }), 404);
      for (const body of [{ ids: [] }, {}, { ids: [5, {}] }]) await expectRefused(b.token, await call(b.token, 'DELETE', '/bag', body));
      // A lone id is not a list: bodies are not coerced.
      await expectRefused(b.token, await call(b.token, 'DELETE', '/bag', { ids: 'all' }), 400);
      expect(await bagOf(a.token)).toEqual(a.bag);
      expect(await bagOf(b.token)).toEqual(b.bag);
    });
  });
});
