import {
  MIN_FONT_PX, bestTextColour, fitLogo, fitText, layoutCreative, wrapText, type Box, type CreativeLayout, type Measure,
} from './creative-layout';

// A fixed-width font: every character is 0.6 em wide.
const mono: Measure = (text, px) => Array.from(text).length * px * 0.6;

const inside = (inner: Box, outer: { width: number; height: number }) =>
  inner.x >= 0 && inner.y >= 0 && inner.x + inner.width <= outer.width + 0.01 && inner.y + inner.height <= outer.height + 0.01;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every line fits its box's width, the lines fit its height, the boxes stay on the creative and apart. */
function expectFits(layout: CreativeLayout) {
  const texts = [layout.brand, layout.headline];
  for (const t of texts) {
    for (const line of t.lines) expect(mono(line, t.fontPx)).toBeLessThanOrEqual(t.box.width + 0.01);
    expect(t.lines.length * t.lineHeightPx).toBeLessThanOrEqual(t.box.height + 0.5);
    expect(t.fontPx).toBeGreaterThanOrEqual(MIN_FONT_PX);
    expect(inside(t.box, layout)).toBe(true);
  }
  for (const line of layout.cta.label.lines) expect(mono(line, layout.cta.label.fontPx)).toBeLessThanOrEqual(layout.cta.box.width);
  expect(inside(layout.cta.box, layout)).toBe(true);
  const boxes = [layout.brand.box, layout.headline.box, layout.cta.box, ...(layout.logo ? [layout.logo] : [])];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i], boxes[j])).toBe(false);
}

describe('wrapText and fitText', () => {
  it('wraps at word boundaries and breaks a word longer than the line', () => {
    expect(wrapText('Big sale this week', 60, 10, mono)).toEqual(['Big sale', 'this week']);
    expect(wrapText('Supercalifragilistic', 30, 10, mono)).toEqual(['Super', 'calif', 'ragil', 'istic']);
    expect(wrapText('   ', 30, 10, mono)).toEqual([]);
  });

  it('picks the largest size that fits, within the line limit', () => {
    const fit = fitText('Fresh bakes daily', 120, 40, mono, { maxPx: 40 });
    expect(fit.truncated).toBe(false);
    expect(fit.lines.length * fit.lineHeightPx).toBeLessThanOrEqual(40.5);
    // One size bigger would not fit.
    const bigger = fit.fontPx + 1;
    const lines = wrapText('Fresh bakes daily', 120, bigger, mono);
    expect(lines.length * bigger * 1.2 > 40.5 || lines.some((l) => mono(l, bigger) > 120)).toBe(true);
    expect(fitText('One line only please', 60, 100, mono, { maxPx: 30, maxLines: 1 }).lines).toHaveLength(1);
  });

  it('cuts with an ellipsis at the smallest size when nothing fits, and says so', () => {
    const fit = fitText('A very long headline that cannot possibly fit in this tiny box', 50, 10, mono, { maxPx: 20 });
    expect(fit).toMatchObject({ fontPx: MIN_FONT_PX, truncated: true });
    expect(fit.lines).toHaveLength(1);
    expect(fit.lines[0].endsWith('…')).toBe(true);
    expect(mono(fit.lines[0], MIN_FONT_PX)).toBeLessThanOrEqual(50);
  });
});

describe('layoutCreative', () => {
  const texts = { brand: 'Chai Point', headline: 'Fresh chai delivered to your office in 15 minutes', cta: 'Order now' };
  const sizes = [[300, 250], [728, 90], [320, 50], [160, 600], [1200, 628], [1080, 1080], [4000, 1429], [970, 250]];

  it.each(sizes)('fits every text of a %i × %i creative, with and without a logo', (width, height) => {
    for (const logo of [null, 1, 3]) {
      const layout = layoutCreative({ width, height }, texts, mono, logo);
      expectFits(layout);
      expect(layout.truncated).toBe(false);
      expect(layout.logo === null).toBe(logo === null);
      expect(layout.orientation).toBe(width / height >= 2.2 ? 'row' : 'column');
    }
  });

  it('uses bigger type on bigger creatives', () => {
    const small = layoutCreative({ width: 300, height: 250 }, texts, mono, null);
    const big = layoutCreative({ width: 1080, height: 1080 }, texts, mono, null);
    expect(big.headline.fontPx).toBeGreaterThan(small.headline.fontPx * 2);
  });

  it('flags a text too long for a tiny banner instead of overflowing', () => {
    const layout = layoutCreative({ width: 320, height: 50 }, { ...texts, headline: 'x '.repeat(200) }, mono, null);
    expectFits(layout);
    expect(layout.truncated).toBe(true);
  });

  it('fits a logo inside its box keeping its aspect', () => {
    const box = { x: 10, y: 10, width: 200, height: 50 };
    expect(fitLogo(box, 2)).toEqual({ x: 60, y: 10, width: 100, height: 50 });
    expect(fitLogo(box, 8)).toEqual({ x: 10, y: 22.5, width: 200, height: 25 });
  });
});

describe('bestTextColour', () => {
  it('offers black or white, whichever contrasts more', () => {
    expect(bestTextColour('#ffff00')).toBe('#000000');
    expect(bestTextColour('#1f3a93')).toBe('#ffffff');
    // Mid grey: #777777 contrasts 4.69:1 with black and 4.48:1 with white; #595959 7.0:1 with white, 3.0:1 with black.
    expect(bestTextColour('#777777')).toBe('#000000');
    expect(bestTextColour('#595959')).toBe('#ffffff');
    expect(bestTextColour('not a colour')).toBe('#000000');
  });
});
