/** A campaign's name: what the advertiser calls it on the dashboard (the bag's default is 'untitled-campaign'). */
import { checkText } from '../input/text';

export const CAMPAIGN_NAME_MAX = 120;

export type CampaignNameCheck = { ok: true; name: string } | { ok: false; message: string };

/**
 * A name as typed: NFC, trimmed, 1 to CAMPAIGN_NAME_MAX characters on one line that show
 * something (not only zero-width characters), without control or text-direction characters;
 * else what to fix. The bag's name follows the same rule: it becomes the campaign's.
 */
export function checkCampaignName(raw: string): CampaignNameCheck {
  const checked = checkText('A campaign name', raw, { required: true, max: CAMPAIGN_NAME_MAX, emptyMessage: 'Enter a name for the campaign' });
  return checked.ok ? { ok: true, name: checked.value } : checked;
}
