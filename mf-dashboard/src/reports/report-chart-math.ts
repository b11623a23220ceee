/**
 * Geometry of the report charts, with no React: a day band per row, a linear value axis
 * with round ticks, and which days get an axis label. A band per day and a linear length
 * per value are simple enough that d3-scale would only add weight.
 */

export const CHART_MARGIN = { top: 12, right: 12, bottom: 28, left: 56 } as const;
/** Narrowest plot, so a report of a few days still reads; wider reports scroll. */
export const MIN_PLOT_WIDTH = 480;
/** Width of one day's band: two bars of 10 px with gaps. */
export const MIN_DAY_STEP = 28;
export const PLOT_HEIGHT = 180;

/** The smallest of 1, 2, 2.5, 5 × 10ⁿ at or above `value` (1 for nothing to draw). */
export function niceCeiling(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= value - 1e-9 * power) return step * power;
  }
  return 10 * power;
}

/** `count` + 1 evenly spaced ticks from 0 to `max`. */
export function valueTicks(max: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, i) => (max * i) / count);
}

/** An axis label as India reads big numbers: 1.5K, 2.5L (lakh), 1.2Cr (crore). */
export function compactFigure(n: number): string {
  const abs = Math.abs(n);
  const fmt = (v: number, unit: string) => `${Number(v.toFixed(v < 10 ? 1 : 0))}${unit}`;
  if (abs >= 1e7) return fmt(n / 1e7, 'Cr');
  if (abs >= 1e5) return fmt(n / 1e5, 'L');
  if (abs >= 1e3) return fmt(n / 1e3, 'K');
  return String(Number(n.toFixed(2)));
}

export type DayAxis = {
  /** Width of the whole SVG, margins included. */
  width: number;
  height: number;
  step: number;
  /** Left edge of day `i`'s band in plot coordinates. */
  x: (i: number) => number;
  /** Days that carry an axis label (every k-th, so labels never overlap). */
  labelled: number[];
};

/** Room one day label ("28 Sept" at 11 px) takes, with a gap to the next. */
export const DAY_LABEL_ROOM = 50;

/**
 * A band per day sharing the box's width, at least MIN_DAY_STEP each (then wider than the
 * box). Every k-th day is labelled so labels never come closer than DAY_LABEL_ROOM: fewer
 * labels on a narrow box.
 */
export function fitDayAxis(days: number, boxWidth: number): DayAxis {
  const room = boxWidth - CHART_MARGIN.left - CHART_MARGIN.right;
  const count = Math.max(1, days);
  const fits = room >= count * MIN_DAY_STEP;
  const step = fits ? room / count : MIN_DAY_STEP;
  const every = Math.max(1, Math.ceil(DAY_LABEL_ROOM / step));
  const labelled: number[] = [];
  for (let i = 0; i < days; i += every) labelled.push(i);
  return {
    width: fits ? boxWidth : CHART_MARGIN.left + count * step + CHART_MARGIN.right,
    height: CHART_MARGIN.top + PLOT_HEIGHT + CHART_MARGIN.bottom,
    step,
    x: (i) => i * step,
    labelled,
  };
}

/** Value → y in plot coordinates (0 at the bottom), for an axis from 0 to `max`. */
export function valueScale(max: number, height = PLOT_HEIGHT): (v: number) => number {
  const top = max > 0 ? max : 1;
  return (v) => height - (Math.max(0, Math.min(v, top)) / top) * height;
}
