/**
 * Adding options to an existing campaign (SPEC.md section 2, "After saving a campaign"): the
 * bag opened for a campaign saves into it. `/bag?campaignId={id}` names the campaign;
 * `stay=true` keeps the user on this site (the dashboard) after saving instead of the admin
 * site. The dashboard links here, the host carries it into the drawer, the bag reads it.
 */

export type CampaignTarget = {
  campaignId: string;
  /** After saving, show the campaign on this site's dashboard (not the admin site's media space). */
  stay: boolean;
};

/** A campaign id as the services make them (24 hex digits), or anything a link may carry. */
const CAMPAIGN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The campaign a `/bag` query names (`?campaignId=…&stay=true`), or null. */
export function campaignTargetFrom(search: string): CampaignTarget | null {
  const params = new URLSearchParams(search);
  const campaignId = (params.get('campaignId') ?? '').trim();
  if (!CAMPAIGN_ID.test(campaignId)) return null;
  return { campaignId, stay: params.get('stay') === 'true' };
}

/** The `/bag` address that opens the bag for `target`. */
export function bagPathFor(target: CampaignTarget): string {
  const params = new URLSearchParams({ campaignId: target.campaignId });
  if (target.stay) params.set('stay', 'true');
  return `/bag?${params.toString()}`;
}
