import { CATEGORY_KEYS, INDUSTRIES, categoryFilterSpec } from 'shared-domain';
import { generateCatalog } from './generator';

const { media } = generateCatalog();
const known = new Set(INDUSTRIES.map((i) => i.key));

describe('generateCatalog — browse facets', () => {
  it('tags every profile with 2–4 known industries and at least one format', () => {
    for (const m of media) {
      const industries = m.facets?.industry ?? [];
      expect(industries.length).toBeGreaterThanOrEqual(2);
      expect(industries.length).toBeLessThanOrEqual(4);
      expect(new Set(industries).size).toBe(industries.length);
      for (const key of industries) expect(known.has(key)).toBe(true);
      expect(m.facets?.format?.length).toBeGreaterThan(0);
    }
  });

  it('gives every industry media, and every newspaper an edition', () => {
    const used = new Set(media.flatMap((m) => m.facets?.industry ?? []));
    expect(used).toEqual(known);
    for (const m of media.filter((x) => x.category === 'newspaper')) expect(m.facets?.edition).toHaveLength(1);
  });

  it('fills every filter a category page offers, with values that survive the comma-joined wire format', () => {
    for (const key of CATEGORY_KEYS) {
      const inCategory = media.filter((m) => m.category === key);
      for (const { key: facet } of categoryFilterSpec(key).facets) {
        const values = new Set(inCategory.flatMap((m) => (facet === 'city' ? [m.city] : facet === 'language' ? [m.language] : m.facets?.[facet] ?? [])));
        expect({ key, facet, some: values.size > 0 }).toEqual({ key, facet, some: true });
        for (const value of values) expect(value).not.toMatch(/,/);
      }
    }
  });

  it('tags the IPL properties with their league, for /sports-marketing/ipl-advertising', () => {
    const ipl = media.filter((m) => m.category === 'sports-marketing' && m.facets?.genre?.includes('IPL'));
    expect(ipl.map((m) => m.name)).toEqual(expect.arrayContaining(['Mumbai Indians', 'Wankhede Stadium', 'IPL on Star Sports']));
  });

  it('keeps the industries of a profile when the catalog is scaled', () => {
    const scaled = generateCatalog({ optionCount: 5_000 }).media;
    const bySlug = new Map(scaled.map((m) => [`${m.category}/${m.slug}`, m.facets?.industry]));
    for (const m of media.slice(0, 50)) expect(bySlug.get(`${m.category}/${m.slug}`)).toEqual(m.facets?.industry);
  });
});
