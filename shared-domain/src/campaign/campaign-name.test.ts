import { CAMPAIGN_NAME_MAX, checkCampaignName } from './campaign-name';

describe('checkCampaignName', () => {
  it('trims and accepts a one-line name up to the limit, counting characters not bytes', () => {
    expect(checkCampaignName('  Diwali print push – Mumbai ')).toEqual({ ok: true, name: 'Diwali print push – Mumbai' });
    expect(checkCampaignName('दीवाली'.repeat(20))).toEqual({ ok: true, name: 'दीवाली'.repeat(20) });
    expect(checkCampaignName('a'.repeat(CAMPAIGN_NAME_MAX)).ok).toBe(true);
  });

  it.each([
    ['', 'Enter a name for the campaign'],
    ['   ', 'Enter a name for the campaign'],
    ['a'.repeat(CAMPAIGN_NAME_MAX + 1), `A campaign name can be at most ${CAMPAIGN_NAME_MAX} characters; this one has ${CAMPAIGN_NAME_MAX + 1}`],
    ['Diwali\npush', 'A campaign name must be one line, without tabs or line breaks'],
    ['Diwali\tpush', 'A campaign name must be one line, without tabs or line breaks'],
  ])('refuses %j', (raw, message) => {
    expect(checkCampaignName(raw)).toEqual({ ok: false, message });
  });
});
