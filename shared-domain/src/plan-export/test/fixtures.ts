/** Bag lines for the export tests: print at 5 % GST, an agency rate, minimum billing applied. */
import type { BagMediaOption } from '../../entities/pricing-types';
import { priceBag } from '../../pricing/price-bag';

/** PRICING.md's worked example at 5 % GST (print): Insertions 2, Edition Delhi, Area 120, 10 % off. */
export const printLine: BagMediaOption = {
  _id: 'line-print',
  _mediaOption: 'opt-print',
  _media: 'media-print',
  select: true,
  pricingUnits: [{ name: 'Insertions', value: 2 }],
  variablePricingUnits: [
    { name: 'Edition', type: 'select', values: ['Mumbai', 'Delhi'], defaultValue: 'Mumbai', value: 'Delhi' },
    { name: 'Ad Size', type: 'select', values: ['Full Page', 'Half Page'], defaultValue: 'Half Page', value: 'Full Page' },
    { name: 'Area', type: 'number', value: 120 },
  ],
  rates: {
    defaultRates: { cardRate: 1000, discountedRate: 800, vendorRate: 700 },
    otherRates: [
      { fields: [{ field: 'Edition', value: 'Delhi' }], difference: { type: 'percentage', value: 10 } },
      { fields: [{ field: 'Edition', value: 'Delhi' }, { field: 'Ad Size', value: 'Full Page' }], difference: { type: 'percentage', value: 25 } },
      { fields: [{ field: 'volume', min: 2 }], difference: { type: 'percentage', value: -5, onRunningTotal: true } },
    ],
  },
  discount: '10%',
  serviceTaxPercentage: 5,
  display: {
    mediaName: 'Times of India', optionName: 'Front page', category: 'newspaper', slug: 'times-of-india',
    city: 'Delhi', unitLabel: 'per sq cm',
  },
};

/** Radio spots with an agency rate of 350 (discounted 400) and a flat ₹1,500 off; 18 % GST. */
export const radioLine: BagMediaOption = {
  _id: 'line-radio',
  _mediaOption: 'opt-radio',
  _media: 'media-radio',
  select: true,
  pricingUnits: [{ name: 'Spots', value: 10 }],
  variablePricingUnits: [{ name: 'Duration', type: 'number', value: 2, defaultValue: 1 }],
  rates: { defaultRates: { cardRate: 500, discountedRate: 400 } },
  agencyRate: 350,
  discount: 1500,
  display: {
    mediaName: 'Radio Mirchi 98.3', optionName: 'Prime time spot', category: 'radio', slug: 'radio-mirchi',
    city: 'Mumbai', unitLabel: 'per 10 sec spot',
  },
};

/** One day of a hoarding at 150 with a ₹5,000 minimum billing: the minimum applies. Not selected. */
export const outdoorLine: BagMediaOption = {
  _id: 'line-outdoor',
  _mediaOption: 'opt-outdoor',
  _media: 'media-outdoor',
  select: false,
  pricingUnits: [{ name: 'Days', value: 1 }, { name: 'Faces', value: 3, inUse: false }],
  variablePricingUnits: [],
  rates: { defaultRates: { cardRate: 200, discountedRate: 150 } },
  minimumBilling: 5000,
  display: { mediaName: 'Hoarding – MG Road', optionName: 'Unipole', category: 'outdoor', slug: 'mg-road-unipole', city: 'Bengaluru' },
};

/** The three lines priced with a ₹2,000 bulk discount. */
export const pricedBag = () => priceBag([printLine, radioLine, outdoorLine], { discountOnTotal: 2000 });

export const GENERATED_AT = new Date('2026-11-21T08:05:00Z'); // 1:35 pm IST
