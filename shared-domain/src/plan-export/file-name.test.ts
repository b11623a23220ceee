import { mediaPlanFileName, planFileDay } from './file-name';

describe('mediaPlanFileName', () => {
  it.each([
    ['Diwali Blast 2026', 'xlsx', 'Diwali-Blast-2026.xlsx'],
    ['Diwali Blast: Delhi/NCR', 'pdf', 'Diwali-Blast-Delhi-NCR.pdf'],
    ['  a <b> c?*|"\\ ', 'pdf', 'a-b-c.pdf'],
    ['tab\there\nnewline', 'xlsx', 'tab-here-newline.xlsx'],
    ['...hidden.', 'pdf', 'hidden.pdf'],
    ['bell\u0007', 'pdf', 'bell.pdf'],
    ['', 'xlsx', 'media-plan.xlsx'],
    ['???', 'pdf', 'media-plan.pdf'],
    ['CON', 'pdf', 'CON-media-plan.pdf'],
    ['दैनिक जागरण प्लान', 'pdf', 'दैनिक-जागरण-प्लान.pdf'],
    ['untitled-campaign', 'xlsx', 'untitled-campaign.xlsx'],
  ] as const)('%j → %s', (name, ext, expected) => {
    expect(mediaPlanFileName(name, ext)).toBe(expected);
  });

  it('keeps at most 80 characters before the extension', () => {
    const name = mediaPlanFileName('x'.repeat(200), 'xlsx');
    expect(name).toBe(`${'x'.repeat(80)}.xlsx`);
  });
});

describe("a campaign's plan file", () => {
  it('names the plan version and the day in India', () => {
    const at = new Date('2026-11-29T20:00:00Z'); // already 30 Nov in India
    expect(planFileDay(at)).toBe('2026-11-30');
    expect(mediaPlanFileName('Diwali Blast 2026', 'xlsx', { planVersion: 2, date: at })).toBe('Diwali-Blast-2026-v2-2026-11-30.xlsx');
    expect(mediaPlanFileName('Diwali Blast 2026', 'pdf', { planVersion: null, date: at })).toBe('Diwali-Blast-2026-2026-11-30.pdf');
    expect(mediaPlanFileName('', 'pdf', { planVersion: 1, date: at })).toBe('media-plan-v1-2026-11-30.pdf');
  });

  it('leaves out a version that is not a whole positive number and a date that is invalid', () => {
    expect(mediaPlanFileName('Plan', 'pdf', { planVersion: 0, date: new Date(Number.NaN) })).toBe('Plan.pdf');
    expect(mediaPlanFileName('Plan', 'pdf', { planVersion: 1.5 })).toBe('Plan.pdf');
  });
});
