import { compactFigure, fitDayAxis, niceCeiling, valueScale, valueTicks, MIN_DAY_STEP, PLOT_HEIGHT } from './report-chart-math';
import { pacingBar, pacingSentence } from './pacing-text';
import { filenameFromDisposition } from './report.api';
import { reportFilename } from './report-filename';

describe('report chart math', () => {
  it('rounds an axis maximum up to 1, 2, 2.5 or 5 × 10ⁿ', () => {
    expect([0, -3, NaN, 1, 7, 12, 20, 21, 240, 1840, 47_000, 1_00_000].map(niceCeiling))
      .toEqual([1, 1, 1, 1, 10, 20, 20, 25, 250, 2000, 50_000, 1_00_000]);
  });

  it('ticks from 0 to the maximum; values map to y with 0 at the bottom, clamped', () => {
    expect(valueTicks(2000)).toEqual([0, 500, 1000, 1500, 2000]);
    const y = valueScale(2000, 100);
    expect([y(0), y(1000), y(2000), y(5000), y(-1)]).toEqual([100, 50, 0, 0, 100]);
    expect(valueScale(0)(0)).toBe(PLOT_HEIGHT);
  });

  it('shares the box among the days, at least the minimum each, labelling every k-th day', () => {
    // A 548 px box: 480 px of plot for 3 days.
    const short = fitDayAxis(3, 548);
    expect(short.step).toBe(160);
    expect(short.width).toBe(548);
    expect(short.labelled).toEqual([0, 1, 2]);
    const long = fitDayAxis(90, 548);
    expect(long.step).toBe(MIN_DAY_STEP);
    expect(long.width).toBe(56 + 90 * MIN_DAY_STEP + 12);
    expect(long.labelled.slice(0, 3)).toEqual([0, 2, 4]);
    expect(long.x(3)).toBe(3 * MIN_DAY_STEP);
  });

  it('writes big numbers the Indian way', () => {
    expect([950, 1500, 47_000, 1_50_000, 25_00_000, 3_20_00_000].map(compactFigure)).toEqual(['950', '1.5K', '47K', '1.5L', '25L', '3.2Cr']);
  });
});

describe('pacing', () => {
  const base = { asOf: '2025-03-02', status: 'on-track' as const };

  it('says what was spent of the plan to date', () => {
    expect(pacingSentence({ ...base, plannedSpendToDate: 2000, actualSpendToDate: 1840, ratio: 0.92 }))
      .toBe('Spent ₹1,840 of ₹2,000 planned to date (92%)');
    expect(pacingSentence({ ...base, plannedSpendToDate: 0, actualSpendToDate: 300, ratio: null, status: 'no-plan' }))
      .toBe('Spent ₹300 to date; no spend was planned up to 2 Mar 2025');
  });

  it('bar: the track is the larger amount, the marker the plan', () => {
    expect(pacingBar({ plannedSpendToDate: 2000, actualSpendToDate: 1500 })).toEqual({ fill: 0.75, marker: 1 });
    expect(pacingBar({ plannedSpendToDate: 1000, actualSpendToDate: 1250 })).toEqual({ fill: 1, marker: 0.8 });
    expect(pacingBar({ plannedSpendToDate: 0, actualSpendToDate: 0 })).toEqual({ fill: 0, marker: null });
  });
});

describe('CSV file names', () => {
  it('reads the server’s name from Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="diwali-report.csv"')).toBe('diwali-report.csv');
    expect(filenameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''d%C3%AEwali.csv")).toBe('dîwali.csv');
    expect(filenameFromDisposition(undefined)).toBeNull();
    expect(filenameFromDisposition('inline')).toBeNull();
  });

  it('else names the file after the campaign', () => {
    expect(reportFilename('Diwali print push!')).toBe('diwali-print-push-report.csv');
    expect(reportFilename('  ')).toBe('campaign-report.csv');
    expect(reportFilename(undefined)).toBe('campaign-report.csv');
  });
});
