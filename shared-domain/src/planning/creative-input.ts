/**
 * The ad creative maker's form (issue 18, /sivi-ai-advertisement-generator): its values as they
 * travel in the page's address, their checks and the downloaded files' names. Pure.
 */
import { isCategoryKey } from '../catalog/categories';
import { contrastRatio, normalizeHexColour } from '../theme/contrast';
import { sizeFromKey, sizeKey } from './creative-sizes';

export type CreativeValues = {
  brand: string;
  headline: string;
  cta: string;
  background: string;
  accent: string;
  /** A category key whose media's sizes are offered ('' none). */
  category: string;
  /** A media option whose sizes are preselected ('' none). */
  option: string;
  /** Chosen sizes, as '300x250'. */
  sizes: string[];
};
export type CreativeField = 'brand' | 'headline' | 'cta' | 'background' | 'accent' | 'sizes';

/** The longest texts the form takes; the call to action as the seeded CTA specs allow (25). */
export const CREATIVE_LIMITS = { brand: 40, headline: 90, cta: 25 } as const;
/** At most this many sizes are drawn at once (each is a full-size canvas in the browser). */
export const MAX_CREATIVE_SIZES = 10;
/** The largest logo file read, in bytes. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** Logo files the page reads (PNG, JPEG, SVG). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

export const DEFAULT_CREATIVE_COLOURS = { background: '#1f3a93', accent: '#ffffff' } as const;

const MAX_OPTION_ID = 64;

/** The form's values from a URL query; unknown or malformed parts are dropped, texts capped. */
export function creativeValuesFrom(search: string): CreativeValues {
  const params = new URLSearchParams(search);
  const take = (name: string, max: number) => (params.get(name) ?? '').slice(0, max);
  const category = take('category', 40);
  const option = take('option', MAX_OPTION_ID + 1);
  const sizes = [...new Set((params.get('sizes') ?? '').split(',').map((s) => s.trim()).filter((s) => sizeFromKey(s) !== null))].slice(0, MAX_CREATIVE_SIZES);
  return {
    brand: take('brand', CREATIVE_LIMITS.brand * 2),
    headline: take('headline', CREATIVE_LIMITS.headline * 2),
    cta: take('cta', CREATIVE_LIMITS.cta * 2),
    background: take('bg', 16) || DEFAULT_CREATIVE_COLOURS.background,
    accent: take('fg', 16) || DEFAULT_CREATIVE_COLOURS.accent,
    category: isCategoryKey(category) ? category : '',
    option: /^[A-Za-z0-9_-]{1,64}$/.test(option) ? option : '',
    sizes,
  };
}

/** The URL query of the form's values (`?brand=…&headline=…&cta=…&bg=…&fg=…&category=…&option=…&sizes=…`). */
export function creativeQuery(values: CreativeValues): string {
  const params = new URLSearchParams();
  const put = (name: string, value: string) => {
    if (value.trim()) params.set(name, value.trim());
  };
  put('brand', values.brand);
  put('headline', values.headline);
  put('cta', values.cta);
  put('bg', values.background);
  put('fg', values.accent);
  put('category', values.category);
  put('option', values.option);
  put('sizes', values.sizes.join(','));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export type CheckedCreative = {
  brand: string;
  headline: string;
  cta: string;
  background: string;
  accent: string;
  sizes: { width: number; height: number }[];
  /** Text-on-background contrast (WCAG 2.x, theme/contrast); below its MIN_TEXT_CONTRAST the page warns. */
  contrast: number;
};
export type CreativeCheck = { ok: true; value: CheckedCreative } | { ok: false; errors: Partial<Record<CreativeField, string>> };

/** Checks the form: three texts given and within their limits, two hex colours, one to MAX_CREATIVE_SIZES sizes. */
export function checkCreative(values: CreativeValues): CreativeCheck {
  const errors: Partial<Record<CreativeField, string>> = {};
  const text = (field: 'brand' | 'headline' | 'cta', name: string) => {
    const value = values[field].trim().replace(/\s+/g, ' ');
    if (!value) errors[field] = `Enter the ${name}.`;
    else if (value.length > CREATIVE_LIMITS[field]) errors[field] = `The ${name} can be at most ${CREATIVE_LIMITS[field]} characters (it has ${value.length}).`;
    return value;
  };
  const brand = text('brand', 'brand name');
  const headline = text('headline', 'headline');
  const cta = text('cta', 'call to action');
  const background = normalizeHexColour(values.background);
  if (!background) errors.background = 'Enter the background colour as a hex code, e.g. #1f3a93.';
  const accent = normalizeHexColour(values.accent);
  if (!accent) errors.accent = 'Enter the text colour as a hex code, e.g. #ffffff.';
  const sizes = values.sizes.map(sizeFromKey).filter((s): s is { width: number; height: number } => s !== null);
  if (sizes.length === 0) errors.sizes = 'Choose at least one size.';
  else if (sizes.length > MAX_CREATIVE_SIZES) errors.sizes = `Choose at most ${MAX_CREATIVE_SIZES} sizes at a time.`;
  if (Object.keys(errors).length || !background || !accent) return { ok: false, errors };
  return { ok: true, value: { brand, headline, cta, background, accent, sizes, contrast: contrastRatio(background, accent) ?? 1 } };
}

/** Lowercase hyphenated file-name stem of a brand name ('creative' when nothing is left). */
export function fileStem(brand: string): string {
  const stem = brand.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
  return stem || 'creative';
}

/** 'brand-300x250.png'. */
export const creativeFileName = (brand: string, size: { width: number; height: number }) => `${fileStem(brand)}-${sizeKey(size)}.png`;

/** Why a logo file is not read, or null when it is: PNG, JPEG or SVG of at most 2 MB. */
export function logoProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'The logo must be a PNG, JPEG or SVG file.';
  if (file.size > MAX_LOGO_BYTES) return `The logo file can be at most 2 MB (this one is ${(file.size / 1024 / 1024).toFixed(1)} MB).`;
  if (file.size === 0) return 'The logo file is empty.';
  return null;
}
