/** SPEC.md section 8 on every bag write the bag screen makes: a non-ok answer says 'Server Error!'. */
import axios from 'axios';
import { createFakeApi } from '../../test/fake-bag-api';
import type { BagOp } from './bag-doc';
import { createBagStore } from './bag-store';
import { serverTransport } from './bag-transport';
import { messageOf } from './bag-write-queue';

const NP = 'line-np-1-1';

const writes: [string, string, BagOp][] = [
  ['a unit edit', 'PATCH /bag/pricingUnit', { kind: 'setUnit', lineId: NP, type: 'pricingUnits', index: 0, value: 2 }],
  ['a bulk edit', 'PATCH /bag/bulkedit', { kind: 'bulkEdit', pricingUnits: [{ name: 'Insertions', value: 2 }], variablePricingUnits: [] }],
  ['a reset', 'PATCH /bag/resetMop', { kind: 'reset', lineId: NP }],
  ['a clone', 'PATCH /bag/cloneMop', { kind: 'clone', lineId: NP, cloneId: 'tmp-1' }],
  ['a delete', 'DELETE /bag', { kind: 'remove', ids: [NP] }],
  ['a rename', 'PATCH /bag/changeName', { kind: 'rename', name: 'Diwali push' }],
  ['a line’s terms (update-info)', 'PUT /bag/update-info', { kind: 'lineInfo', lineId: NP, discount: 10, authority: 'set' }],
  ['the bag’s terms (update-info)', 'PUT /bag/update-info', { kind: 'bagInfo', discountOnTotal: 100, authority: 'set' }],
];

async function failingWrite(route: string, op: BagOp, status: number, body?: unknown): Promise<string[]> {
  const api = createFakeApi();
  const shown: string[] = [];
  const store = createBagStore(serverTransport(axios.create({ adapter: api.adapter })), { onWriteError: (err) => shown.push(messageOf(err)) });
  await store.load();
  api.failNext(route, status, body);
  expect(store.dispatch(op)).toEqual({ ok: true });
  await store.idle();
  return shown;
}

describe('bag writes that fail', () => {
  it.each(writes)("SPEC.md 8: %s refused by the server says 'Server Error!' with the server's detail", async (_what, route, op) => {
    const shown = await failingWrite(route, op, 409, { error: 'conflict', message: 'The option is no longer available.' });
    expect(shown).toEqual(['Server Error! The option is no longer available.']);
  });

  it.each(writes)("SPEC.md 8: %s answered without words says 'Server Error!' alone", async (_what, route, op) => {
    expect(await failingWrite(route, op, 404, {})).toEqual(['Server Error!']);
  });
});
