import type { BagMediaOption } from '../entities/pricing-types';
import { canSetRates } from '../session/roles';
import {
  acceptRateRequest, BagEditError, checkRefusalReason, hasRateRequest, priceBag, priceOption, refuseRateRequest, repriceOption,
  setBagTerms, setLineTerms, REFUSAL_REASON_MAX, repriceWithBulkDiscount, describeRateRequest, rateAuthorityOf,
} from './index';

/** 2 insertions at ₹817 offer (card ₹1000), 18 % GST. */
const line = (over: Partial<BagMediaOption> = {}): BagMediaOption => ({
  _id: 'l1',
  _mediaOption: 'mo-1',
  _media: 'm-1',
  pricingUnits: [{ name: 'Insertions', value: 2, min: 1 }],
  variablePricingUnits: [],
  rates: { defaultRates: { cardRate: 1000, discountedRate: 817 } },
  ...over,
});

describe('canSetRates', () => {
  it.each([
    ['', false],
    ['  ', false],
    ['admin', true],
    ['planner', true],
    ['white-label-admin', true],
  ])('role %j may set rates: %s', (role, may) => {
    expect(canSetRates({ role })).toBe(may);
  });

  it('no user sets rates', () => {
    expect(canSetRates(null)).toBe(false);
    expect(canSetRates(undefined)).toBe(false);
  });

  it('an edit sets for who may, and requests for anyone else', () => {
    expect(rateAuthorityOf({ role: 'white-label-admin' })).toBe('set');
    expect(rateAuthorityOf({ role: 'admin' })).toBe('set');
    expect(rateAuthorityOf({ role: '' })).toBe('request');
    expect(rateAuthorityOf(null)).toBe('request');
  });
});

describe('a buyer requests a rate (setLineTerms with request)', () => {
  it('keeps an agency rate of ₹100 as a request; the priced fields and the price stay', () => {
    const before = line();
    const after = setLineTerms(before, { agencyRate: 100 }, undefined, 'request');
    expect(after.requestedRate).toBe(100);
    expect(after.agencyRate).toBeUndefined();
    expect(priceOption(after).totalPrice).toBe(priceOption(before).totalPrice);
    expect(priceOption(after).totalPrice).toBe(1928.12);
  });

  it('keeps a 50% discount as a request, normalised as a discount is', () => {
    const after = setLineTerms(line({ discount: 100 }), { discount: ' 50 %' }, undefined, 'request');
    expect(after.requestedDiscount).toBe('50%');
    expect(after.discount).toBe(100);
    expect(priceBag([after]).totals.totalPrice).toBe(priceBag([line({ discount: 100 })]).totals.totalPrice);
  });

  it('null withdraws the request', () => {
    const after = setLineTerms(line({ requestedRate: 100, requestedDiscount: '5%' }), { agencyRate: null, discount: null }, undefined, 'request');
    expect(hasRateRequest(after)).toBe(false);
  });

  it('refuses a bad request as it refuses a bad rate, and changes nothing', () => {
    const before = line();
    expect(() => setLineTerms(before, { agencyRate: -1 }, undefined, 'request')).toThrow(BagEditError);
    expect(() => setLineTerms(before, { discount: '150%' }, undefined, 'request')).toThrow(/percentage from 0% to 100%/);
    expect(() => setLineTerms(before, { agencyRate: 9e9 }, undefined, 'request')).toThrow(/would cost more than/);
    expect(before).toEqual(line());
  });

  it('staff (set) still set the priced fields', () => {
    const after = setLineTerms(line(), { agencyRate: 100 });
    expect(after.agencyRate).toBe(100);
    expect(after.requestedRate).toBeUndefined();
  });

  it('a requested bulk discount is kept apart from the bulk discount', () => {
    const bag = { startDate: null, endDate: null, discountOnTotal: 500 };
    expect(setBagTerms(bag, { discountOnTotal: '50%' }, '2026-01-01', undefined, 'request')).toEqual({ requestedDiscountOnTotal: '50%' });
    expect(setBagTerms(bag, { discountOnTotal: '50%' }, '2026-01-01')).toEqual({ discountOnTotal: '50%' });
    expect(() => setBagTerms(bag, { discountOnTotal: 'half' }, '2026-01-01', undefined, 'request')).toThrow(BagEditError);
  });
});

describe('staff accept or refuse', () => {
  it('accept makes the requested rate and discount the priced ones; repricing follows', () => {
    const saved = priceOption(line({ requestedRate: 100, requestedDiscount: '10%' }));
    const accepted = repriceOption(acceptRateRequest(saved));
    expect(accepted.agencyRate).toBe(100);
    expect(accepted.discount).toBe('10%');
    expect(hasRateRequest(accepted)).toBe(false);
    // 2 × ₹100 = ₹200, −10 % = ₹180, +18 % GST = ₹212.40
    expect(accepted.subTotal).toBe(180);
    expect(accepted.totalPrice).toBe(212.4);
  });

  it('accept keeps what was not asked for, and a line without a request is unchanged', () => {
    const accepted = acceptRateRequest(line({ discount: 50, requestedRate: 700 }));
    expect(accepted).toMatchObject({ agencyRate: 700, discount: 50 });
    const plain = line();
    expect(acceptRateRequest(plain)).toBe(plain);
  });

  it('repricing keeps the GST percent of the option and its bulk-discount share', () => {
    const print = priceBag([line({ serviceTaxPercentage: 5, requestedRate: 500 }), line({ _id: 'l2' })], { discountOnTotal: 100 }).options[0];
    const accepted = repriceOption(acceptRateRequest(print));
    expect(accepted.serviceTaxPercentage).toBe(5);
    expect(accepted.discountOnTotal).toBe(print.discountOnTotal);
    expect(accepted.subTotal).toBe(1000 - print.discountOnTotal);
  });

  it('refuse clears the request, records it with the reason, and leaves the price', () => {
    const asked = line({ agencyRate: 700, requestedRate: 100 });
    const refused = refuseRateRequest(asked, 'Below the publisher floor', '2026-11-29T10:00:00.000Z');
    expect(refused.agencyRate).toBe(700);
    expect(hasRateRequest(refused)).toBe(false);
    expect(refused.refusedRequest).toEqual({ requestedRate: 100, reason: 'Below the publisher floor', refusedAt: '2026-11-29T10:00:00.000Z' });
    expect(acceptRateRequest(refused)).toBe(refused);
  });

  it('checks a refusal reason', () => {
    expect(checkRefusalReason('  too low  ')).toBe('too low');
    expect(checkRefusalReason('')).toBeNull();
    expect(checkRefusalReason(undefined)).toBeNull();
    expect(() => checkRefusalReason('a'.repeat(REFUSAL_REASON_MAX + 1))).toThrow(/at most 500/);
    expect(() => checkRefusalReason('two\nlines')).toThrow(/one line/);
  });
});

describe('describeRateRequest', () => {
  it('names what was asked for', () => {
    expect(describeRateRequest({ requestedRate: 100 })).toBe('₹100');
    expect(describeRateRequest({ requestedDiscount: '50%' })).toBe('50% discount');
    expect(describeRateRequest({ requestedRate: 1500.5, requestedDiscount: 2000 })).toBe('₹1,500.50 and ₹2,000 discount');
    expect(describeRateRequest({})).toBeNull();
  });
});

describe('repriceWithBulkDiscount', () => {
  it('prices saved options again as priceBag with the accepted bulk discount, keeping their other fields', () => {
    const lines = [line({ display: { mediaName: 'A', optionName: 'a', category: 'radio', slug: 'a' } }), line({ _id: 'l2', serviceTaxPercentage: 5 })];
    const saved = priceBag(lines).options;
    const again = repriceWithBulkDiscount(saved, '10%');
    expect(again).toEqual(priceBag(lines, { discountOnTotal: '10%' }).options);
    expect(again[0].display?.mediaName).toBe('A');
    expect(again[1].serviceTaxPercentage).toBe(5);
  });
});
