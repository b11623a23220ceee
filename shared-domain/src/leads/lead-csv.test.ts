import { leadsCsv, LEAD_CSV_COLUMNS } from './lead-csv';
import type { LeadView } from './lead-view';

const lead = (over: Partial<LeadView> = {}): LeadView => ({
  _id: 'l1', name: 'Asha, Rao', email: 'a@example.com', phone: '+919876543210', budget: 5000, adTimeLine: '', requirements: 'x',
  source: '/contact-us', utm_source: '', utm_medium: '', utm_campaign: '', userId: null, status: 'new', note: '', assignee: '',
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...over,
});

describe('the lead CSV export', () => {
  it('writes a header and one line per lead', () => {
    const lines = leadsCsv([lead()]).split('\r\n');
    expect(lines[0]).toBe(LEAD_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe("l1,2026-01-01T00:00:00.000Z,new,\"Asha, Rao\",a@example.com,'+919876543210,5000,,x,/contact-us,,,,,,2026-01-01T00:00:00.000Z");
    expect(lines[2]).toBe('');
  });

  it('quotes a cell with a separator of any locale and neutralises a formula after it; the budget stays a number', () => {
    const line = leadsCsv([lead({ requirements: 'ok;=HYPERLINK("http://x","y")', note: 'a\t=1+1', name: '=cmd', utm_campaign: '-5', budget: -5 })]).split('\r\n')[1];
    expect(line).toBe(
      'l1,2026-01-01T00:00:00.000Z,new,\'=cmd,a@example.com,\'+919876543210,-5,,"ok;\'=HYPERLINK(""http://x"",""y"")",/contact-us,,,\'-5,,"a\t\'=1+1",2026-01-01T00:00:00.000Z',
    );
  });
});
