import { DESCRIPTION_MAX, clipDescription, pageTitle } from './page-meta';

describe('page title and description', () => {
  it('ends every title with the site name after one separator', () => {
    expect(pageTitle('Deals')).toBe('Deals | MediaMart');
    expect(pageTitle('  Page   not found ')).toBe('Page not found | MediaMart');
    expect(pageTitle('')).toBe('MediaMart');
  });

  it('clips long descriptions at a word and leaves short ones whole', () => {
    const clipped = clipDescription('word '.repeat(60));
    expect(clipped.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(clipped.endsWith('word…')).toBe(true);
    expect(clipDescription(' short  text ')).toBe('short text');
    expect(clipDescription('a, b, c, d', 6)).toBe('a, b…');
  });
});
