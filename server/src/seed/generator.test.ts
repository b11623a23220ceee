import { CATEGORY_KEYS, mediaMonogram, scoreListing, scoreProfile, type CatalogMediaOption, type MediaProfile } from 'shared-domain';
import { DEFAULT_OPTION_COUNT, generateCatalog, generateMedia, slugify, type SeedMedia } from './generator';

const { media } = generateCatalog();
const options: CatalogMediaOption[] = media.flatMap((m) => m.mediaOptions);
const byCategory = (key: string) => media.filter((m) => m.category === key);
const asScored = (o: CatalogMediaOption) => ({ ...o, descriptionId: o.descriptions.length > 0 ? 'chosen' : null });

function asProfile(m: SeedMedia, kind: MediaProfile['kind']): MediaProfile {
  return {
    kind, logo: m.logo, attributes: m.attributes, sections: m.sections, mediaKitUrl: m.mediaKitUrl,
    demographics: m.demographics, mediaOptions: m.mediaOptions.map(asScored),
  };
}

describe('generateCatalog — determinism', () => {
  it('gives byte-identical output for the same options', () => {
    expect(JSON.stringify(generateCatalog())).toBe(JSON.stringify({ media }));
    expect(JSON.stringify(generateCatalog({ seed: 7, optionCount: 3000 }))).toBe(JSON.stringify(generateCatalog({ seed: 7, optionCount: 3000 })));
  });

  it('streams the same profiles one at a time (generateMedia), holding none it has handed over', () => {
    const stream = generateMedia({ seed: 7, optionCount: 3000 });
    const first = stream.next();
    expect(first.done).toBe(false);
    const whole = generateCatalog({ seed: 7, optionCount: 3000 }).media;
    expect(JSON.stringify(first.value)).toBe(JSON.stringify(whole[0]));
    expect(JSON.stringify([first.value, ...stream])).toBe(JSON.stringify(whole));
  });

  it('gives a different catalog for a different seed', () => {
    expect(JSON.stringify(generateCatalog({ seed: 7 }))).not.toBe(JSON.stringify({ media }));
  });
});

describe('generateCatalog — default counts', () => {
  it('has at least 600 profiles and exactly the default 2,300 options', () => {
    expect(media.length).toBeGreaterThanOrEqual(600);
    expect(options.length).toBe(DEFAULT_OPTION_COUNT);
    expect(options.length).toBeGreaterThanOrEqual(2000);
  });

  it('covers all 11 categories with at least 20 profiles each', () => {
    expect(new Set(media.map((m) => m.category))).toEqual(new Set(CATEGORY_KEYS));
    for (const key of CATEGORY_KEYS) expect(byCategory(key).length).toBeGreaterThanOrEqual(20);
  });

  it('labels every option\'s charging unit as a buyer reads it ("per …")', () => {
    const labels = new Set(media.flatMap((m) => m.mediaOptions.map((o) => o.unitLabel)));
    for (const label of labels) expect(label).toMatch(/^per \S/);
  });

    it('names real Indian media with city-edition slugs', () => {
    const slugs = new Set(media.map((m) => m.slug));
    for (const slug of ['times-of-india-delhi', 'the-hindu-chennai', 'star-plus', 'cricbuzz', 'mumbai-indians']) {
      expect(slugs).toContain(slug);
    }
    expect([...slugs].some((s) => s.startsWith('radio-mirchi-98-3-'))).toBe(true);
    expect(slugify("Radio Mirchi 98.3 Mumbai")).toBe('radio-mirchi-98-3-mumbai');
    expect(slugify("BYJU'S & Co.")).toBe('byjus-and-co');
  });
});

describe('generateCatalog — identity', () => {
  it('has unique 24-hex ids across media and options, and options point at their media', () => {
    const ids = [...media.map((m) => m._id), ...options.map((o) => o._id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    for (const m of media) for (const o of m.mediaOptions) expect(o._media).toBe(m._id);
  });

  it('has unique lowercase hyphenated slugs per category', () => {
    for (const key of CATEGORY_KEYS) {
      const slugs = byCategory(key).map((m) => m.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('fills the summary fields of every profile', () => {
    for (const m of media) {
      expect(m.name.length).toBeGreaterThan(0);
      expect(m.city.length).toBeGreaterThan(0);
      expect(m.language.length).toBeGreaterThan(0);
      expect(m.subTitle).toContain(' · ');
      // No real logos in the seed: each profile's generated mark, its initials on its colour,
      // as its uploaded logo or, where the seller gave none, as the stand-in cards show.
      if (m.logo !== null) expect(m.logo).toEqual({ url: m.logoUrl, width: expect.any(Number), height: 125 });
      const mark = mediaMonogram({ _id: m._id, name: m.name });
      expect(m.logoUrl).toBe(`/assets/monograms/${mark.initials}-${mark.background.slice(1)}.svg`);
      expect(Number.isInteger(m.audience) && m.audience > 0).toBe(true);
      expect(Number.isInteger(m.popularity)).toBe(true);
      expect(m.score).toBeGreaterThanOrEqual(0);
      expect(m.score).toBeLessThanOrEqual(100);
      expect(m.sections[0].title).toBe('About');
    }
  });
});

describe('generateCatalog — options and pricing', () => {
  it('charges GST 5% on newspapers and 18% on everything else', () => {
    for (const m of media) {
      for (const o of m.mediaOptions) expect(o.serviceTaxPercentage).toBe(m.category === 'newspaper' ? 5 : 18);
    }
  });

  it('gives every option a pricing unit and whole-rupee rates with card ≥ offer ≥ vendor > 0', () => {
    for (const o of options) {
      expect(o.pricingUnits.length).toBeGreaterThan(0);
      const { cardRate, discountedRate, vendorRate, minimumBilling } = o.rates.defaultRates;
      expect(cardRate).toBeGreaterThanOrEqual(discountedRate);
      expect(discountedRate).toBeGreaterThan(0);
      expect(vendorRate).toBeLessThanOrEqual(discountedRate);
      expect(vendorRate).toBeGreaterThan(0);
      for (const x of [cardRate, discountedRate, vendorRate, minimumBilling, o.minimumBilling]) expect(Number.isInteger(x)).toBe(true);
      expect(o.minimumBilling).toBe(minimumBilling);
      expect(o.minimumBilling).toBeGreaterThanOrEqual(discountedRate);
      for (const u of o.pricingUnits) expect(u.min === undefined || u.min <= u.value).toBe(true);
    }
  });

  it('has both select and number variable units, selects defaulting to one of their values', () => {
    const units = options.flatMap((o) => o.variablePricingUnits);
    expect(units.some((u) => u.type === 'select')).toBe(true);
    expect(units.some((u) => u.type === 'number')).toBe(true);
    for (const u of units) {
      if (u.type === 'select') expect(u.values).toContain(u.defaultValue);
      else expect(u.min === undefined || Number(u.defaultValue) >= u.min).toBe(true);
    }
  });

  it('has variant rows naming existing select values and volume slabs, some on the running total', () => {
    let variants = 0;
    let volumes = 0;
    let running = 0;
    for (const o of options) {
      for (const row of o.rates.otherRates ?? []) {
        const volume = row.fields.find((f) => f.field === 'volume');
        if (volume) {
          volumes++;
          expect(row.fields).toHaveLength(1);
          expect(volume.min).toBeGreaterThan(0);
          expect(volume.max === undefined || volume.max > (volume.min ?? 0)).toBe(true);
          expect(row.difference.value).toBeLessThan(0);
          if (row.difference.onRunningTotal) running++;
        } else {
          variants++;
          for (const f of row.fields) {
            const unit = o.variablePricingUnits.find((u) => u.name === f.field && u.type === 'select');
            expect(unit?.values).toContain(f.value);
          }
        }
      }
    }
    expect(variants).toBeGreaterThan(100);
    expect(volumes).toBeGreaterThan(100);
    expect(running).toBeGreaterThan(0);
  });

  it('prices within the SEED-FACTS ranges', () => {
    const cardOf = (category: string, name: string) => byCategory(category)
      .flatMap((m) => m.mediaOptions).filter((o) => o.name === name).map((o) => o.rates.defaultRates.cardRate);
    for (const rate of cardOf('newspaper', 'Display Ad – Main Edition')) expect(rate >= 200 && rate <= 4000).toBe(true);
    for (const rate of cardOf('digital', 'Banner 300x250 – CPM')) expect(rate >= 150 && rate <= 400).toBe(true);
    for (const rate of byCategory('airport').flatMap((m) => m.mediaOptions).map((o) => o.rates.defaultRates.cardRate)) {
      expect(rate >= 400_000 && rate <= 2_000_000).toBe(true);
    }
    const toiDelhi = media.find((m) => m.slug === 'times-of-india-delhi');
    expect(toiDelhi?.audience).toBeGreaterThan(300_000);
  });

  it('marks 1–3 Popular and 1–3 Premium options on most profiles', () => {
    const ok = media.filter((m) => {
      const popular = m.mediaOptions.filter((o) => o._template === 'Popular Media').length;
      const premium = m.mediaOptions.filter((o) => o._template === 'Premium Media').length;
      return popular >= 1 && popular <= 3 && premium >= 1 && premium <= 3;
    });
    expect(ok.length / media.length).toBeGreaterThan(0.95);
  });

  it('carries the listing fields the score needs, most complete and some not, as sellers leave them', () => {
    const complete = options.filter((o) => o.referenceArtworks.length > 0 && o._vendors.length > 0 && o.creativeSpecs.length > 0
      && o.sop.length === 3 && o.additionalInfo.some((kv) => kv.key === 'Campaign Guidlines and Restrictions'));
    expect(complete.length / options.length).toBeGreaterThan(0.4);
    expect(complete.length / options.length).toBeLessThan(0.9);
  });

  it('spreads profile scores as real listings do instead of giving nearly every profile 100', () => {
    const scores = media.map((m) => m.score).sort((a, b) => a - b);
    const share = (test: (s: number) => boolean) => scores.filter(test).length / scores.length;
    expect(share((s) => s === 100)).toBeLessThanOrEqual(0.25);
    expect(share((s) => s === 100)).toBeGreaterThan(0.1);
    expect(share((s) => s < 70)).toBeGreaterThan(0.1);
    expect(share((s) => s < 60)).toBeGreaterThan(0.03);
    const median = scores[Math.floor(scores.length / 2)]!;
    expect(median).toBeGreaterThan(60);
    expect(median).toBeLessThan(95);
  });
});

describe('generateCatalog — digital and television profiles', () => {
  const DIGITAL_ATTRS = ['appStoreRating', 'bidType', 'medium', 'monthlyUsers', 'pagesPerVisit', 'pricingModel'];
  const TV_ATTRS = ['language', 'metroSharePercentage', 'monthlyAMA', 'monthlyCumeReach', 'primeTime'];

  it('digital profiles have exactly the SPEC attributes, tooltips, charts and mostly a PDF media kit', () => {
    const digital = byCategory('digital');
    for (const m of digital) {
      expect(Object.keys(m.attributes).sort()).toEqual(DIGITAL_ATTRS);
      expect(m.attributes.pagesPerVisit.toolTip).toBeTruthy();
      const titles = m.demographics.map((c) => c.title.toLowerCase());
      for (const word of ['advertiser', 'gender', 'age', 'income', 'state', 'city']) expect(titles.some((t) => t.includes(word))).toBe(true);
    }
    expect(digital.filter((m) => m.attributes.appStoreRating.toolTip).length / digital.length).toBeGreaterThan(0.7);
    expect(digital.filter((m) => m.mediaKitUrl?.endsWith('.pdf')).length / digital.length).toBeGreaterThan(0.6);
  });

  it('television profiles have the five SPEC attributes and the seven charts', () => {
    for (const m of byCategory('television')) {
      expect(Object.keys(m.attributes).sort()).toEqual(TV_ATTRS);
      const titles = m.demographics.map((c) => c.title.toLowerCase());
      for (const word of ['gender', 'prime', 'urban', 'age', 'income', 'state', 'city']) expect(titles.some((t) => t.includes(word))).toBe(true);
    }
  });

  it.each(['digital', 'television'] as const)('%s scores come from scoreProfile and most are at least 75', (kind) => {
    const list = byCategory(kind);
    for (const m of list) expect(m.score).toBe(scoreProfile(asProfile(m, kind)).score);
    expect(list.filter((m) => m.score >= 75).length / list.length).toBeGreaterThan(0.8);
    expect(list.filter((m) => m.score === 100).length / list.length).toBeLessThan(0.5);
    expect(new Set(list.map((m) => m.score)).size).toBeGreaterThan(1);
  });

  it('other categories are scored with scoreListing and vary', () => {
    const others = media.filter((m) => m.category !== 'digital' && m.category !== 'television');
    for (const m of others) expect(m.score).toBe(scoreListing(m.mediaOptions.map(asScored)));
    expect(new Set(others.map((m) => m.score)).size).toBeGreaterThan(1);
  });

  it('keeps digital splits at 100% and locations highest first', () => {
    for (const m of byCategory('digital')) {
      const gender = m.demographics.find((c) => /gender/i.test(c.title));
      expect(gender?.data.reduce((s, d) => s + d.value, 0)).toBe(100);
      const city = m.demographics.find((c) => /city/i.test(c.title));
      const values = city?.data.map((d) => d.value) ?? [];
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
  });
});

describe('generateCatalog — load-test scale', () => {
  it('optionCount 100,000 gives 99,000–101,000 options quickly, unique ids and slugs', () => {
    const started = performance.now();
    const big = generateCatalog({ optionCount: 100_000 });
    const elapsed = performance.now() - started;
    const count = big.media.reduce((s, m) => s + m.mediaOptions.length, 0);
    expect(count).toBeGreaterThanOrEqual(99_000);
    expect(count).toBeLessThanOrEqual(101_000);
    expect(big.media.length).toBeGreaterThan(25_000);
    const ids = new Set<string>();
    for (const m of big.media) {
      ids.add(m._id);
      for (const o of m.mediaOptions) ids.add(o._id);
    }
    expect(ids.size).toBe(big.media.length + count);
    for (const key of CATEGORY_KEYS) {
      const slugs = big.media.filter((m) => m.category === key).map((m) => m.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    // Generous bound for slow CI machines; locally it takes about 1.5 s.
    expect(elapsed).toBeLessThan(15_000);
  });

  it('scales small targets too', () => {
    const small = generateCatalog({ optionCount: 500 });
    const count = small.media.reduce((s, m) => s + m.mediaOptions.length, 0);
    expect(count).toBe(500);
    expect(new Set(small.media.map((m) => m.category)).size).toBe(11);
  });
});
