import type { BagMediaOption } from '../entities/pricing-types';
import { priceBag } from '../pricing/price-bag';
import { round2 } from '../pricing/rounding';
import { campaignAmounts, removeCampaignOption, removeOptionFromPlans } from './campaign-options';

const option = (id: string, insertions: number, discountedRate: number): BagMediaOption => ({
  _id: id, _mediaOption: `mo-${id}`, _media: 'm-1',
  pricingUnits: [{ name: 'Insertions', value: insertions }], variablePricingUnits: [],
  rates: { defaultRates: { cardRate: discountedRate * 1.25, discountedRate, vendorRate: discountedRate * 0.8 } },
});

describe('campaign options', () => {
  const lines = [option('a', 2, 800), option('b', 3, 1200), option('c', 1, 5000)];

  it('without a bulk discount, the totals after a removal are priceBag of the rest', () => {
    const saved = priceBag(lines).options;
    const result = removeCampaignOption(saved, 'b');
    expect(result?.mediaOptions.map((o) => o._id)).toEqual(['a', 'c']);
    expect(result?.totals).toEqual(priceBag([lines[0], lines[2]]).totals);
  });

  it('the rest keep their saved figures, bulk-discount shares included', () => {
    const saved = priceBag(lines, { discountOnTotal: '10%' }).options;
    const result = removeCampaignOption(saved, 'a')!;
    expect(result.mediaOptions).toEqual([saved[1], saved[2]]);
    expect(result.totals.discountOnTotal).toBe(saved[1].discountOnTotal + saved[2].discountOnTotal);
    expect(result.totals.totalPrice).toBe(campaignAmounts(result.mediaOptions).totalPrice);
  });

  it('answers null for an unknown option, and zeros for none', () => {
    expect(removeCampaignOption(priceBag(lines).options, 'zzz')).toBeNull();
    expect(campaignAmounts([])).toEqual({ totalPrice: 0, receivable: 0, taxReceivable: 0, totalReceivable: 0, payable: 0, taxPayable: 0, totalPayable: 0 });
  });
});

describe('removeOptionFromPlans', () => {
  const lines = [option('a', 2, 800), option('b', 3, 1200), option('c', 1, 5000)];
  const saved = priceBag(lines, { discountOnTotal: '10%' }).options;
  const plan = (id: string, over: { approved?: boolean; mediaOptions?: typeof saved } = {}) => {
    const mediaOptions = over.mediaOptions ?? saved;
    return { _id: id, version: 1, approved: over.approved ?? false, mediaOptions, totals: priceBag(lines, { discountOnTotal: '10%' }).totals, updatedAt: 'before' };
  };

  it('takes the option out of every plan not yet approved that holds it, with the totals of the rest', () => {
    const plans = [plan('v1'), plan('v2', { mediaOptions: [saved[0], saved[2]] }), plan('v3')];
    const result = removeOptionFromPlans(plans, 'b', 'now');
    expect(result.changed).toEqual(['v1', 'v3']);
    expect(result.plans[0]).toEqual({ ...plans[0], mediaOptions: [saved[0], saved[2]], totals: removeCampaignOption(saved, 'b')!.totals, updatedAt: 'now' });
    expect(result.plans[0].totals.totalPrice).toBe(round2(saved[0].totalPrice + saved[2].totalPrice));
    // A plan without the option is left exactly as it was.
    expect(result.plans[1]).toBe(plans[1]);
    expect(result.plans[2].mediaOptions.map((o) => o._id)).toEqual(['a', 'c']);
  });

  it('leaves approved plans, plans without options and unknown ids alone', () => {
    const approved = plan('v1', { approved: true });
    const legacy = { _id: 'old', approved: false };
    const result = removeOptionFromPlans([approved, legacy], 'a', 'now');
    expect(result).toEqual({ plans: [approved, legacy], changed: [] });
    expect(removeOptionFromPlans([plan('v2')], 'zzz', 'now').changed).toEqual([]);
  });

  it('a plan that held only that option is left with none and zero totals', () => {
    const result = removeOptionFromPlans([plan('v1', { mediaOptions: [saved[1]] })], 'b', 'now');
    expect(result.plans[0].mediaOptions).toEqual([]);
    expect(result.plans[0].totals).toMatchObject({ count: 0, subTotal: 0, serviceTax: 0, totalPrice: 0 });
  });
});
