import type { BagMediaOption } from '../entities/pricing-types';
import { priceBag } from '../pricing/price-bag';
import { campaignAmounts, removeCampaignOption } from './campaign-options';

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
