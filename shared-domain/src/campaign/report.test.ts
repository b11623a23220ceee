import {
  indiaDay, isReportDate, reportDay, reportDays, reportPacing, reportTotals, REPORT_COLUMNS, REPORT_INPUT_COLUMNS,
  validateReportRow, validateReportRows, type ReportRowInput,
} from './report';

const day = (date: string, over: Partial<ReportRowInput> = {}): ReportRowInput => ({
  date, brand: 'Acme', industry: 'FMCG', plannedAds: 2, actualAds: 2, plannedSpend: 1000, actualSpend: 1000,
  plannedImpressions: 50_000, actualImpressions: 40_000, reach: 30_000, clicks: 120, ...over,
});

describe('report columns', () => {
  it('follow SPEC.md section 3 order; cpm is never entered', () => {
    expect(REPORT_COLUMNS).toEqual([
      'date', 'brand', 'industry', 'plannedAds', 'actualAds', 'plannedSpend', 'actualSpend',
      'plannedImpressions', 'actualImpressions', 'cpm', 'reach', 'clicks',
    ]);
    expect(REPORT_INPUT_COLUMNS).not.toContain('cpm');
    expect(REPORT_INPUT_COLUMNS).toHaveLength(11);
  });
});

describe('isReportDate', () => {
  it.each([
    ['2025-03-01', true], ['2024-02-29', true], ['2025-02-29', false], ['2025-13-01', false],
    ['2025-3-1', false], ['01/03/2025', false], ['2025-03-01T00:00:00Z', false], ['', false],
  ])('%s → %s', (value, ok) => expect(isReportDate(value)).toBe(ok));
});

describe('validateReportRow', () => {
  it('accepts numbers and spreadsheet text; blanks are 0; spends kept to the paisa; defaults fill brand and industry', () => {
    const result = validateReportRow(
      { date: ' 2025-03-01 ', plannedAds: '3', actualSpend: '1,00,000.004', plannedSpend: 1234.5600000001, clicks: '', reach: null },
      { brand: 'Acme', industry: 'FMCG' },
    );
    expect(result).toEqual({
      ok: true,
      row: {
        date: '2025-03-01', brand: 'Acme', industry: 'FMCG', plannedAds: 3, actualAds: 0, plannedSpend: 1234.56, actualSpend: 100000,
        plannedImpressions: 0, actualImpressions: 0, reach: 0, clicks: 0,
      },
    });
  });

  it('ignores a cpm field (it is computed)', () => {
    expect(validateReportRow({ date: '2025-03-01', cpm: 'anything' }).ok).toBe(true);
  });

  it.each([
    [{}, 'date is required (YYYY-MM-DD)'],
    [{ date: 20250301 }, 'date must be text written YYYY-MM-DD'],
    [{ date: '2025-02-30' }, 'date "2025-02-30" is not a day written YYYY-MM-DD, e.g. 2025-03-01'],
    [{ date: '2025-03-01', plannedAds: 1.5 }, 'plannedAds must be a whole number, got 1.5'],
    [{ date: '2025-03-01', actualSpend: -1 }, 'actualSpend must not be negative, got -1'],
    [{ date: '2025-03-01', clicks: 'ten' }, 'clicks must be a number, got "ten"'],
    [{ date: '2025-03-01', reach: true }, 'reach must be a number, got true'],
    [{ date: '2025-03-01', reach: Number.NaN }, 'reach must be a number, got null'],
    [{ date: '2025-03-01', actualImpressions: 1e20 }, 'actualImpressions is too large'],
    [{ date: '2025-03-01', brand: 7 }, 'brand must be text'],
    [{ date: '2025-03-01', brand: 'x'.repeat(201) }, 'brand must be at most 200 characters'],
    [{ date: '2025-03-01', spend: 1 }, 'unknown column "spend"'],
  ])('refuses %j', (input, message) => {
    const result = validateReportRow(input as Record<string, unknown>);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContain(message);
  });

  it('reports every problem of a row at once', () => {
    const result = validateReportRow({ date: 'x', plannedAds: -1, clicks: 'a' });
    expect(result.ok ? [] : result.errors).toHaveLength(3);
  });
});

describe('validateReportRows', () => {
  it('refuses a date given twice, naming both rows', () => {
    expect(validateReportRows([{ date: '2025-03-01' }, { date: '2025-03-02' }, { date: '2025-03-01' }])).toEqual({
      ok: false, errors: ['row 3: date 2025-03-01 is already given in row 1'],
    });
  });

  it('labels errors as the caller asks (CSV lines)', () => {
    const result = validateReportRows([{ date: '2025-03-01' }, { date: 'bad' }], undefined, (i) => `line ${i + 2}`);
    expect(result).toEqual({ ok: false, errors: ['line 3: date "bad" is not a day written YYYY-MM-DD, e.g. 2025-03-01'] });
  });
});

describe('CPM, totals and pacing', () => {
  it('CPM = actual spend / actual impressions × 1000; null without impressions', () => {
    expect(reportDay(day('2025-03-01')).cpm).toBe(25);
    expect(reportDay(day('2025-03-01', { actualSpend: 1000, actualImpressions: 3 })).cpm).toBe(333333.33);
    expect(reportDay(day('2025-03-01', { actualImpressions: 0 })).cpm).toBeNull();
  });

  it('sorts days, sums figures and takes the CPM of the totals (not the mean of daily CPMs)', () => {
    const rows = [day('2025-03-02', { actualSpend: 3000, actualImpressions: 20_000 }), day('2025-03-01', { actualSpend: 0.1 }), day('2025-03-03', { actualSpend: 0.2 })];
    expect(reportDays(rows).map((r) => r.date)).toEqual(['2025-03-01', '2025-03-02', '2025-03-03']);
    const totals = reportTotals(rows);
    expect(totals).toMatchObject({ days: 3, plannedAds: 6, actualSpend: 3000.3, actualImpressions: 100_000, reach: 90_000, clicks: 360, plannedSpend: 3000 });
    expect(totals.cpm).toBe(30);
    expect(reportTotals([])).toMatchObject({ days: 0, actualSpend: 0, cpm: null });
  });

  it('pacing compares actual with planned spend up to the day, inclusive', () => {
    const rows = [
      day('2025-03-01', { plannedSpend: 1000, actualSpend: 800 }),
      day('2025-03-02', { plannedSpend: 1000, actualSpend: 1000 }),
      day('2025-03-03', { plannedSpend: 1000, actualSpend: 0 }),
    ];
    expect(reportPacing(rows, '2025-03-02')).toEqual({ asOf: '2025-03-02', plannedSpendToDate: 2000, actualSpendToDate: 1800, ratio: 0.9, status: 'on-track' });
    expect(reportPacing(rows, '2025-03-03').status).toBe('behind');
    expect(reportPacing([day('2025-03-01', { actualSpend: 1101 })], '2025-03-01').status).toBe('ahead');
    expect(reportPacing(rows, '2025-02-28')).toEqual({ asOf: '2025-02-28', plannedSpendToDate: 0, actualSpendToDate: 0, ratio: null, status: 'no-plan' });
  });

  it('indiaDay is the calendar day at UTC+5:30', () => {
    expect(indiaDay(new Date('2025-03-01T18:29:59Z'))).toBe('2025-03-01');
    expect(indiaDay(new Date('2025-03-01T18:30:00Z'))).toBe('2025-03-02');
  });
});
