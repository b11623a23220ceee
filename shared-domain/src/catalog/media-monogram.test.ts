import { MONOGRAM_COLOURS, mediaInitials, mediaMonogram } from './media-monogram';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('media monogram', () => {
  it.each([
    ['Times of India Bangalore', 'TI'],
    ['The Hindu Delhi', 'HD'],
    ['IPL on Star Sports', 'IPL'],
    ['NDTV India', 'NDTV'],
    ['JioCinema', 'JC'],
    ['Zee', 'ZE'],
    ['93.5 Red FM', 'RF'],
    ['Kabir Gill', 'KG'],
    ['&TV', 'TV'],
    ["Women's Era", 'WE'],
    ['', '?'],
  ])('%s → %s', (name, initials) => {
    expect(mediaInitials(name)).toBe(initials);
  });

  it('gives the same media the same colour everywhere, and different media different colours', () => {
    const a = mediaMonogram({ _id: '665000a10000000000000085', name: 'Times of India Bangalore' });
    expect(mediaMonogram({ _id: '665000a10000000000000085', name: 'Times of India Bangalore' })).toEqual(a);
    const colours = new Set(Array.from({ length: 60 }, (_, i) => mediaMonogram({ _id: `665000a1${String(i).padStart(16, '0')}`, name: 'X' }).background));
    expect(colours.size).toBeGreaterThan(8);
  });

  it('keeps white initials readable on every colour (4.5:1 or more)', () => {
    for (const colour of MONOGRAM_COLOURS) expect((1.05) / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
