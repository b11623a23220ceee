import {
  exitIntentDue, exitIntentKind, exitIntentShownCookie, leadMagnetClosedCookies, leadMagnetDue, leadMagnetShownCookies,
  leftThroughTop, leadMagnetWaitLeft, parseCookies, popupHeldBy, LEAD_MAGNET_DELAY_MS, POPUP_COOKIES, TYPING_QUIET_MS,
} from './index';

const open = { popups: true, staff: false };

describe('lead magnet', () => {
  it('waits 40 seconds', () => expect(LEAD_MAGNET_DELAY_MS).toBe(40_000));
  it('is due on eligible pages for non-staff until shown', () => {
    expect(leadMagnetDue(open, {})).toBe(true);
    expect(leadMagnetDue({ popups: false, staff: false }, {})).toBe(false);
    expect(leadMagnetDue({ popups: true, staff: true }, {})).toBe(false);
    expect(leadMagnetDue(open, { [POPUP_COOKIES.leadMagnetShown]: '1' })).toBe(false);
  });
  it('sets 24-hour cookies for the whole site', () => {
    expect(leadMagnetShownCookies()).toEqual(['mm_lead_magnet_shown=1; path=/; max-age=86400; SameSite=Lax']);
    expect(leadMagnetClosedCookies()).toEqual([
      'mm_lead_magnet_shown=1; path=/; max-age=86400; SameSite=Lax',
      'mm_lead_magnet_closed=1; path=/; max-age=86400; SameSite=Lax',
    ]);
  });
});

describe('exit intent', () => {
  const desk = { ...open, desktop: true };
  it('knows sports, IPL and influencer pages', () => {
    expect(exitIntentKind('/sports-marketing')).toBe('sports');
    expect(exitIntentKind('/sports-marketing/ipl-advertising')).toBe('sports');
    expect(exitIntentKind('/ipl-ad-budget-calculator')).toBe('sports');
    expect(exitIntentKind('/influencer-marketing')).toBe('influencer');
    expect(exitIntentKind('/influencer-marketing/some-creator')).toBe('influencer');
    expect(exitIntentKind('/influencer-marketingx')).toBeNull();
    expect(exitIntentKind('/radio')).toBeNull();
    expect(exitIntentKind('/')).toBeNull();
  });
  it('shows once on sports pages', () => {
    expect(exitIntentDue('/sports-marketing/ipl-advertising', desk, {})).toBe(true);
    const set = exitIntentShownCookie('/sports-marketing/ipl-advertising', {})!;
    expect(set).toBe('mm_exit_sports=1; path=/; max-age=86400; SameSite=Lax');
    expect(exitIntentDue('/sports-marketing', desk, parseCookies('mm_exit_sports=1'))).toBe(false);
  });
  it('shows while the influencer count is below 2', () => {
    expect(exitIntentDue('/influencer-marketing', desk, parseCookies('mm_exit_influencer=1'))).toBe(true);
    expect(exitIntentShownCookie('/influencer-marketing', parseCookies('mm_exit_influencer=1'))).toMatch(/^mm_exit_influencer=2;/);
    expect(exitIntentDue('/influencer-marketing', desk, parseCookies('mm_exit_influencer=2'))).toBe(false);
    expect(exitIntentDue('/influencer-marketing', desk, parseCookies('mm_exit_influencer=junk'))).toBe(true);
  });
  it('is desktop only, not for staff, not where popups are off, and not on other pages', () => {
    expect(exitIntentDue('/influencer-marketing', { ...desk, desktop: false }, {})).toBe(false);
    expect(exitIntentDue('/influencer-marketing', { ...desk, staff: true }, {})).toBe(false);
    expect(exitIntentDue('/influencer-marketing', { ...desk, popups: false }, {})).toBe(false);
    expect(exitIntentDue('/radio', desk, {})).toBe(false);
    expect(exitIntentShownCookie('/radio', {})).toBeNull();
  });
  it('sees the pointer leave through the top', () => {
    expect(leftThroughTop({ clientY: -1, relatedTarget: null })).toBe(true);
    expect(leftThroughTop({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(leftThroughTop({ clientY: 300, relatedTarget: null })).toBe(false);
    expect(leftThroughTop({ clientY: -1, relatedTarget: {} })).toBe(false);
  });
  it('parses cookies', () => {
    expect(parseCookies('a=1; mm_exit_sports=2;b=x=y')).toEqual({ a: '1', mm_exit_sports: '2', b: 'x=y' });
  });
});

describe('when a due popup may open', () => {
  const calm = { openDialogs: 0, editing: false, lastKeyAt: null, now: 100_000 };
  it('counts the 40 s from entry, whatever happened since', () => {
    expect(leadMagnetWaitLeft(1_000, 1_000)).toBe(40_000);
    expect(leadMagnetWaitLeft(1_000, 31_000)).toBe(10_000);
    expect(leadMagnetWaitLeft(1_000, 41_000)).toBe(0);
    expect(leadMagnetWaitLeft(1_000, 500_000)).toBe(0);
    expect(leadMagnetWaitLeft(50_000, 1_000)).toBe(40_000);
  });
  it('opens when no dialog is open and nobody is typing', () => expect(popupHeldBy(calm)).toBeNull());
  it('waits while any dialog is open', () => expect(popupHeldBy({ ...calm, openDialogs: 1 })).toBe('dialog'));
  it('waits while focus is in a text field', () => expect(popupHeldBy({ ...calm, editing: true })).toBe('typing'));
  it('waits for TYPING_QUIET_MS after the last keystroke', () => {
    expect(TYPING_QUIET_MS).toBe(5_000);
    expect(popupHeldBy({ ...calm, lastKeyAt: calm.now - 4_999 })).toBe('typing');
    expect(popupHeldBy({ ...calm, lastKeyAt: calm.now - 5_000 })).toBeNull();
  });
});
