/** The bag's totals as figures that add up: card and offer totals apart, then discounts, minimum-billing top-ups, subtotal, GST, total. */
import styled from 'styled-components';
import { formatRupees } from 'shared-domain';
import { breakdownTotals } from 'shared-domain/pricing';
import { color } from 'shared-ui';
import type { PricedLine } from './bag-line-card';

const Figures = styled.dl`
  display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; margin: 8px 0; font-size: 15px;
  dt { color: ${color.muted}; } dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  .sum { border-top: 1px solid ${color.line}; padding-top: 4px; }
`;
const GrandTotal = styled.dd`font-weight: 800; font-size: 18px; color: ${color.secondary};`;
const Saved = styled.dd`color: ${color.success}; font-weight: 600;`;

/**
 * Totals of `lines` (the selected lines, or all): shared-domain `breakdownTotals`, so
 * offer total − discounts + top-ups − bulk discount = subtotal on screen, and the card total
 * is set against the offer total for the same units, never against a subtotal minimum billing raised.
 */
export function BagTotals({ lines }: { lines: readonly PricedLine[] }) {
  const t = breakdownTotals(lines);
  const saving = lines.reduce((sum, l) => sum + Math.max(0, l.savings), 0);
  return (
    <Figures aria-label="Totals">
      <dt>Card total</dt>
      <dd data-testid="bag-card-total">{t.cardTotal > t.offerGross ? <s>{formatRupees(t.cardTotal)}</s> : formatRupees(t.cardTotal)}</dd>
      <dt>Offer total</dt><dd data-testid="bag-offer-total">{formatRupees(t.offerGross)}</dd>
      {t.discount > 0 && (<><dt>Your discounts</dt><dd>−{formatRupees(t.discount)}</dd></>)}
      {t.minimumTopUp > 0 && (<><dt>Minimum-billing top-ups</dt><dd data-testid="bag-min-top-up">+{formatRupees(t.minimumTopUp)}</dd></>)}
      {t.bulkDiscount > 0 && (<><dt>Bulk discount</dt><dd>−{formatRupees(t.bulkDiscount)}</dd></>)}
      <dt className="sum">Subtotal</dt><dd className="sum" data-testid="bag-subtotal">{formatRupees(t.subTotal)}</dd>
      <dt>GST</dt><dd data-testid="bag-gst">{formatRupees(t.serviceTax)}</dd>
      <dt>Total</dt><GrandTotal data-testid="bag-total">{formatRupees(t.totalPrice)}</GrandTotal>
      {saving > 0 && (<><dt>You save vs card rate</dt><Saved>{formatRupees(saving)}</Saved></>)}
    </Figures>
  );
}
