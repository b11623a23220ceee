import { chartShape, chartSummary, drawableCharts, isPercentSplit } from './chart-data';

const pts = (...values: number[]) => values.map((value, i) => ({ label: `P${i + 1}`, value }));

describe('chart data', () => {
  it('reads points adding up to 100 (±1 for rounding) as shares', () => {
    expect(isPercentSplit(pts(58, 42))).toBe(true);
    expect(isPercentSplit(pts(33, 33, 33))).toBe(true);
    expect(isPercentSplit(pts(45, 30, 12))).toBe(false);
    expect(isPercentSplit(pts(100))).toBe(false);
  });

  it('draws two-way splits as pies and everything else as bars', () => {
    expect(chartShape(pts(58, 42))).toBe('pie');
    expect(chartShape(pts(25, 50, 25))).toBe('bar');
    expect(chartShape(pts(40, 30))).toBe('bar');
  });

  it('keeps only charts with finite, non-negative points and something above zero', () => {
    const charts = drawableCharts([
      { type: 'pie', title: 'Gender Distribution', data: [{ label: 'Male', value: 60 }, { label: 'Female', value: 40 }] },
      { type: 'bar', title: 'Broken', data: [{ label: 'x', value: Number.NaN }, { label: 'y', value: -3 }] },
      { type: 'bar', title: 'Zeros', data: pts(0, 0) },
      { type: 'bar', title: '', data: null as never },
      { type: 'bar', title: 'State Distribution', subTitle: 'Top states', data: [{ label: 'Maharashtra', value: 45 }, { label: 'Gujarat', value: 20 }, { label: 'Kerala', value: Infinity }] },
    ]);
    expect(charts.map((c) => [c.title, c.shape, c.data.length, c.percent])).toEqual([
      ['Gender Distribution', 'pie', 2, true],
      ['State Distribution', 'bar', 2, false],
    ]);
    expect(chartSummary(charts[0]!)).toBe('Gender Distribution: Male 60%, Female 40%');
    expect(chartSummary(charts[1]!)).toBe('State Distribution: Maharashtra 45, Gujarat 20');
    expect(drawableCharts(undefined)).toEqual([]);
  });
});
