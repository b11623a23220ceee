/** Catalog rows for the planning tools' tests (test data, not a rate card). */
import type { CatalogMediaOption } from '../../catalog/catalog-types';
import type { PricingUnit } from '../../entities/pricing-types';
import type { PlanningRateRow } from '../budget-estimate';

/** A catalog option with one rate and the given units (test data, not a rate card). */
export function testOption(id: string, rate: number, pricingUnits: PricingUnit[], extra: Partial<CatalogMediaOption> = {}): CatalogMediaOption {
  return {
    _id: id, _media: `m-${id}`, name: `Option ${id}`, type: 'Display', unitLabel: 'per insertion',
    pricingUnits, variablePricingUnits: [],
    rates: { defaultRates: { cardRate: rate, discountedRate: rate }, otherRates: [] },
    minimumBilling: 0, serviceTaxPercentage: 18, descriptions: [], referenceArtworks: [], creativeSpecs: [], additionalInfo: [], sop: [], _vendors: [],
    ...extra,
  };
}

export function testRow(id: string, category: string, rate: number, pricingUnits: PricingUnit[] = [{ name: 'Insertions', value: 1 }], extra: Partial<CatalogMediaOption> = {}): PlanningRateRow {
  // Each option carries its category's GST, as the seed's do (newspaper 5%, the rest 18%).
  return { option: testOption(id, rate, pricingUnits, { serviceTaxPercentage: category === 'newspaper' ? 5 : 18, ...extra }), media: { _id: `m-${id}`, name: `Media ${id}`, category, slug: `media-${id}`, city: 'Delhi' } };
}
