import type { CatalogMediaOption } from '../catalog/catalog-types';
import { initialVariableUnit, newBagLine, priceOption, type BagLineMedia } from './index';

const option = (): CatalogMediaOption => ({
  _id: 'np-toi-delhi-o1',
  _media: 'np-toi-delhi',
  name: 'Full Page',
  type: 'Full Page',
  unitLabel: 'per insertion',
  pricingUnits: [{ name: 'Insertions', value: 1, min: 1, inUse: true }],
  variablePricingUnits: [
    { name: 'Colour', type: 'select', values: ['B/W', 'Colour'], defaultValue: 'Colour', value: 'B/W', inUse: true },
    { name: 'Area', type: 'number', min: 20, inUse: true },
    { name: 'Seconds', type: 'number', defaultValue: 10, min: 5, value: 30 },
  ],
  rates: { defaultRates: { cardRate: 900, discountedRate: 600, vendorRate: 480, minimumBilling: 0 }, otherRates: [] },
  minimumBilling: 0,
  serviceTaxPercentage: 18,
  descriptions: ['A test option'],
  referenceArtworks: [],
  creativeSpecs: [],
  additionalInfo: [],
  sop: [],
  _vendors: [],
});

const media: BagLineMedia = {
  _id: 'np-toi-delhi', name: 'Times of India', category: 'newspaper', slug: 'times-of-india-delhi',
  logoUrl: '/logos/times-of-india-delhi.svg', city: 'Delhi',
};

describe('initialVariableUnit', () => {
  it('starts a select at its default, else its first value', () => {
    expect(initialVariableUnit({ name: 'S', type: 'select', values: ['a', 'b'], defaultValue: 'b', value: 'a' }).value).toBe('b');
    expect(initialVariableUnit({ name: 'S', type: 'select', values: ['a', 'b'], value: 'b' }).value).toBe('a');
  });

  it('starts a number unit at its default, else its min, else the value it has', () => {
    expect(initialVariableUnit({ name: 'N', type: 'number', defaultValue: 10, min: 5, value: 30 }).value).toBe(10);
    expect(initialVariableUnit({ name: 'N', type: 'number', min: 5, value: 30 }).value).toBe(5);
    expect(initialVariableUnit({ name: 'N', type: 'number', value: 30 }).value).toBe(30);
  });

  it('leaves out value when there is nothing to start from', () => {
    expect('value' in initialVariableUnit({ name: 'N', type: 'number' })).toBe(false);
  });
});

describe('newBagLine', () => {
  it('builds a selected line at its defaults, with display info from the option and its media', () => {
    const line = newBagLine(option(), media, 'line-1');
    expect(line).toEqual({
      _id: 'line-1',
      _mediaOption: 'np-toi-delhi-o1',
      _media: 'np-toi-delhi',
      select: true,
      pricingUnits: [{ name: 'Insertions', value: 1, min: 1, inUse: true }],
      variablePricingUnits: [
        { name: 'Colour', type: 'select', values: ['B/W', 'Colour'], defaultValue: 'Colour', value: 'Colour', inUse: true },
        { name: 'Area', type: 'number', min: 20, value: 20, inUse: true },
        { name: 'Seconds', type: 'number', defaultValue: 10, min: 5, value: 10 },
      ],
      rates: { defaultRates: { cardRate: 900, discountedRate: 600, vendorRate: 480, minimumBilling: 0 }, otherRates: [] },
      minimumBilling: 0,
      serviceTaxPercentage: 18,
      display: {
        mediaName: 'Times of India', optionName: 'Full Page', category: 'newspaper', slug: 'times-of-india-delhi',
        logoUrl: '/logos/times-of-india-delhi.svg', city: 'Delhi', unitLabel: 'per insertion',
      },
    });
  });

  it('takes the media id from the media, and null for a missing logo or city', () => {
    const line = newBagLine({ ...option(), _media: 'stale' }, { _id: 'm-2', name: 'Radio One', category: 'radio', slug: 'radio-one' }, 'x');
    expect(line._media).toBe('m-2');
    expect(line.display).toMatchObject({ mediaName: 'Radio One', logoUrl: null, city: null });
  });

  it('shares no nested object with the catalog option', () => {
    const source = option();
    const line = newBagLine(source, media, 'x');
    line.pricingUnits[0].value = 7;
    line.variablePricingUnits[0].values?.push('Gold');
    line.rates.defaultRates.cardRate = 1;
    expect(source).toEqual(option());
  });

  it('gives each line a fresh 24-hex id by default', () => {
    const a = newBagLine(option(), media);
    const b = newBagLine(option(), media);
    expect(a._id).toMatch(/^[0-9a-f]{24}$/);
    expect(b._id).not.toBe(a._id);
  });

  it('prices as the server prices it: 600 × Area 20 × Seconds 10 × 1 insertion', () => {
    expect(priceOption(newBagLine(option(), media, 'x'))).toMatchObject({ discountedRate: 600, quantity: 1, subTotal: 120000 });
  });
});
