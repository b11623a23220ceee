import { categoryInfo } from './categories';
import type { CatalogMediaOption } from './catalog-types';
import { categoryCopy, industryCopy, IPL_ADVERTISING } from './category-copy';
import { INDUSTRIES, industryInfo } from './industries';
import { toolCopy } from './tool-copy';
import { matchRoute, ROUTES } from '../routes/route-table';
import { aboutText, cheapestOption, detailDescription, detailTitle } from './media-head';

const newspaper = categoryInfo('newspaper')!;
const option = (rate: number, unitLabel = 'per sq cm') => ({ unitLabel, rates: { defaultRates: { discountedRate: rate } } }) as unknown as CatalogMediaOption;

describe('categoryCopy', () => {
  it('reads "{label} advertising" with the category description', () => {
    const copy = categoryCopy(newspaper);
    expect(copy).toEqual({ heading: 'Newspaper advertising', title: 'Newspaper advertising | MediaMart', description: expect.stringMatching(/^Book newspaper ads/) });
  });

  it('puts one chosen city into heading, title and description', () => {
    const copy = categoryCopy(newspaper, { city: 'Delhi' });
    expect(copy.heading).toBe('Newspaper advertising in Delhi');
    expect(copy.title).toBe('Newspaper advertising in Delhi | MediaMart');
    expect(copy.description).toMatch(/^Newspaper advertising in Delhi: Book newspaper ads/);
  });
});

describe('media profile head', () => {
  const media = {
    name: 'Times of India',
    city: 'Delhi',
    sections: [{ contents: [{ value: 'First.' }, { value: 'The capital’s daily.' }] }],
    mediaOptions: [option(3000), option(2600)],
  } as unknown as Parameters<typeof detailDescription>[0];

  it('titles the profile with its city and category', () => {
    expect(detailTitle(media, newspaper)).toBe('Times of India, Delhi – Newspaper advertising | MediaMart');
    expect(detailTitle({ name: 'Radio One', city: null } as never, { label: 'Radio' })).toBe('Radio One – Radio advertising | MediaMart');
  });

  it('describes the options from the cheapest, then the about text', () => {
    expect(cheapestOption(media.mediaOptions)?.rates.defaultRates.discountedRate).toBe(2600);
    expect(cheapestOption([])).toBeUndefined();
    expect(aboutText(media)).toBe('The capital’s daily.');
    expect(detailDescription(media, newspaper)).toBe('Advertise in Times of India, Delhi: 2 newspaper ad options from ₹2,600 per sq cm. The capital’s daily.');
  });

  it('clips a long description to 160 characters', () => {
    const long = { ...media, sections: [{ contents: [{ value: 'word '.repeat(80) }] }] } as typeof media;
    expect(detailDescription(long, newspaper).length).toBeLessThanOrEqual(160);
  });
});

describe('industry, IPL and planning tool copy', () => {
  it('titles an industry page by its label, described by its own sentence', () => {
    expect(industryCopy(industryInfo('real-estate')!)).toEqual({
      heading: 'Real Estate advertising',
      title: 'Real Estate advertising: media popular with Real Estate brands | MediaMart',
      description: expect.stringMatching(/^Newspaper jackets, hoardings and radio/),
    });
    for (const info of INDUSTRIES) expect(industryCopy(info).description.length).toBeLessThanOrEqual(160);
  });

  it('names the IPL page, a route of the table under the sports-marketing category', () => {
    expect(matchRoute(IPL_ADVERTISING.path)?.entry.title).toBe('IPL advertising');
    expect(categoryInfo(IPL_ADVERTISING.category)?.path).toBe('/sports-marketing');
    expect(categoryCopy(categoryInfo(IPL_ADVERTISING.category)!, IPL_ADVERTISING).title).toBe('IPL advertising | MediaMart');
    expect(IPL_ADVERTISING.description.length).toBeLessThanOrEqual(160);
  });

  it('says what each planning tool of the route table is for, under its route title', () => {
    const tools = ROUTES.filter((r) => r.tool);
    expect(tools.length).toBeGreaterThan(0);
    for (const entry of tools) {
      const copy = toolCopy(entry);
      expect({ path: entry.pattern, heading: copy?.heading, title: copy?.title }).toEqual({ path: entry.pattern, heading: entry.title, title: `${entry.title} | MediaMart` });
      expect(copy!.description.length).toBeLessThanOrEqual(160);
    }
    expect(toolCopy(matchRoute('/about')!.entry)).toBeNull();
  });
});
