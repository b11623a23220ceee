import { repairDiscount, repairLine, type BagMediaOption } from 'shared-domain';

/** How `bag_items` and `bags` rows store a line and a bulk discount; read by the bag and campaign repositories. */
export type StoredLineRow = { id: string; media_option_id: string; media_id: string; data_json: string };

/**
 * A `discount_on_total` as stored (text) → a number when it is one, else the 'x%' text; null
 * when unset or when it is not a discount the rules accept (it then prices as none).
 */
export function readDiscountOnTotal(text: string | null): number | string | null {
  if (text === null || text.trim() === '') return null;
  const n = Number(text);
  return repairDiscount(Number.isFinite(n) && !text.trim().endsWith('%') ? n : text.trim()) ?? null;
}

/**
 * A stored line: the JSON state with the identity columns winning over it, every figure
 * brought within bounds (shared-domain `repairLine`), so a line a bad write left behind still
 * prices to finite amounts and the bag loads.
 */
export function toBagLine(row: StoredLineRow): BagMediaOption {
  const data = JSON.parse(row.data_json) as Partial<BagMediaOption>;
  return repairLine({
    ...data,
    pricingUnits: data.pricingUnits ?? [],
    variablePricingUnits: data.variablePricingUnits ?? [],
    rates: data.rates ?? { defaultRates: { cardRate: 0, discountedRate: 0 } },
    _id: row.id,
    _mediaOption: row.media_option_id,
    _media: row.media_id,
  });
}
