import { csvCell, csvRow, leadsCsv, LEAD_CSV_COLUMNS } from './lead-csv';
import type { LeadView } from './lead-view';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(250000)).toBe('250000');
  });
  it.each(['=1+1', '+91987', '-2', '@SUM(A1)', '\tx', '\r=cmd'])('defuses the formula %p', (text) => {
    expect(csvCell(text).replace(/^"/, '').startsWith("'")).toBe(true);
  });
  it('defuses and quotes together', () => {
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
  });
  it('writes a header and one line per lead', () => {
    const lead: LeadView = {
      _id: 'l1', name: 'Asha, Rao', email: 'a@example.com', phone: '+919876543210', budget: 5000, adTimeLine: '', requirements: 'x',
      source: '/contact-us', utm_source: '', utm_medium: '', utm_campaign: '', userId: null, status: 'new', note: '', assignee: '',
      createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const lines = leadsCsv([lead]).split('\r\n');
    expect(lines[0]).toBe(LEAD_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe("l1,2026-01-01T00:00:00.000Z,new,\"Asha, Rao\",a@example.com,'+919876543210,5000,,x,/contact-us,,,,,,2026-01-01T00:00:00.000Z");
    expect(lines[2]).toBe('');
    expect(csvRow(['a', 1, undefined])).toBe('a,1,');
  });
});
