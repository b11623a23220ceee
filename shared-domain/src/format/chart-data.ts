import type { Chart, ChartPoint } from '../entities/entities';
import { formatCount } from '../input/numbers';

export type ChartShape = 'pie' | 'bar';

/** A demographics chart ready to draw: only finite, non-negative points; `percent` when they add up to 100. */
export type DrawableChart = {
  title: string;
  subTitle?: string;
  shape: ChartShape;
  data: ChartPoint[];
  percent: boolean;
};

const isPoint = (p: unknown): p is ChartPoint => {
  const q = p as ChartPoint | null;
  return !!q && typeof q.label === 'string' && typeof q.value === 'number' && Number.isFinite(q.value) && q.value >= 0;
};

/** Points that add up to 100 (give or take rounding) are shares and read as percentages. */
export function isPercentSplit(data: readonly ChartPoint[]): boolean {
  const sum = data.reduce((s, p) => s + p.value, 0);
  return data.length > 1 && Math.abs(sum - 100) <= 1;
}

/**
 * A two-way split that adds up to 100 (gender, urban/rural, prime time) is a pie; anything
 * with more parts or without a whole (age, income, state, city, advertisers) is a bar chart,
 * which compares values more exactly than slices do.
 */
export function chartShape(data: readonly ChartPoint[]): ChartShape {
  return data.length === 2 && isPercentSplit(data) ? 'pie' : 'bar';
}

/** The seller's charts that have something to draw, in their order. */
export function drawableCharts(charts: readonly Chart[] | null | undefined): DrawableChart[] {
  return (charts ?? []).flatMap((c) => {
    const data = Array.isArray(c?.data) ? c.data.filter(isPoint) : [];
    if (!data.length || data.every((p) => p.value === 0)) return [];
    return [{ title: c.title || 'Audience', subTitle: c.subTitle, shape: chartShape(data), data, percent: isPercentSplit(data) }];
  });
}

/** "58%" for shares, "1,200" otherwise. */
export const chartValue = (value: number, percent: boolean): string => `${formatCount(value)}${percent ? '%' : ''}`;

/** "Gender Distribution: Male 58%, Female 42%" — what the chart shows, in words. */
export const chartSummary = (chart: DrawableChart): string =>
  `${chart.title}: ${chart.data.map((p) => `${p.label} ${chartValue(p.value, chart.percent)}`).join(', ')}`;
