/**
 * A campaign's delivery ledger (issue 38) from its plan lines and what the store holds of it:
 * the shared-domain rule (`deliveryLedger`) fed with plain data. Read by GET /campaigns/{id}/delivery,
 * the finance view and the report export.
 */
import type { Campaign, PricedMediaOption } from 'shared-domain';
import { deliveryLedger, type AcceptedBooking, type DeliveryLedger, type LedgerProof, type MakeGood } from 'shared-domain';

/** What the store holds of a campaign's delivery, every line's. */
export type DeliveryFacts = {
  proofs: readonly (LedgerProof & { lineId: string })[];
  makeGoods: readonly MakeGood[];
  bookings: readonly (AcceptedBooking & { lineId: string })[];
  /** Free units by day of the options whose seller keeps availability, for the make-good offers (absent: none read). */
  freeUnits?: ReadonlyMap<string, Readonly<Record<string, number>>>;
};

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** How the finance view and the report name a line: 'Media - Option'. */
export function lineDescription(line: Pick<PricedMediaOption, '_id' | '_media' | '_mediaOption' | 'display'>): string {
  const media = text(line.display?.mediaName) || text(line._media);
  const option = text(line.display?.optionName) || text(line._mediaOption);
  return [media, option].filter(Boolean).join(' - ') || line._id;
}

/** The ledger of the campaign's current lines as of `now`. */
export function ledgerOf(campaign: Pick<Campaign, '_id' | 'status' | 'mediaOptions'>, facts: DeliveryFacts, now: Date): DeliveryLedger {
  const lines = ((campaign.mediaOptions ?? []) as PricedMediaOption[]).filter((line) => typeof line?._id === 'string');
  return deliveryLedger({
    campaignId: campaign._id,
    status: String(campaign.status ?? ''),
    now,
    lines: lines.map((line) => ({
      lineId: line._id,
      optionId: text(line._mediaOption),
      mediaName: text(line.display?.mediaName) || text(line._media),
      optionName: text(line.display?.optionName) || text(line._mediaOption),
      category: text(line.display?.category),
      rateUnit: line.display?.unitLabel ?? null,
      schedule: line.schedule,
      acceptedBookings: facts.bookings.filter((b) => b.lineId === line._id),
      // The pricing engine's amount before tax; never worked out again here.
      amountBeforeTax: typeof line.subTotal === 'number' && Number.isFinite(line.subTotal) ? line.subTotal : 0,
      proofs: facts.proofs.filter((p) => p.lineId === line._id),
      makeGoods: facts.makeGoods.filter((mg) => mg.lineId === line._id),
      freeUnits: facts.freeUnits?.get(text(line._mediaOption)) ?? null,
    })),
  });
}
