import { CATEGORIES, type CatalogMediaOption, type CategoryCount, type MediaDetail, type MediaSummary } from 'shared-domain';

export const categoryCounts: CategoryCount[] = CATEGORIES.map((c, i) => ({
  key: c.key,
  label: c.label,
  path: c.path,
  mediaCount: (i + 1) * 1000 + 234,
  optionCount: (i + 1) * 100000,
}));

export function mediaSummary(over: Partial<MediaSummary> = {}): MediaSummary {
  return {
    _id: 'm-toi-delhi',
    category: 'newspaper',
    slug: 'times-of-india-delhi',
    name: 'Times of India',
    city: 'Delhi',
    language: 'English',
    logoUrl: '/logos/toi.png',
    audience: 843000,
    score: 82.5,
    popularity: 99,
    optionCount: 3,
    minPrice: 120000,
    minPriceUnit: 'per sq cm per insertion',
    maxSavingPercent: 35,
    subTitle: 'Delhi · English',
    ...over,
  };
}

export function mediaOption(over: Partial<CatalogMediaOption> = {}): CatalogMediaOption {
  return {
    _id: 'opt-display',
    _media: 'm-toi-delhi',
    name: 'Display ad, main edition',
    type: 'display',
    _template: 'Popular Media',
    unitLabel: 'per sq cm per insertion',
    pricingUnits: [],
    variablePricingUnits: [],
    rates: { defaultRates: { cardRate: 4000, discountedRate: 2600, minimumBilling: 260000 } },
    minimumBilling: 260000,
    serviceTaxPercentage: 5,
    descriptions: [],
    referenceArtworks: [],
    creativeSpecs: [],
    additionalInfo: [],
    sop: [],
    _vendors: [],
    ...over,
  };
}

export function mediaDetail(over: Partial<MediaDetail> = {}): MediaDetail {
  return {
    ...mediaSummary(),
    attributes: {
      circulation: { value: 843000, toolTip: 'Audited copies sold per day (ABC)' },
      language: { value: 'English' },
    },
    sections: [{ title: 'About', contents: [{ type: 'text', value: 'The largest English daily in Delhi.' }] }],
    demographics: [],
    mediaKitUrl: 'https://example.com/toi-kit.pdf',
    logo: { url: '/logos/toi.png', width: 300, height: 125 },
    mediaOptions: [
      mediaOption(),
      mediaOption({
        _id: 'opt-advertorial',
        name: 'Advertorial',
        _template: 'Premium Media',
        rates: { defaultRates: { cardRate: 4600, discountedRate: 4140 } },
        minimumBilling: 414000,
        serviceTaxPercentage: 18,
      }),
    ],
    sampleData: false,
    ...over,
  };
}
