/**
 * Who reads a campaign's proofs (issue 38): its readers (the owner, the users it is shared
 * with, its organisation's white-label-admin) and staff read them all, as the campaign check
 * says (campaign.access.ts); the seller of one of its lines reads the proofs of its own lines
 * only. Anyone else: 404, as if the campaign did not exist.
 */
import { isStaff } from 'shared-domain';
import type { SessionUser } from '../../auth/auth.hook';
import { sellerIdOfUser } from '../../bookings/availability/option-facts.repository';
import { authorizeCampaign } from '../../campaigns/campaign.access';
import { loadCampaign } from '../../campaigns/campaign-store.repository';
import type { Executor } from '../../db/database';
import { NotFoundError } from '../../errors';
import { findProofRow, type ProofRow } from '../proof.repository';

/** How the caller reads a campaign's proofs: all of them, or those of one seller's lines. */
export type ProofReader = { staff: boolean } & ({ all: true } | { all: false; sellerId: string });

export const NO_PROOF = 'There is no proof with this id';

/** True when one of the campaign's lines is an option of `sellerId`'s media. */
async function sellsOnCampaign(ex: Executor, sellerId: string, optionIds: readonly string[]): Promise<boolean> {
  if (optionIds.length === 0) return false;
  const row = await ex.selectFrom('media_options as o').innerJoin('seller_profiles as sp', 'sp.media_id', 'o.media_id')
    .select('o.id').where('o.id', 'in', [...new Set(optionIds)]).where('sp.seller_id', '=', sellerId).executeTakeFirst();
  return row !== undefined;
}

/** How `user` reads campaign `campaignId`'s proofs; 404 (or the campaign check's refusal) for anyone else. */
export async function proofReaderOf(ex: Executor, user: SessionUser, campaignId: string): Promise<ProofReader> {
  const staff = isStaff(user);
  const loaded = await loadCampaign(ex, campaignId, user._id, false);
  try {
    authorizeCampaign(user, loaded, 'read');
    return { staff, all: true };
  } catch (err) {
    if (!(err instanceof NotFoundError) || !loaded) throw err;
    const sellerId = await sellerIdOfUser(ex, user._id);
    if (sellerId && (await sellsOnCampaign(ex, sellerId, loaded.campaign.mediaOptions.map((l) => l._mediaOption)))) {
      return { staff, all: false, sellerId };
    }
    throw err;
  }
}

/** A proof `user` may read (its campaign's readers, staff, the seller of its line), with how they read it; else 404. */
export async function readableProof(ex: Executor, user: SessionUser, proofId: string): Promise<{ row: ProofRow; reader: ProofReader }> {
  const row = await findProofRow(ex, proofId);
  if (!row) throw new NotFoundError(NO_PROOF);
  let reader: ProofReader;
  try {
    reader = await proofReaderOf(ex, user, row.campaign_id);
  } catch (err) {
    if (err instanceof NotFoundError) throw new NotFoundError(NO_PROOF);
    throw err;
  }
  if (!reader.all && row.seller_id !== reader.sellerId) throw new NotFoundError(NO_PROOF);
  return { row, reader };
}
