/**
 * WCAG 2 colour contrast, the rule a white-label palette must meet: text and buttons in an
 * organisation's colours stay readable (4.5:1, level AA for normal text).
 */

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** `#rgb` or `#rrggbb`, any case. */
const HEX_COLOUR_PATTERN = '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
const HEX = new RegExp(HEX_COLOUR_PATTERN);

/** The colour as lower-case `#rrggbb`, or null when it is not a hex colour. */
export function normalizeHexColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (!HEX.test(v)) return null;
  const h = v.slice(1).toLowerCase();
  return `#${h.length === 3 ? h.replace(/./g, (c) => c + c) : h}`;
}

/** Relative luminance (WCAG 2) of a hex colour; null for anything else. */
export function relativeLuminance(colour: string): number | null {
  const hex = normalizeHexColour(colour);
  if (!hex) return null;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio (1 to 21) of two hex colours; null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [hi, lo] = la >= lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** The contrast rounded down to two decimals, as a person is shown it ("3.99:1", never "4.5:1" for 4.499). */
export function formatContrast(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** White or near-black, whichever reads better on the colour (text on a button of that colour). */
export function inkOn(background: string): '#ffffff' | '#1b1d24' {
  const onWhite = contrastRatio(background, '#ffffff') ?? 21;
  const onDark = contrastRatio(background, '#1b1d24') ?? 0;
  return onWhite >= onDark ? '#ffffff' : '#1b1d24';
}
