import type { CatalogMediaOption, CategoryKey } from 'shared-domain';
import type { SeedCatalog, SeedMedia } from '../../src/seed/seed';

type MediaSpec = {
  id: string;
  category: CategoryKey;
  slug: string;
  name: string;
  city: string;
  language?: string;
  audience?: number;
  score?: number;
  popularity?: number;
  /** [cardRate, discountedRate] per option. */
  rates?: Array<[number, number]>;
};

export function option(mediaId: string, index: number, cardRate: number, discountedRate: number): CatalogMediaOption {
  return {
    _id: `${mediaId}-o${index}`,
    _media: mediaId,
    name: `Option ${index + 1}`,
    type: index % 2 ? 'Full Page' : 'Half Page',
    _template: 'Popular Media',
    // A third option is charged by another unit, so a listing's "from" price shows whose unit it is.
    unitLabel: index === 2 ? 'per sq cm per insertion' : 'insertion',
    pricingUnits: [{ name: 'Insertions', value: 1, min: 1, inUse: true }],
    variablePricingUnits: [{ name: 'Colour', type: 'select', values: ['B/W', 'Colour'], defaultValue: 'Colour', value: 'Colour', inUse: true }],
    rates: { defaultRates: { cardRate, discountedRate, vendorRate: discountedRate * 0.8, minimumBilling: 0 }, otherRates: [] },
    minimumBilling: 0,
    serviceTaxPercentage: 18,
    descriptions: ['A test option'],
    referenceArtworks: [],
    creativeSpecs: [{ type: 'image', fields: [{ key: 'format', value: 'PDF' }] }],
    additionalInfo: [],
    sop: [],
    _vendors: [],
  };
}

export function media(spec: MediaSpec): SeedMedia {
  return {
    _id: spec.id,
    category: spec.category,
    slug: spec.slug,
    name: spec.name,
    city: spec.city,
    language: spec.language ?? 'English',
    logoUrl: `/logos/${spec.slug}.svg`,
    audience: spec.audience ?? 1000,
    score: spec.score ?? 50,
    popularity: spec.popularity ?? 10,
    subTitle: `${spec.name}, ${spec.city}`,
    attributes: { circulation: { value: spec.audience ?? 1000, toolTip: 'Copies a day' } },
    sections: [{ title: 'About', contents: [{ type: 'text', value: `About ${spec.name}` }] }],
    demographics: [{ type: 'pie', title: 'Gender', data: [{ label: 'Male', value: 55 }, { label: 'Female', value: 45 }] }],
    mediaKitUrl: null,
    logo: { url: `/logos/${spec.slug}.svg`, width: 120, height: 40 },
    mediaOptions: (spec.rates ?? [[1000, 800]]).map(([card, offer], i) => option(spec.id, i, card, offer)),
  };
}

/**
 * A small hand-made catalog: 3 newspapers, 1 radio station, 1 magazine with no options.
 * Names and cities are chosen so every sort has a clear expected order.
 */
export function smallCatalog(): SeedCatalog {
  return {
    media: [
      media({ id: 'np-toi-delhi', category: 'newspaper', slug: 'times-of-india-delhi', name: 'Times of India', city: 'Delhi', audience: 900000, score: 82, popularity: 90, rates: [[50000, 40000], [90000, 60000], [20000, 19000]] }),
      media({ id: 'np-ht-mumbai', category: 'newspaper', slug: 'hindustan-times-mumbai', name: 'Hindustan Times', city: 'Mumbai', audience: 600000, score: 75, popularity: 70, rates: [[30000, 27000]] }),
      media({ id: 'np-amar-ujala', category: 'newspaper', slug: 'amar-ujala-lucknow', name: 'Amar Ujala 100%_Local', city: 'Lucknow', language: 'Hindi', audience: 750000, score: 75, popularity: 70, rates: [[12000, 6000], [8000, 8000]] }),
      media({ id: 'radio-mirchi-delhi', category: 'radio', slug: 'radio-mirchi-delhi', name: 'Radio Mirchi', city: 'Delhi', language: 'Hindi', audience: 300000, score: 60, popularity: 95, rates: [[5000, 4500]] }),
      media({ id: 'mag-india-today', category: 'magazine', slug: 'india-today', name: 'India Today', city: 'Delhi', audience: 400000, score: 70, popularity: 40, rates: [] }),
    ],
  };
}

/** A `media` row as a migration test writes it straight into the table (Delhi, Hindi, ₹100, audience 1). */
export function mediaRow(id: string, category: string) {
  return {
    id, category, slug: id, name: id, city: 'Delhi', language: 'Hindi', logo_url: '', audience: 1, score: 50,
    popularity: 1, option_count: 1, min_price: 100, min_price_unit: '', max_saving_percent: 0, sub_title: '', detail_json: '{}',
  };
}
