import {
  canSignAs, checkOrderTerms, checkSign, checkSignatureName, checkWithdraw, DEFAULT_ORDER_TERMS, insertionOrderContent, insertionOrderNumber,
  isFullySigned, orderStatusOf,
} from './insertion-order';
import type { BookingParty, OrderSignature } from './types';

const party = (name: string): BookingParty => ({ name, company: null, gstin: null, address: null, email: null, phone: null });
const sig = (id: string, side: 'buyer' | 'seller', withdrawnAt: string | null = null): OrderSignature => ({
  _id: id, side, name: 'A Person', userId: 'u', sha256: 'ab'.repeat(32), signedAt: '2026-03-01T00:00:00Z', withdrawnAt,
});
const buyer = { isBuyer: true, isSellerSide: false };
const seller = { isBuyer: false, isSellerSide: true };
const staffOnly = { isBuyer: false, isSellerSide: false };

describe('insertion orders: content and number', () => {
  it('numbers an order by the request and version, and carries the standard terms', () => {
    expect(insertionOrderNumber('665f1a2b3c4d5e6f7a8b9c0d', 2)).toBe('IO-7A8B9C0D-v2');
    const content = insertionOrderContent({
      requestId: '665f1a2b3c4d5e6f7a8b9c0d', version: 1, issuedAt: '2026-03-01T00:00:00.000Z', buyer: party('Asha'), seller: party('Skyline Media'),
      option: { id: 'o1', name: 'Front face', mediaName: 'MG Road hoarding', category: 'outdoor', city: 'Bengaluru' },
      from: '2026-03-01', to: '2026-03-31', units: 1,
      amounts: { unitLabel: 'per month', rate: 1, quantity: 1, subTotal: 1, gstPercent: 18, gst: 0.18, total: 1.18 },
    });
    expect(content.number).toBe('IO-7A8B9C0D-v1');
    expect(content.terms).toEqual(DEFAULT_ORDER_TERMS);
  });

  it('checks typed names and revised terms', () => {
    expect(checkSignatureName('  Asha   Rao ')).toEqual({ ok: true, value: 'Asha Rao' });
    expect(checkSignatureName('A')).toEqual({ ok: false, message: 'Type your full name to sign' });
    expect(checkSignatureName('x'.repeat(121)).ok).toBe(false);
    expect(checkSignatureName('Asha\nRao').ok).toBe(false);
    expect(checkOrderTerms(['  Net 30 ', ''])).toEqual({ ok: true, value: ['Net 30'] });
    expect(checkOrderTerms([' ']).ok).toBe(false);
    expect(checkOrderTerms(['x'.repeat(501)]).ok).toBe(false);
  });
});

describe('insertion orders: signatures', () => {
  const awaiting = (signatures: OrderSignature[]) => ({ status: orderStatusOf(signatures), signatures });

  it('each side signs only for itself: a buyer signing as the seller is a 403', () => {
    expect(checkSign(awaiting([]), buyer, 'buyer')).toEqual({ ok: true });
    expect(checkSign(awaiting([]), buyer, 'seller')).toEqual({ ok: false, status: 403, message: 'Only the seller may sign as the seller' });
    expect(checkSign(awaiting([]), staffOnly, 'buyer')).toMatchObject({ ok: false, status: 403 });
    expect(checkSign(awaiting([sig('1', 'buyer')]), buyer, 'buyer')).toMatchObject({ ok: false, status: 409 });
    expect(checkSign({ status: 'superseded', signatures: [] }, seller, 'seller')).toMatchObject({ ok: false, status: 409 });
    expect(canSignAs(awaiting([sig('1', 'buyer')]), { isBuyer: true, isSellerSide: true })).toEqual(['seller']);
  });

  it('both sides signed: signed; a withdrawn signature no longer counts', () => {
    expect(isFullySigned([sig('1', 'buyer'), sig('2', 'seller')])).toBe(true);
    expect(orderStatusOf([sig('1', 'buyer'), sig('2', 'seller', '2026-03-02T00:00:00Z')])).toBe('awaiting-signatures');
    expect(checkSign(awaiting([sig('1', 'buyer', '2026-03-02T00:00:00Z')]), buyer, 'buyer')).toEqual({ ok: true });
  });

  it('a signature may be withdrawn until the other side signs', () => {
    const mine = sig('1', 'buyer');
    expect(checkWithdraw(awaiting([mine]), mine)).toEqual({ ok: true });
    expect(checkWithdraw(awaiting([mine, sig('2', 'seller')]), mine)).toMatchObject({ ok: false, status: 409 });
    expect(checkWithdraw(awaiting([mine, sig('2', 'seller', '2026-03-02T00:00:00Z')]), mine)).toEqual({ ok: true });
    const gone = sig('3', 'buyer', '2026-03-02T00:00:00Z');
    expect(checkWithdraw(awaiting([gone]), gone)).toMatchObject({ ok: false, message: 'This signature was already withdrawn' });
    expect(checkWithdraw({ status: 'superseded', signatures: [mine] }, mine)).toMatchObject({ ok: false, status: 409 });
  });
});
