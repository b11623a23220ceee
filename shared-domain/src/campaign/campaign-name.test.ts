import { CAMPAIGN_NAME_MAX, checkCampaignName } from './campaign-name';

describe('checkCampaignName', () => {
  it('trims and accepts a one-line name up to the limit, counting characters not bytes', () => {
    expect(checkCampaignName('  Diwali print push – Mumbai ')).toEqual({ ok: true, name: 'Diwali print push – Mumbai' });
    expect(checkCampaignName('दीवाली'.repeat(20))).toEqual({ ok: true, name: 'दीवाली'.repeat(20) });
    expect(checkCampaignName('a'.repeat(CAMPAIGN_NAME_MAX)).ok).toBe(true);
    // Stored as NFC: 'e' + combining acute becomes 'é'.
    expect(checkCampaignName('Cafe\u0301 launch')).toEqual({ ok: true, name: 'Caf\u00e9 launch' });
  });

  it.each([
    ['', 'Enter a name for the campaign'],
    ['   ', 'Enter a name for the campaign'],
    ['a'.repeat(CAMPAIGN_NAME_MAX + 1), `A campaign name can be at most ${CAMPAIGN_NAME_MAX} characters; this one has ${CAMPAIGN_NAME_MAX + 1}`],
    ['Diwali\npush', 'A campaign name must be one line, without tabs, line breaks or control characters'],
    ['Diwali\tpush', 'A campaign name must be one line, without tabs, line breaks or control characters'],
    ['Diwali\u0000push', 'A campaign name must be one line, without tabs, line breaks or control characters'],
    ['\u200B\u200C\u200D\uFEFF', 'Enter a name for the campaign'],
    ['Diwali \u202Ehsup', 'A campaign name holds a text-direction control character'],
    ['Diwali \uD800', 'A campaign name holds a broken character; type it again'],
  ])('refuses %j', (raw, message) => {
    expect(checkCampaignName(raw)).toEqual({ ok: false, message });
  });
});
