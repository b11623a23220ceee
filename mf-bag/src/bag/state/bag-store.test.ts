import { ApiError, TIMEOUT_MESSAGE } from 'shared-domain';
import { newBagLine, priceBag } from 'shared-domain/pricing';
import { NEWSPAPER, RADIO, mediaOf } from '../../test/fake-bag-api';
import { applyOp, docFromServer, emptyDoc, toStoredLine, type BagDoc, type BagOp } from './bag-doc';
import { createBagStore, selectionFlags } from './bag-store';
import type { BagTransport, Reconcile } from './bag-transport';

const startDoc = (): BagDoc => ({
  ...emptyDoc(), _id: 'bag-1',
  lines: [newBagLine(NEWSPAPER, mediaOf(NEWSPAPER), 'a'), newBagLine(RADIO, mediaOf(RADIO), 'b')],
});

/** A transport whose answers the test releases one by one. */
function controlledTransport(server: { doc: BagDoc }) {
  const waiting: { op: BagOp; resolve(r: Reconcile): void; reject(e: unknown): void }[] = [];
  const transport: BagTransport = {
    guest: false,
    refusal: () => null,
    load: async () => server.doc,
    send: (op) => new Promise((resolve, reject) => waiting.push({ op, resolve, reject })),
  };
  const answer = () => {
    const next = waiting.shift()!;
    server.doc = applyOp(server.doc, next.op);
    const doc = server.doc;
    next.resolve({ apply: () => doc });
  };
  const fail = (err: unknown = new Error('500')) => waiting.shift()!.reject(err);
  return { transport, waiting, answer, fail };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('bag store', () => {
  it('shows an edit at once, sends writes one at a time in order, and ends on the server answer', async () => {
    const server = { doc: startDoc() };
    const t = controlledTransport(server);
    const store = createBagStore(t.transport, { onWriteError: jest.fn() });
    await store.load();
    expect(store.dispatch({ kind: 'setUnit', lineId: 'a', type: 'pricingUnits', index: 0, value: 3 })).toEqual({ ok: true });
    expect(store.dispatch({ kind: 'setUnit', lineId: 'b', type: 'pricingUnits', index: 0, value: 12 })).toEqual({ ok: true });
    // Both on screen before any answer; only the first has been sent.
    expect(store.getSnapshot().doc.lines.map((l) => l.pricingUnits[0].value)).toEqual([3, 12]);
    expect(store.getSnapshot().syncing).toBe(true);
    await flush();
    expect(t.waiting.map((w) => w.op.kind)).toEqual(['setUnit']);
    t.answer();
    await flush();
    expect(t.waiting).toHaveLength(1);
    t.answer();
    await store.idle();
    expect(store.getSnapshot().syncing).toBe(false);
    expect(store.getSnapshot().doc.lines.map((l) => l.pricingUnits[0].value)).toEqual([3, 12]);
  });

  it('refuses bad input without changing anything or calling the server', async () => {
    const server = { doc: startDoc() };
    const t = controlledTransport(server);
    const store = createBagStore(t.transport, { onWriteError: jest.fn() });
    await store.load();
    const before = store.getSnapshot();
    const result = store.dispatch({ kind: 'setUnit', lineId: 'b', type: 'pricingUnits', index: 0, value: 5 });
    expect(result).toEqual({ ok: false, message: 'Spots must be at least 10' });
    expect(store.dispatch({ kind: 'setUnit', lineId: 'a', type: 'variablePricingUnits', index: 0, value: 'Chennai' }).ok).toBe(false);
    expect(store.dispatch({ kind: 'rename', name: '   ' }).ok).toBe(false);
    expect(store.getSnapshot()).toBe(before);
    await flush();
    expect(t.waiting).toHaveLength(0);
  });

  it('drops a failed write, reports it and reads the bag back', async () => {
    const server = { doc: startDoc() };
    const t = controlledTransport(server);
    const onWriteError = jest.fn();
    const store = createBagStore(t.transport, { onWriteError });
    await store.load();
    store.dispatch({ kind: 'remove', ids: ['a'] });
    expect(store.getSnapshot().doc.lines.map((l) => l._id)).toEqual(['b']);
    await flush();
    t.fail();
    await store.idle();
    await flush();
    expect(onWriteError).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().doc.lines.map((l) => l._id)).toEqual(['a', 'b']);
  });

  it('keeps a write that got no answer, and every edit after it, until a retry (or the next edit) saves them', async () => {
    const server = { doc: startDoc() };
    const t = controlledTransport(server);
    const onWriteError = jest.fn();
    const store = createBagStore(t.transport, { onWriteError });
    await store.load();
    store.dispatch({ kind: 'setUnit', lineId: 'a', type: 'pricingUnits', index: 0, value: 3 });
    store.dispatch({ kind: 'rename', name: 'Diwali' });
    await flush();
    t.fail(new ApiError(0, 'timeout', TIMEOUT_MESSAGE));
    await store.idle();
    const held = store.getSnapshot();
    expect(held).toMatchObject({ writeError: `Server Error! ${TIMEOUT_MESSAGE}`, unsaved: 2, syncing: false });
    expect(held.doc.name).toBe('Diwali');
    expect(held.doc.lines[0]!.pricingUnits[0]!.value).toBe(3);
    expect(onWriteError).not.toHaveBeenCalled();

    // The next edit sends the held ones first, in order.
    store.dispatch({ kind: 'setUnit', lineId: 'b', type: 'pricingUnits', index: 0, value: 12 });
    expect(store.getSnapshot()).toMatchObject({ writeError: null, syncing: true, unsaved: 3 });
    await flush();
    expect(t.waiting.map((w) => w.op.kind)).toEqual(['setUnit']);
    t.answer();
    await flush();
    t.answer();
    await flush();
    t.answer();
    await store.idle();
    expect(store.getSnapshot()).toMatchObject({ writeError: null, unsaved: 0, syncing: false });
    expect(server.doc.name).toBe('Diwali');
    expect(server.doc.lines.map((l) => l.pricingUnits[0]!.value)).toEqual([3, 12]);
  });

  it('a refused write (4xx) is dropped at once, not held', async () => {
    const server = { doc: startDoc() };
    const t = controlledTransport(server);
    const onWriteError = jest.fn();
    const store = createBagStore(t.transport, { onWriteError });
    await store.load();
    store.dispatch({ kind: 'rename', name: 'Diwali' });
    await flush();
    t.fail(new ApiError(400, 'bad_request', 'name is too long'));
    await store.idle();
    expect(onWriteError).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ writeError: null, unsaved: 0 });
  });

  it("swaps a clone's temporary id for the server's in edits queued behind it", async () => {
    const server = { doc: startDoc() };
    const sent: BagOp[] = [];
    const transport: BagTransport = {
      guest: false,
      refusal: () => null,
      load: async () => server.doc,
      async send(op) {
        sent.push(op);
        if (op.kind === 'clone') {
          server.doc = applyOp(server.doc, { ...op, cloneId: 'server-clone' });
          const doc = server.doc;
          return { apply: () => doc, remap: { from: op.cloneId, to: 'server-clone' } };
        }
        server.doc = applyOp(server.doc, op);
        const doc = server.doc;
        return { apply: () => doc };
      },
    };
    const store = createBagStore(transport, { onWriteError: jest.fn() });
    await store.load();
    store.dispatch({ kind: 'clone', lineId: 'a', cloneId: 'tmp-1' });
    store.dispatch({ kind: 'setUnit', lineId: 'tmp-1', type: 'pricingUnits', index: 0, value: 4 });
    await store.idle();
    expect(sent[1]).toMatchObject({ kind: 'setUnit', lineId: 'server-clone' });
    expect(store.getSnapshot().doc.lines.map((l) => [l._id, l.pricingUnits[0].value])).toEqual([['a', 1], ['server-clone', 4], ['b', 10]]);
  });

  it('reports the line count when it changes', async () => {
    const server = { doc: startDoc() };
    const t = controlledTransport(server);
    const counts: number[] = [];
    const store = createBagStore(t.transport, { onWriteError: jest.fn(), onCountChange: (c) => counts.push(c) });
    await store.load();
    store.dispatch({ kind: 'remove', ids: ['a'] });
    await flush();
    t.answer();
    await store.idle();
    expect(counts).toEqual([2, 1]);
  });

  it('keeps select-all, indeterminate and delete-all consistent', async () => {
    const server = { doc: startDoc() };
    const store = createBagStore(controlledTransport(server).transport, { onWriteError: jest.fn() });
    await store.load();
    const flags = () => selectionFlags(store.getSnapshot().doc.lines, store.getSnapshot().selection);
    expect(flags()).toEqual({ selectedCount: 2, isSelectAll: true, isIndeterminate: false, isDeleteAll: true });
    store.toggle('a');
    expect(flags()).toEqual({ selectedCount: 1, isSelectAll: false, isIndeterminate: true, isDeleteAll: false });
    store.selectAll(false);
    expect(flags()).toEqual({ selectedCount: 0, isSelectAll: false, isIndeterminate: false, isDeleteAll: false });
    store.selectAll(true);
    expect(flags().isSelectAll).toBe(true);
  });
});

describe('priced lines read back from the API', () => {
  it('are re-priced from their stored fields, so a changed select changes the minimum billing too', () => {
    // No minimum billing of its own: rule 9's default (rate × number-unit defaults) applies.
    const line = { ...newBagLine(NEWSPAPER, mediaOf(NEWSPAPER), 'a'), minimumBilling: undefined };
    const pricedItem = priceBag([line]).options[0];
    const doc = docFromServer({ _id: 'bag', name: 'x', items: [pricedItem] });
    expect(doc.lines[0]).not.toHaveProperty('minBilling');
    expect(doc.lines[0]).not.toHaveProperty('subTotal');
    expect(toStoredLine(pricedItem).pricingUnits).toEqual(line.pricingUnits);
    const delhi = applyOp(doc, { kind: 'setUnit', lineId: 'a', type: 'variablePricingUnits', index: 0, value: 'Delhi' });
    // Delhi is 10% dearer: 8 → 8.8 → 9 (rule 4), and the default minimum billing follows (rule 9: 9 × Area 100).
    expect(priceBag(doc.lines).options[0].minBilling).toBe(800);
    expect(priceBag(delhi.lines).options[0].discountedRate).toBe(9);
    expect(priceBag(delhi.lines).options[0].minBilling).toBe(900);
  });
});
