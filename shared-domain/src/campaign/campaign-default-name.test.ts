import { campaignMonth, campaignNameFor, typedBagName } from './campaign-default-name';
import { CAMPAIGN_NAME_MAX } from './campaign-name';

const now = new Date('2026-11-29T18:00:00Z'); // 29 November, 23:30 in India
const line = (mediaName?: string | null) => ({ display: mediaName === undefined ? undefined : { mediaName } });

describe('campaignNameFor', () => {
  it('keeps the name the buyer typed for the bag', () => {
    expect(campaignNameFor({ name: '  Diwali launch ', lines: [line('Times of India')] }, now)).toBe('Diwali launch');
  });

  it('names an unnamed bag after its first media and the month it starts', () => {
    expect(campaignNameFor({ name: 'untitled-campaign', startDate: '2026-12-05', lines: [line('Times of India'), line('Radio City')] }, now))
      .toBe('Times of India – December 2026');
    expect(campaignNameFor({ name: null, startDate: '2027-01-01T00:00:00.000Z', lines: [line('Radio City')] }, now))
      .toBe('Radio City – January 2027');
  });

  it('uses this month in India when the bag has no start date (or an unreadable one)', () => {
    expect(campaignNameFor({ name: 'untitled-campaign', lines: [line('Mid-Day')] }, new Date('2026-11-30T19:00:00Z'))).toBe('Mid-Day – December 2026');
    expect(campaignNameFor({ name: '', startDate: 'soon', lines: [line('Mid-Day')] }, now)).toBe('Mid-Day – November 2026');
  });

  it('skips lines that do not name their media, and says "Campaign" when none does', () => {
    expect(campaignNameFor({ name: 'untitled-campaign', lines: [line(), line('  '), line('Dainik Jagran')] }, now)).toBe('Dainik Jagran – November 2026');
    expect(campaignNameFor({ name: 'untitled-campaign', lines: [] }, now)).toBe('Campaign – November 2026');
  });

  it('never gives a name longer than a campaign name may be', () => {
    const name = campaignNameFor({ name: 'untitled-campaign', startDate: '2026-09-01', lines: [line('M'.repeat(300))] }, now);
    expect(name.length).toBe(CAMPAIGN_NAME_MAX);
    expect(name.endsWith(' – September 2026')).toBe(true);
  });
});

describe('typedBagName', () => {
  it('is null for the placeholder, an empty or an invalid name', () => {
    expect(typedBagName('untitled-campaign')).toBeNull();
    expect(typedBagName('   ')).toBeNull();
    expect(typedBagName(undefined)).toBeNull();
    expect(typedBagName('a\nb')).toBeNull();
    expect(typedBagName('Monsoon sale')).toBe('Monsoon sale');
  });
});

describe('campaignMonth', () => {
  it('reads the month on India’s calendar', () => {
    expect(campaignMonth(new Date('2026-12-31T18:29:00Z'))).toBe('December 2026');
    expect(campaignMonth(new Date('2026-12-31T18:31:00Z'))).toBe('January 2027');
  });
});
