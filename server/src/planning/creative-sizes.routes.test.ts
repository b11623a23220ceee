import { creativeSizesOf, type CreativeSpec } from 'shared-domain';
import { generateCatalog } from '../seed/generator';
import type { SeedMedia } from '../seed/seed-media';
import { media } from '../../test/support/fixtures';
import { appForSuite, createTestApp, type TestApp } from '../../test/support/test-app';

type Size = { width: number; height: number; label: string; scaled: boolean; optionCount: number; options: { mediaOptionId: string; mediaName: string; optionName: string }[] };

const image = (unit: string, sizes?: string): CreativeSpec => ({
  type: 'image',
  fields: [{ key: 'Unit', value: unit }, { key: 'Format', value: 'PNG' }, { key: 'Resolution', value: unit === 'ft' ? '72 dpi' : 'As per ad size' }, ...(sizes ? [{ key: 'Sizes', value: sizes }] : [])],
});

/** A profile whose options ask for `specs[i]` (one option each). */
function profile(id: string, category: SeedMedia['category'], name: string, popularity: number, specs: CreativeSpec[][]): SeedMedia {
  const m = media({ id, category, slug: id, name, city: 'Delhi', popularity, rates: specs.map(() => [1000, 900] as [number, number]) });
  return { ...m, mediaOptions: m.mediaOptions.map((o, i) => ({ ...o, name: `${name} option ${i + 1}`, creativeSpecs: specs[i] })) };
}

const catalog = {
  media: [
    profile('site-a', 'digital', 'Site A', 90, [[image('px', '300 x 250, 728 x 90')], [image('px')]]),
    profile('site-b', 'digital', 'Site B', 50, [
      [image('px', '300 x 250'), { type: 'text', fields: [{ key: 'Max Character Length', value: 120 }] }, { type: 'cta', fields: [{ key: 'Max Characters', value: 20 }] }],
      [{ type: 'video', fields: [{ key: 'Sizes', value: '1920 x 1080' }] }],
    ]),
    profile('hoardings', 'outdoor', 'Hoardings', 10, [[image('ft', '40 x 20 ft')], [image('ft', '20 x 10 ft')], [image('ft', '28 x 10 ft')]]),
    profile('paper', 'newspaper', 'Paper', 10, [[image('cm')]]),
  ],
};

describe('GET /api/planning/creative-sizes', () => {
  const t = appForSuite(() => createTestApp({ catalog }));
  const get = (query: string) => t().app.inject({ method: 'GET', url: `/api/planning/creative-sizes${query}` });

  it('lists the pixel sizes a category’s options ask for, the most asked-for first, with the options', async () => {
    const res = await get('?category=digital');
    expect(res.statusCode).toBe(200);
    const { sizes } = res.json() as { sizes: Size[] };
    expect(sizes).toEqual([
      {
        width: 300, height: 250, label: '300 × 250 px', scaled: false, optionCount: 2,
        options: [
          { mediaOptionId: 'site-a-o0', mediaName: 'Site A', optionName: 'Site A option 1' },
          { mediaOptionId: 'site-b-o0', mediaName: 'Site B', optionName: 'Site B option 1' },
        ],
      },
      { width: 728, height: 90, label: '728 × 90 px', scaled: false, optionCount: 1, options: [{ mediaOptionId: 'site-a-o0', mediaName: 'Site A', optionName: 'Site A option 1' }] },
    ]);
  });

  it('converts feet at the stated dpi, scales to 4000 px and names every stated size drawn at the same pixels', async () => {
    const { sizes } = (await get('?category=outdoor')).json() as { sizes: Size[] };
    expect(sizes.map(({ width, height, label, scaled, optionCount }) => ({ width, height, label, scaled, optionCount }))).toEqual([
      { width: 4000, height: 2000, label: '20 × 10 ft, 40 × 20 ft (drawn at 4000 × 2000 px)', scaled: true, optionCount: 2 },
      { width: 4000, height: 1429, label: '28 × 10 ft (drawn at 4000 × 1429 px)', scaled: true, optionCount: 1 },
    ]);
  });

  it('answers no sizes for a category whose options list none', async () => {
    expect((await get('?category=newspaper')).json()).toEqual({ sizes: [] });
    expect((await get('?category=radio')).json()).toEqual({ sizes: [] });
  });

  it('gives one option’s sizes with the option', async () => {
    const res = await get('?option=site-a-o0');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { option: unknown; sizes: Size[] };
    expect(body.option).toEqual({ mediaOptionId: 'site-a-o0', mediaName: 'Site A', optionName: 'Site A option 1', category: 'digital' });
    expect(body.sizes.map((s) => [s.width, s.height])).toEqual([[300, 250], [728, 90]]);
    expect((await get('?option=site-a-o1')).json()).toMatchObject({ sizes: [] });
  });

  it('gives the copy lengths an option’s text and CTA specs state, null when they state none (Ad copy)', async () => {
    expect((await get('?option=site-b-o0')).json()).toMatchObject({ copyLimits: { text: 120, cta: 20 } });
    expect((await get('?option=site-a-o0')).json()).toMatchObject({ copyLimits: { text: null, cta: null } });
    expect((await get('?category=digital')).json()).not.toHaveProperty('copyLimits');
  });

  it.each([
    ['(no query)', /exactly one of category/],
    ['?category=digital&option=site-a-o0', /exactly one of category/],
    ['?category=moon', /category/],
    [`?option=${'x'.repeat(101)}`, /option/],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await get(query.startsWith('?') ? query : '');
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; message: string };
    expect(body.error).toBe('bad_request');
    expect(body.message).toMatch(message);
  });

  it('answers 404 for an option id nothing has', async () => {
    const res = await get('?option=nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'No media option has the id nope' });
  });
});

describe('creative sizes of the seeded catalog', () => {
  const generated = generateCatalog();
  const t = appForSuite(() => createTestApp({ catalog: generated }));

  it('counts every seeded option asking for a size, as creativeSizesOf reads it', async () => {
    for (const category of ['digital', 'outdoor', 'influencer-marketing'] as const) {
      const expected = new Map<string, number>();
      for (const m of generated.media.filter((x) => x.category === category)) {
        for (const o of m.mediaOptions) for (const s of creativeSizesOf(o)) expected.set(`${s.width}x${s.height}`, (expected.get(`${s.width}x${s.height}`) ?? 0) + 1);
      }
      expect(expected.size).toBeGreaterThan(0);
      const res = await t().app.inject({ method: 'GET', url: `/api/planning/creative-sizes?category=${category}` });
      const { sizes } = res.json() as { sizes: Size[] };
      expect(new Map(sizes.map((s) => [`${s.width}x${s.height}`, s.optionCount]))).toEqual(expected);
      for (const s of sizes) expect(s.options.length).toBe(Math.min(5, s.optionCount));
    }
    const digital = ((await t().app.inject({ method: 'GET', url: '/api/planning/creative-sizes?category=digital' })).json() as { sizes: Size[] }).sizes;
    expect(digital.map((s) => `${s.width}x${s.height}`)).toEqual(expect.arrayContaining(['300x250', '728x90', '320x50', '160x600', '1200x628']));
  });
});

describe('creative sizes at 100,000 options', () => {
  // The answer reads only the asked category's options: its share of a 100,000-option catalog is seeded (the rest would only slow the seed).
  const digital = generateCatalog({ optionCount: 100_000 }).media.filter((m) => m.category === 'digital');
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ catalog: { media: digital } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers a category within 1.5 s uncached, and from the cache at once', async () => {
    expect(digital.reduce((n, m) => n + m.mediaOptions.length, 0)).toBeGreaterThan(5_000);
    const url = '/api/planning/creative-sizes?category=digital';
    let started = performance.now();
    const first = await t!.app.inject({ method: 'GET', url });
    const uncached = performance.now() - started;
    expect(first.statusCode).toBe(200);
    expect((first.json() as { sizes: Size[] }).sizes.length).toBeGreaterThan(5);
    started = performance.now();
    const again = await t!.app.inject({ method: 'GET', url });
    const cached = performance.now() - started;
    expect(again.body).toBe(first.body);
    expect(uncached).toBeLessThan(1_500);
    expect(cached).toBeLessThan(50);
  });
});
