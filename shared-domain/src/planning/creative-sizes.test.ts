import type { CreativeSpec } from '../entities/entities';
import {
  COMMON_CREATIVE_SIZES, MAX_CREATIVE_SIDE_PX, creativeSizesOf, mergedSizeLabel, dpiOf, parseCreativeSizes, sizeFromKey, sizeKey, toPixelSize,
} from './creative-sizes';

const image = (fields: Record<string, string | number>): CreativeSpec => ({ type: 'image', fields: Object.entries(fields).map(([key, value]) => ({ key, value })) });
const dims = (list: { width: number; height: number }[]) => list.map(sizeKey);

describe('creativeSizesOf', () => {
  it('reads pixel sizes from the Sizes field of an image spec, each once, in order', () => {
    const option = { creativeSpecs: [image({ Unit: 'px', Format: 'JPG, PNG', Resolution: 'As per ad size', Sizes: '300 x 250, 728x90; 320 × 50, 300 x 250' })] };
    const sizes = creativeSizesOf(option);
    expect(dims(sizes)).toEqual(['300x250', '728x90', '320x50']);
    expect(sizes[0]).toEqual({ width: 300, height: 250, label: '300 × 250 px', stated: '300 × 250 px', scaled: false });
  });

  it('reads the Dimensions key too, and skips non-image specs and specs without sizes', () => {
    const option = {
      creativeSpecs: [
        { type: 'video', fields: [{ key: 'Sizes', value: '1920 x 1080' }] } as CreativeSpec,
        image({ Unit: 'px', Format: 'PNG', Resolution: '72 dpi' }),
        image({ Unit: 'px', Dimensions: '1080 x 1080' }),
      ],
    };
    expect(dims(creativeSizesOf(option))).toEqual(['1080x1080']);
    expect(creativeSizesOf({ creativeSpecs: [] })).toEqual([]);
    expect(creativeSizesOf({})).toEqual([]);
  });

  it('converts physical units at the dpi the spec states, scaling a size beyond 4000 px down and saying so', () => {
    // 10 × 5 cm at 300 dpi: 1181 × 591 px.
    const print = creativeSizesOf({ creativeSpecs: [image({ Unit: 'cm', Resolution: '300 dpi', Sizes: '10 x 5' })] });
    expect(print).toEqual([{ width: 1181, height: 591, label: '10 × 5 cm (drawn at 1181 × 591 px)', stated: '10 × 5 cm', scaled: false }]);
    // A 28 × 10 ft hoarding at 72 dpi is 24192 × 8640 px: drawn at 4000 px on the long side, the same shape.
    const [hoarding] = creativeSizesOf({ creativeSpecs: [image({ Unit: 'ft', Resolution: '72 dpi at full size', Sizes: '28 x 10 ft' })] });
    expect(hoarding).toEqual({ width: 4000, height: 1429, label: '28 × 10 ft (drawn at 4000 × 1429 px)', stated: '28 × 10 ft', scaled: true });
    expect(hoarding.width / hoarding.height).toBeCloseTo(2.8, 2);
  });

  it('uses the documented default dpi when the resolution names none, and an entry’s own unit over the spec’s', () => {
    expect(parseCreativeSizes('2 x 1 in', 'px')).toEqual([{ width: 600, height: 300, label: '2 × 1 in (drawn at 600 × 300 px)', stated: '2 × 1 in', scaled: false }]);
    expect(dpiOf('As per ad size, max 150 KB')).toBeUndefined();
    expect(dpiOf('300 dpi')).toBe(300);
  });

  it('skips what is not a size: unknown units, zero, too thin after scaling, text', () => {
    expect(parseCreativeSizes('As per ad size, 0 x 250, 12 x 5 parsecs, abc', 'px')).toEqual([]);
    // 80 × 0.1 ft scales to 4000 × 5 px: too thin to draw.
    expect(toPixelSize(80, 0.1, 'ft')).toBeNull();
    expect(parseCreativeSizes('300 x 250', undefined)).toEqual([]);
  });

  it('keeps every size within bounds', () => {
    for (const size of [...parseCreativeSizes('9000 x 100, 80 x 10 ft, 1 x 1 m', 'px'), ...COMMON_CREATIVE_SIZES]) {
      expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(MAX_CREATIVE_SIDE_PX);
      expect(Number.isInteger(size.width) && Number.isInteger(size.height)).toBe(true);
    }
  });
});

describe('mergedSizeLabel', () => {
  it('names every stated size drawn at the same pixels once', () => {
    const faces = parseCreativeSizes('40 x 20 ft, 20 x 10 ft', 'ft');
    expect(faces).toHaveLength(1); // one pixel size: the second is the same shape
    const [a] = faces;
    const [b] = parseCreativeSizes('20 x 10 ft', 'ft');
    expect(mergedSizeLabel([a, b, a])).toBe('40 × 20 ft, 20 × 10 ft (drawn at 4000 × 2000 px)');
    expect(mergedSizeLabel(parseCreativeSizes('300 x 250', 'px'))).toBe('300 × 250 px');
    expect(mergedSizeLabel([])).toBe('');
  });
});

describe('size keys', () => {
  it('round-trips a size through its address form and refuses malformed or out-of-range ones', () => {
    expect(sizeFromKey(sizeKey({ width: 728, height: 90 }))).toEqual({ width: 728, height: 90 });
    for (const bad of ['300', '300x', 'x250', '300x250x1', '0x250', '5000x100', '300X250', '-3x4', '10x10']) {
      expect({ bad, size: sizeFromKey(bad) }).toEqual({ bad, size: null });
    }
  });
});
