import type { CatalogMediaOption, MediaSummary } from './catalog-types';
import { compareDeals, optionDeal, optionDiscount, pickDeals, savingPercent, type DealItem } from './deals';

function option(id: string, cardRate: number, discountedRate: number): CatalogMediaOption {
  return {
    _id: id, _media: 'm', name: `Option ${id}`, type: 'spot', unitLabel: 'per 10 sec spot', pricingUnits: [], variablePricingUnits: [],
    rates: { defaultRates: { cardRate, discountedRate } }, minimumBilling: 0, serviceTaxPercentage: 18, descriptions: [],
    referenceArtworks: [], creativeSpecs: [], additionalInfo: [], sop: [], _vendors: [],
  };
}

const summary = (id: string): MediaSummary => ({
  _id: id, category: 'radio', slug: id, name: id, city: 'Delhi', language: 'Hindi', logoUrl: '', audience: 1, score: 1,
  popularity: 1, optionCount: 1, minPrice: 1, minPriceUnit: '', maxSavingPercent: 0, subTitle: '',
});

const deal = (mediaId: string, optionId: string, card: number, offer: number): DealItem => ({ ...summary(mediaId), deal: optionDeal(option(optionId, card, offer))! });

describe('card-to-offer discount', () => {
  it('is card minus offer in rupees and a whole percent of the card rate', () => {
    expect(optionDiscount(option('a', 50_000, 40_000))).toEqual({ cardRate: 50_000, offerRate: 40_000, rupees: 10_000, percent: 20, fraction: 0.2 });
    // 1 / 3 of the card rate: 33.33…% shows as 33, ranks by the exact share.
    expect(optionDiscount(option('b', 3_000, 2_000))).toMatchObject({ rupees: 1_000, percent: 33 });
    expect(optionDiscount(option('b', 3_000, 2_000)).fraction).toBeCloseTo(1 / 3, 12);
  });

  it('uses rule 4 rounding: whole rupees above 5, 3 decimals at or below', () => {
    expect(optionDiscount(option('c', 1000.4, 899.6))).toMatchObject({ cardRate: 1000, offerRate: 900, rupees: 100, percent: 10 });
    expect(optionDiscount(option('d', 2.5, 1.2))).toMatchObject({ cardRate: 2.5, offerRate: 1.2, rupees: 1.3, percent: 52 });
  });

  it('is no discount when the offer is not below the card rate or there is no card rate', () => {
    expect(optionDiscount(option('e', 4_000, 4_000))).toMatchObject({ rupees: 0, percent: 0, fraction: 0 });
    expect(optionDiscount(option('f', 4_000, 5_000))).toMatchObject({ rupees: 0, percent: 0 });
    expect(optionDiscount(option('g', 0, 0))).toMatchObject({ rupees: 0, percent: 0 });
    expect(optionDeal(option('e', 4_000, 4_000))).toBeNull();
    expect(savingPercent(0, 10)).toBe(0);
    expect(savingPercent(200, 100)).toBe(50);
    // Half up: 12.5% shows as 13.
    expect(savingPercent(8, 7)).toBe(13);
  });

  it('describes the option a deal is on', () => {
    expect(optionDeal(option('h', 2_000, 1_500))).toEqual({
      optionId: 'h', optionName: 'Option h', unitLabel: 'per 10 sec spot', cardRate: 2_000, offerRate: 1_500, discount: 500, discountPercent: 25, gstPercent: 18,
    });
  });
});

describe('deal order', () => {
  it('puts the largest share first, then the most rupees, then ids', () => {
    const items = [
      deal('m2', 'o1', 1_000, 800), // 20%, ₹200
      deal('m1', 'o2', 10_000, 8_000), // 20%, ₹2,000
      deal('m3', 'o3', 100, 50), // 50%
      deal('m0', 'o4', 1_000, 800), // 20%, ₹200, id m0 before m2
    ];
    expect([...items].sort(compareDeals).map((d) => d._id)).toEqual(['m3', 'm1', 'm0', 'm2']);
  });

  it('keeps one deal per media profile, its best, and at most `limit`', () => {
    const picked = pickDeals([
      deal('m1', 'a', 1_000, 900), // 10%
      deal('m1', 'b', 1_000, 600), // 40%, m1's best
      deal('m2', 'c', 1_000, 700), // 30%
      deal('m3', 'd', 1_000, 950), // 5%
    ], 2);
    expect(picked.map((d) => [d._id, d.deal.optionId])).toEqual([['m1', 'b'], ['m2', 'c']]);
    expect(pickDeals([deal('m1', 'a', 1_000, 900)], 0)).toEqual([]);
  });

  it('is the same whatever order the candidates come in', () => {
    const items = [deal('m1', 'a', 1_000, 800), deal('m1', 'b', 1_000, 800), deal('m2', 'c', 1_000, 800)];
    const forward = pickDeals(items, 10).map((d) => d.deal.optionId);
    expect(pickDeals([...items].reverse(), 10).map((d) => d.deal.optionId)).toEqual(forward);
    expect(forward).toEqual(['a', 'c']);
  });
});
