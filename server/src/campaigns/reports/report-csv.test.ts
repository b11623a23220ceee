import { reportDay, type ReportRowInput } from 'shared-domain';
import { DELIVERY_SECTION_TITLE, parseCsv, readReportCsv, reportToCsv } from './report-csv';

const row = (date: string, over: Partial<ReportRowInput> = {}): ReportRowInput => ({
  date, brand: 'Acme', industry: 'FMCG', plannedAds: 1, actualAds: 1, plannedSpend: 100, actualSpend: 90.5,
  plannedImpressions: 1000, actualImpressions: 900, reach: 800, clicks: 7, ...over,
});

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, commas and line breaks inside quotes, CRLF, BOM and blank lines', () => {
    const result = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"multi\nline",z\n');
    expect(result).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['x, y', 'say "hi"'] },
        { line: 4, cells: ['multi\nline', 'z'] },
      ],
    });
  });

  it('reads a last line without a line end, and lone CR line ends', () => {
    expect(parseCsv('a\rb')).toEqual({ ok: true, records: [{ line: 1, cells: ['a'] }, { line: 2, cells: ['b'] }] });
  });

  it.each([
    ['a,"b\n', 'line 1: a quoted cell is not closed (a " is missing)'],
    ['a\nb"c\n', 'line 2: a quote (") inside a cell; put the whole cell in quotes and double the quote ("")'],
    ['a\n"b"c\n', 'line 2: text after a closing quote; put the whole cell in quotes'],
  ])('refuses %j', (text, message) => {
    expect(parseCsv(text)).toEqual({ ok: false, errors: [message] });
  });
});

describe('readReportCsv', () => {
  it('maps a header in any order and spelling; cpm is ignored; guard apostrophes come off', () => {
    const result = readReportCsv('Date,Actual Spend,planned_ads,CPM,brand\n2025-03-01,100,2,99,"\'=cmd"\n');
    expect(result).toEqual({ ok: true, inputs: [{ date: '2025-03-01', actualSpend: '100', plannedAds: '2', brand: '=cmd' }], lines: [2] });
  });

  it('writes brand and industry guarded (after a separator too) and figures as numbers, and reads them back', () => {
    const days = [row('2025-03-01', { brand: 'ok;=HYPERLINK("http://x","y")', industry: 'a\t=1+1', plannedSpend: 0 })].map(reportDay);
    const line = reportToCsv(days).split('\r\n')[1];
    expect(line.startsWith('2025-03-01,"ok;\'=HYPERLINK(""http://x"",""y"")","a\t\'=1+1",1,1,0,90.5,')).toBe(true);
    const back = readReportCsv(reportToCsv(days));
    expect(back.ok && back.inputs[0]).toMatchObject({ brand: 'ok;=HYPERLINK("http://x","y")', industry: 'a\t=1+1', plannedSpend: '0' });
  });

  it('reads back what reportToCsv writes', () => {
    const days = [row('2025-03-01', { brand: '=risky, "quoted"', industry: 'टीवी' }), row('2025-03-02', { actualImpressions: 0 })].map(reportDay);
    const csv = reportToCsv(days);
    expect(csv.startsWith('\uFEFFdate,brand,industry,plannedAds,actualAds,plannedSpend,actualSpend,plannedImpressions,actualImpressions,cpm,reach,clicks\r\n')).toBe(true);
    const back = readReportCsv(csv);
    expect(back.ok && back.inputs[0]).toMatchObject({ date: '2025-03-01', brand: '=risky, "quoted"', industry: 'टीवी', actualSpend: '90.5' });
    expect(back.ok && back.inputs[1]).toMatchObject({ actualImpressions: '0' });
  });

  it.each([
    ['', 'the file is empty; the first line must name the columns: date,brand,industry,plannedAds,actualAds,plannedSpend,actualSpend,plannedImpressions,actualImpressions,cpm,reach,clicks'],
    ['date,spend\n2025-03-01,1\n', 'line 1: unknown column "spend"; columns are date, brand, industry, plannedAds, actualAds, plannedSpend, actualSpend, plannedImpressions, actualImpressions, cpm, reach, clicks'],
    ['date,Date\n2025-03-01,2025-03-02\n', 'line 1: column "date" appears twice'],
    ['brand\nAcme\n', 'line 1: the header has no "date" column'],
    ['date,clicks\n', 'the file has a header but no rows'],
    ['date,clicks\n2025-03-01\n', 'line 2: has 1 cells but the header has 2'],
  ])('refuses %j', (text, message) => {
    const result = readReportCsv(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContain(message);
  });
});

describe('issue 38: the verified delivery section', () => {
  const delivery = [{
    lineId: 'l1', mediaName: '=Hoarding, MG Road', optionName: '40x20', unitLabel: 'day', bought: 2, verified: 1, short: 1,
    days: [{ day: '2026-12-01', bought: 1, verified: 1, short: 0, makeGood: false }, { day: '2026-12-21', bought: 1, verified: 0, short: 1, makeGood: true }],
  }];

  it('follows the report rows, the report columns unchanged, one guarded row per line and day', () => {
    const csv = reportToCsv([reportDay(row('2026-12-01'))], delivery);
    expect(csv.replace(/^\uFEFF/, '').split('\r\n').slice(2)).toEqual([
      '', DELIVERY_SECTION_TITLE, 'Line,Media,Option,Unit,Day,Bought units,Verified units,Short units,Make-good day',
      'l1,"\'=Hoarding, MG Road",40x20,day,2026-12-01,1,1,0,no',
      'l1,"\'=Hoarding, MG Road",40x20,day,2026-12-21,1,0,1,yes',
      '',
    ]);
  });

  it('is left out without lines, and the importer reads only the rows before it', () => {
    expect(reportToCsv([reportDay(row('2026-12-01'))], [])).toBe(reportToCsv([reportDay(row('2026-12-01'))]));
    expect(reportToCsv([])).not.toContain(DELIVERY_SECTION_TITLE);
    const back = readReportCsv(reportToCsv([reportDay(row('2026-12-01')), reportDay(row('2026-12-02'))], delivery));
    expect(back.ok && back.inputs.map((i) => i.date)).toEqual(['2026-12-01', '2026-12-02']);
  });
});
