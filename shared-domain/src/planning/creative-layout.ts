/**
 * Where the ad creative maker (issue 18) puts the logo, brand name, headline and call to action
 * on a creative of a given pixel size, and at what font sizes, so every text fits. Pure: text
 * widths come from a `measure` function the caller passes (the page passes the canvas's
 * measureText; tests pass a fixed-width font), so the same layout is tested and drawn.
 */

import { contrastRatio } from '../theme/contrast';

/** Width in pixels of `text` set at `fontPx`. */
export type Measure = (text: string, fontPx: number) => number;

export type Box = { x: number; y: number; width: number; height: number };

/** A text set in lines at one size; `truncated` when even the smallest size needed an ellipsis. */
export type TextFit = { lines: string[]; fontPx: number; lineHeightPx: number; truncated: boolean };

/** A text placed on the creative: its lines are drawn centred in `box` (left-aligned rows start at box.x). */
export type PlacedText = TextFit & { box: Box; align: 'center' | 'left' };

export type CreativeLayout = {
  width: number;
  height: number;
  orientation: 'row' | 'column';
  /** Where the logo is fitted (its aspect kept, centred in the box); null without a logo. */
  logo: Box | null;
  brand: PlacedText;
  headline: PlacedText;
  /** The button: its box, and the label centred in it. */
  cta: { box: Box; label: TextFit };
  /** True when some text needed an ellipsis at the smallest size (the page says so). */
  truncated: boolean;
};

export type CreativeTexts = { brand: string; headline: string; cta: string };

/** The smallest font size used; a text that does not fit at it is cut with an ellipsis. */
export const MIN_FONT_PX = 8;
const LINE_HEIGHT = 1.2;
const ELLIPSIS = '…';

/** Splits a word that is wider than `width` at `fontPx` into pieces that each fit (at least one character each). */
function breakWord(word: string, width: number, fontPx: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of Array.from(word)) {
    if (piece && measure(piece + ch, fontPx) > width) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy word wrap of `text` at `fontPx` into lines no wider than `width`. */
export function wrapText(text: string, width: number, fontPx: number, measure: Measure): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, fontPx) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (measure(word, fontPx) <= width) line = word;
    else {
      const pieces = breakWord(word, width, fontPx, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1] ?? '';
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** `line` shortened until it and an ellipsis fit `width`. */
function withEllipsis(line: string, width: number, fontPx: number, measure: Measure): string {
  let chars = Array.from(line);
  while (chars.length && measure(chars.join('').trimEnd() + ELLIPSIS, fontPx) > width) chars = chars.slice(0, -1);
  return chars.join('').trimEnd() + ELLIPSIS;
}

/**
 * The largest font size from `maxPx` down to MIN_FONT_PX at which `text` wraps into at most
 * `maxLines` lines that fit `width` × `height`. When none does, the smallest size is used and
 * the last line that fits ends in an ellipsis (`truncated`). An empty text fits in no lines.
 */
export function fitText(text: string, width: number, height: number, measure: Measure, options: { maxPx: number; maxLines?: number }): TextFit {
  const maxLines = options.maxLines ?? Infinity;
  const top = Math.max(MIN_FONT_PX, Math.floor(Math.min(options.maxPx, height / LINE_HEIGHT)));
  if (!text.trim()) return { lines: [], fontPx: top, lineHeightPx: Math.round(top * LINE_HEIGHT), truncated: false };
  for (let px = top; px >= MIN_FONT_PX; px--) {
    const lines = wrapText(text, width, px, measure);
    const lineHeightPx = px * LINE_HEIGHT;
    if (lines.length <= maxLines && lines.length * lineHeightPx <= height + 0.5) return { lines, fontPx: px, lineHeightPx: Math.round(lineHeightPx * 100) / 100, truncated: false };
  }
  const px = MIN_FONT_PX;
  const lineHeightPx = px * LINE_HEIGHT;
  const room = Math.max(1, Math.min(maxLines, Math.floor((height + 0.5) / lineHeightPx)));
  const lines = wrapText(text, width, px, measure).slice(0, room);
  lines[lines.length - 1] = withEllipsis(lines[lines.length - 1] ?? '', width, px, measure);
  return { lines, fontPx: px, lineHeightPx, truncated: true };
}

/** A text fitted into `box`, placed there. */
function place(text: string, box: Box, measure: Measure, maxPx: number, align: 'center' | 'left', maxLines?: number): PlacedText {
  return { ...fitText(text, box.width, box.height, measure, { maxPx, maxLines }), box, align };
}

/** The call-to-action button fitted into `area`: as wide as its label plus padding, centred in `area`. */
function button(text: string, area: Box, measure: Measure): { box: Box; label: TextFit } {
  const padX = Math.max(4, Math.round(area.height * 0.35));
  const label = fitText(text, Math.max(1, area.width - 2 * padX), area.height * 0.62, measure, { maxPx: area.height * 0.5, maxLines: 1 });
  const textWidth = Math.max(0, ...label.lines.map((l) => measure(l, label.fontPx)));
  const width = Math.min(area.width, Math.ceil(textWidth + 2 * padX));
  return { box: { x: Math.round(area.x + (area.width - width) / 2), y: area.y, width, height: area.height }, label };
}

/**
 * Lays a creative out. Wide banners (at least 2.2 times as wide as tall: 728 × 90, 320 × 50)
 * are one row — logo, brand over headline, button; other sizes are one column — logo, brand,
 * headline, button. `logoAspect` is the logo's width ÷ height (null: no logo).
 */
export function layoutCreative(size: { width: number; height: number }, texts: CreativeTexts, measure: Measure, logoAspect: number | null): CreativeLayout {
  const { width, height } = size;
  const row = width / height >= 2.2;
  const result = row ? rowLayout(width, height, texts, measure, logoAspect) : columnLayout(width, height, texts, measure, logoAspect);
  return { ...result, width, height, orientation: row ? 'row' : 'column', truncated: result.brand.truncated || result.headline.truncated || result.cta.label.truncated };
}

type Parts = Pick<CreativeLayout, 'logo' | 'brand' | 'headline' | 'cta'>;

function columnLayout(width: number, height: number, texts: CreativeTexts, measure: Measure, logoAspect: number | null): Parts {
  const pad = Math.max(4, Math.round(Math.min(width, height) * 0.07));
  const gap = Math.max(2, Math.round(pad / 2));
  const innerW = width - 2 * pad;
  const innerH = height - 2 * pad;
  let y = pad;
  let logo: Box | null = null;
  if (logoAspect !== null && logoAspect > 0) {
    const h = Math.round(innerH * 0.2);
    logo = { x: pad, y, width: innerW, height: h };
    y += h + gap;
  }
  const brandH = Math.round(innerH * 0.1);
  const brand = place(texts.brand, { x: pad, y, width: innerW, height: brandH }, measure, brandH, 'center', 1);
  y += brandH + gap;
  const ctaH = Math.round(Math.min(innerH * 0.16, Math.max(MIN_FONT_PX * 2, width * 0.22)));
  const ctaY = height - pad - ctaH;
  const headlineBox = { x: pad, y, width: innerW, height: Math.max(MIN_FONT_PX * LINE_HEIGHT, ctaY - gap - y) };
  const headline = place(texts.headline, headlineBox, measure, Math.max(MIN_FONT_PX, Math.round(Math.min(width, height) * 0.14)), 'center');
  const cta = button(texts.cta, { x: pad, y: ctaY, width: innerW, height: ctaH }, measure);
  return { logo, brand, headline, cta };
}

function rowLayout(width: number, height: number, texts: CreativeTexts, measure: Measure, logoAspect: number | null): Parts {
  const pad = Math.max(3, Math.round(height * 0.12));
  const gap = pad;
  const innerH = height - 2 * pad;
  let x = pad;
  let logo: Box | null = null;
  if (logoAspect !== null && logoAspect > 0) {
    const w = Math.round(Math.min(width * 0.18, innerH * Math.max(1, logoAspect)));
    logo = { x, y: pad, width: w, height: innerH };
    x += w + gap;
  }
  const ctaArea = { x: 0, y: pad + Math.round(innerH * 0.15), width: Math.round(width * 0.26), height: Math.round(innerH * 0.7) };
  const cta = button(texts.cta, ctaArea, measure);
  cta.box.x = width - pad - cta.box.width;
  const textW = Math.max(1, cta.box.x - gap - x);
  const brandH = Math.round(innerH * 0.3);
  const brand = place(texts.brand, { x, y: pad, width: textW, height: brandH }, measure, brandH, 'left', 1);
  const headlineBox = { x, y: pad + brandH, width: textW, height: innerH - brandH };
  const headline = place(texts.headline, headlineBox, measure, Math.round(innerH * 0.5), 'left');
  return { logo, brand, headline, cta };
}

/** A logo of `aspect` (width ÷ height) fitted into `box`, aspect kept, centred. */
export function fitLogo(box: Box, aspect: number): Box {
  const byWidth = { width: box.width, height: box.width / aspect };
  const fitted = byWidth.height <= box.height ? byWidth : { width: box.height * aspect, height: box.height };
  return { x: box.x + (box.width - fitted.width) / 2, y: box.y + (box.height - fitted.height) / 2, width: fitted.width, height: fitted.height };
}

// ---------------------------------------------------------------- text colour

/**
 * Black or white, whichever contrasts more with `background` (the contrast warning's offer;
 * WCAG's ratio is theme/contrast's). A background that is not a hex colour gets black.
 */
export function bestTextColour(background: string): '#000000' | '#ffffff' {
  return (contrastRatio(background, '#000000') ?? 21) >= (contrastRatio(background, '#ffffff') ?? 0) ? '#000000' : '#ffffff';
}
