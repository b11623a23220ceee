/**
 * The image sizes a media option asks for (issue 18, the ad creative maker): read from the
 * `Sizes` (or `Dimensions`) field of its image creative spec, e.g. '300 x 250, 728 x 90' in
 * the spec's `Unit` (px), or '28 x 10 ft' for a hoarding. Pure: the server aggregates them per
 * category and the page draws one creative per size.
 */
import type { CreativeSpec } from '../entities/entities';

/** One size a creative is drawn at, in pixels. */
export type CreativeSize = {
  width: number;
  height: number;
  /** As a buyer reads it: '300 × 250 px', or '28 × 10 ft (drawn at 4000 × 1429 px)'. */
  label: string;
  /** As the spec states it, in its unit: '300 × 250 px', '28 × 10 ft'. */
  stated: string;
  /**
   * True when the size in its real unit came out larger than MAX_CREATIVE_SIDE_PX at the
   * unit's dpi and was scaled down, keeping its shape: the file is a layout of the right shape,
   * not the print-ready artwork.
   */
  scaled: boolean;
};

/** The image-spec fields that list sizes, in the order they are read. */
export const CREATIVE_SIZE_KEYS = ['Sizes', 'Dimensions'] as const;

/** The longest side a creative is drawn at: bigger sizes are scaled down to it, keeping their shape. */
export const MAX_CREATIVE_SIDE_PX = 4000;
/** The shortest side worth drawing: a converted size thinner than this is left out. */
export const MIN_CREATIVE_SIDE_PX = 16;

type Unit = 'px' | 'mm' | 'cm' | 'in' | 'ft' | 'm';

/**
 * Pixels per inch a physical unit is converted at when the spec's `Resolution` names no dpi:
 * 300 for print (mm, cm, inches: the press standard the seed's print specs state) and 72 for
 * outdoor (feet, metres: large-format flex is printed at 72 dpi or less at full size).
 */
export const DEFAULT_DPI: Readonly<Record<Exclude<Unit, 'px'>, number>> = { mm: 300, cm: 300, in: 300, ft: 72, m: 72 };

const INCHES_PER: Readonly<Record<Exclude<Unit, 'px'>, number>> = { mm: 1 / 25.4, cm: 1 / 2.54, in: 1, ft: 12, m: 100 / 2.54 };

const UNIT_WORDS: Readonly<Record<string, Unit>> = {
  px: 'px', pixel: 'px', pixels: 'px', mm: 'mm', cm: 'cm', in: 'in', inch: 'in', inches: 'in', '"': 'in',
  ft: 'ft', feet: 'ft', foot: 'ft', "'": 'ft', m: 'm', metre: 'm', metres: 'm', meter: 'm', meters: 'm',
};

const unitOf = (text: string | undefined): Unit | undefined => (text ? UNIT_WORDS[text.trim().toLowerCase()] : undefined);

const SIZE = /^(\d+(?:\.\d+)?)\s*(?:x|×|\*)\s*(\d+(?:\.\d+)?)\s*([a-z"']*)$/i;

const number = (n: number) => String(Math.round(n * 100) / 100);

/** One size from its width and height in a unit, as pixels; null when it is not a sane pixel size. */
export function toPixelSize(width: number, height: number, unit: Unit, dpi?: number): CreativeSize | null {
  if (!(width > 0 && height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return null;
  const perUnit = unit === 'px' ? 1 : (dpi && dpi > 0 ? dpi : DEFAULT_DPI[unit]) * INCHES_PER[unit];
  let w = width * perUnit;
  let h = height * perUnit;
  const long = Math.max(w, h);
  const scaled = long > MAX_CREATIVE_SIDE_PX;
  if (scaled) {
    w = (w * MAX_CREATIVE_SIDE_PX) / long;
    h = (h * MAX_CREATIVE_SIDE_PX) / long;
  }
  const px = { width: Math.round(w), height: Math.round(h) };
  if (Math.min(px.width, px.height) < MIN_CREATIVE_SIDE_PX) return null;
  const stated = `${number(width)} × ${number(height)} ${unit}`;
  const label = unit === 'px' && !scaled ? stated : `${stated} (drawn at ${px.width} × ${px.height} px)`;
  return { ...px, label, stated, scaled };
}

/**
 * One label for sizes drawn at the same pixels, each stated size once: '40 × 20 ft, 20 × 10 ft
 * (drawn at 4000 × 2000 px)'. A pixel size stated in pixels keeps its own label.
 */
export function mergedSizeLabel(sizes: readonly CreativeSize[]): string {
  if (sizes.length === 0) return '';
  const { width, height } = sizes[0];
  const stated = [...new Set(sizes.map((s) => s.stated))];
  const own = `${width} × ${height} px`;
  return stated.length === 1 && stated[0] === own ? own : `${stated.join(', ')} (drawn at ${own})`;
}

/**
 * The sizes of a list such as '300 x 250, 728 x 90' or '28 x 10 ft; 40 x 20 ft': each entry in
 * its own unit, else `unit`. Entries that are not sizes, or whose unit is unknown, are skipped.
 */
export function parseCreativeSizes(text: string, unit: string | undefined, dpi?: number): CreativeSize[] {
  const fallback = unitOf(unit);
  const out: CreativeSize[] = [];
  for (const part of text.split(/[,;\n]/)) {
    const match = SIZE.exec(part.trim());
    if (!match) continue;
    const entryUnit = match[3] ? unitOf(match[3]) : fallback;
    if (!entryUnit) continue;
    const size = toPixelSize(Number(match[1]), Number(match[2]), entryUnit, dpi);
    if (size && !out.some((s) => s.width === size.width && s.height === size.height)) out.push(size);
  }
  return out;
}

/** The dpi a `Resolution` value states ('300 dpi', '72 dpi at full size'); undefined when none. */
export function dpiOf(resolution: string | number | null | undefined): number | undefined {
  const match = /(\d+)\s*dpi/i.exec(String(resolution ?? ''));
  return match ? Number(match[1]) : undefined;
}

/**
 * The pixel sizes a media option's image specs ask for, each once, in the order they are
 * listed. Options without an image spec, or whose image spec lists no sizes, ask for none.
 */
export function creativeSizesOf(option: { readonly creativeSpecs?: readonly CreativeSpec[] | null }): CreativeSize[] {
  const out: CreativeSize[] = [];
  for (const spec of option.creativeSpecs ?? []) {
    if (spec.type !== 'image') continue;
    const field = (key: string) => spec.fields.find((f) => f.key === key)?.value;
    const listed = CREATIVE_SIZE_KEYS.map((key) => field(key)).find((v) => v !== undefined && v !== null && String(v).trim() !== '');
    if (listed === undefined || listed === null) continue;
    const unit = field('Unit');
    for (const size of parseCreativeSizes(String(listed), unit === undefined || unit === null ? undefined : String(unit), dpiOf(field('Resolution')))) {
      if (!out.some((s) => s.width === size.width && s.height === size.height)) out.push(size);
    }
  }
  return out;
}

/**
 * Sizes offered whatever media are chosen: the IAB display units most Indian sites sell
 * (medium rectangle, leaderboard, mobile banner, wide skyscraper), the 1200 × 628 link image of
 * social and native placements and the 1080 × 1080 square post.
 */
export const COMMON_CREATIVE_SIZES: readonly CreativeSize[] = [
  [300, 250], [728, 90], [320, 50], [160, 600], [1200, 628], [1080, 1080],
].map(([width, height]) => ({ width, height, label: `${width} × ${height} px`, stated: `${width} × ${height} px`, scaled: false }));

/** '300x250' — how a size travels in the page's address. */
export const sizeKey = (size: { width: number; height: number }) => `${size.width}x${size.height}`;

/** A size from its address form ('300x250'); null unless both sides are whole pixels in range. */
export function sizeFromKey(key: string): { width: number; height: number } | null {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(key.trim());
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const ok = (n: number) => n >= MIN_CREATIVE_SIDE_PX && n <= MAX_CREATIVE_SIDE_PX;
  return ok(width) && ok(height) ? { width, height } : null;
}
