/**
 * A request's campaign line follows the rate the buyer agreed (issue 37): a countered rate the
 * buyer accepts becomes the line's `agencyRate`, and the line and the campaign are priced again
 * by the shared engine (PRICING.md rule 5), in the answer's transaction.
 */
import { campaignAmounts, repriceOption, type PricedMediaOption } from 'shared-domain';
import type { Tx } from '../../db/database';
import { documentOf, type StoredDocument } from '../../campaigns/campaign.document';
import { loadCampaign, updateCampaign } from '../../campaigns/campaign-store.repository';

/** Sets the line's agency rate and prices it again; false when the campaign or the line is gone. */
export async function setLineAgencyRate(tx: Tx, campaignId: string, lineId: string, viewerId: string, rate: number, at: Date): Promise<boolean> {
  const loaded = await loadCampaign(tx, campaignId, viewerId, true);
  if (!loaded) return false;
  const options = loaded.campaign.mediaOptions;
  if (!options.some((o) => o._id === lineId)) return false;
  const mediaOptions = options.map((o): PricedMediaOption => (o._id === lineId ? repriceOption({ ...o, agencyRate: rate }) : o));
  const doc: StoredDocument = { ...documentOf(loaded), mediaOptions, ...campaignAmounts(mediaOptions) };
  await updateCampaign(tx, campaignId, { doc }, at.toISOString());
  return true;
}
