import { CONSENT_POLICY_VERSION, isPageThirdPartyList, mayLoadThirdParties, storedConsentFor } from './consent';

const answer = (choice: string, version: number = CONSENT_POLICY_VERSION) => JSON.stringify({ choice, version, at: '2026-03-02T09:30:00.000Z' });

describe('SPEC.md 7.24: the kept answer to the third-party scripts notice', () => {
  it('SPEC.md 7.24: is read back for the current notice only', () => {
    expect(storedConsentFor(answer('accept'))).toEqual({ choice: 'accept', version: CONSENT_POLICY_VERSION, at: '2026-03-02T09:30:00.000Z' });
    expect(storedConsentFor(answer('reject'))?.choice).toBe('reject');
    // An answer to an earlier notice does not cover the current one: the visitor is asked again.
    expect(storedConsentFor(answer('accept', CONSENT_POLICY_VERSION - 1))).toBeNull();
    for (const raw of [null, '', 'accept', '{}', answer('maybe'), '{"choice":"accept","version":1}', '[]']) expect(storedConsentFor(raw)).toBeNull();
  });

  it('SPEC.md 7.24: lets the scripts load only after "accept"', () => {
    expect(mayLoadThirdParties(storedConsentFor(answer('accept')))).toBe(true);
    expect(mayLoadThirdParties(storedConsentFor(answer('reject')))).toBe(false);
    expect(mayLoadThirdParties(null)).toBe(false);
  });

  it("SPEC.md 7.24: takes the server's list of scripts only when every entry is whole", () => {
    const pixel = { kind: 'ad-pixel', name: 'Meta Pixel', scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js' };
    expect(isPageThirdPartyList([pixel])).toBe(true);
    expect(isPageThirdPartyList([])).toBe(true);
    expect(isPageThirdPartyList([{ ...pixel, kind: 'chat' }])).toBe(false);
    expect(isPageThirdPartyList([{ ...pixel, scriptUrl: 'javascript:alert(1)' }])).toBe(false);
    expect(isPageThirdPartyList({ 0: pixel })).toBe(false);
  });
});
