/** A campaign's name: what the advertiser calls it on the dashboard (the bag's default is 'untitled-campaign'). */

export const CAMPAIGN_NAME_MAX = 120;

/** Line breaks, tabs and other control characters, which a one-line name may not hold. */
const CONTROL_CHARACTER = /\p{Cc}/u;

export type CampaignNameCheck = { ok: true; name: string } | { ok: false; message: string };

/** A name as typed: trimmed, 1 to CAMPAIGN_NAME_MAX characters, one line; else what to fix. */
export function checkCampaignName(raw: string): CampaignNameCheck {
  const name = raw.trim();
  if (!name) return { ok: false, message: 'Enter a name for the campaign' };
  const length = [...name].length;
  if (length > CAMPAIGN_NAME_MAX) {
    return { ok: false, message: `A campaign name can be at most ${CAMPAIGN_NAME_MAX} characters; this one has ${length}` };
  }
  if (CONTROL_CHARACTER.test(name)) return { ok: false, message: 'A campaign name must be one line, without tabs or line breaks' };
  return { ok: true, name };
}
