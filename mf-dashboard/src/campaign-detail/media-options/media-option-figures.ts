import { lineBreakdown, type BreakdownInput, type LineBreakdown } from 'shared-domain/pricing';
import type { CampaignMediaOption } from '../../api/campaigns.api';

/** "Insertions: 2 · Edition: Delhi": the units in use, as the bag showed them. */
export function unitSummary(option: CampaignMediaOption): string {
  const parts: string[] = [];
  for (const u of option.pricingUnits ?? []) {
    if (u.inUse === false) continue;
    parts.push(`${u.name}: ${u.value}`);
  }
  for (const u of option.variablePricingUnits ?? []) {
    if (u.inUse === false) continue;
    const value = u.value ?? u.defaultValue;
    if (value !== undefined && value !== '') parts.push(`${u.name}: ${value}`);
  }
  return parts.join(' · ');
}

/** The media's name and the option's, from the display block the bag copied in. */
export function optionTitle(option: CampaignMediaOption): { media: string; option: string } {
  const d = option.display;
  return { media: d?.mediaName?.trim() || 'Media option', option: d?.optionName?.trim() || '' };
}

export const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

const PRICED_FIELDS = ['cardRate', 'discountedRate', 'quantity', 'minBilling', 'subTotal', 'serviceTaxPercentage', 'serviceTax', 'totalPrice', 'cardTotal'] as const;

/**
 * The saved option's price as figures that add up (shared-domain `lineBreakdown`): card
 * total, offer total, discount, minimum-billing top-up, bulk share, subtotal, GST, total.
 * Null for an option saved without its priced figures.
 */
export function optionBreakdown(option: CampaignMediaOption): LineBreakdown | null {
  if (!PRICED_FIELDS.every((key) => num(option[key]) !== undefined)) return null;
  return lineBreakdown(option as BreakdownInput);
}
