/**
 * Rates a buyer asks for (issue 32). Only staff and a white-label-admin set a line's agency
 * rate or discount (shared-domain `canSetRates`); anyone else's is a request: the inputs say
 * so, the line shows it beside the real price, and the totals leave it out until staff
 * accept it on the saved campaign.
 */
import styled from 'styled-components';
import type { BagMediaOption } from 'shared-domain';
// From the pricing entry (bundled with the bag), not the shared root: the rule ships with the code that uses it.
import { describeRateRequest, formatDiscount, rateAuthorityOf, type RateAuthority } from 'shared-domain/pricing';
import { color, useViewer } from 'shared-ui';

const Requested = styled.span`
  font-size: 13px; padding: 2px 8px; border-radius: 10px; background: ${color.warningSurface}; color: ${color.ink};
`;
const Refused = styled.p`margin: 4px 0; font-size: 13px; color: ${color.ink};`;
const Note = styled.p`margin: 4px 0 0; font-size: 12px; color: ${color.muted};`;

/** 'set' for whoever may set rates; 'request' for anyone else (and while the user is not known yet). */
export function useRateAuthority(): RateAuthority {
  return rateAuthorityOf(useViewer());
}

/** The input labels for the authority: a buyer requests. */
export const rateLabels = (authority: RateAuthority) => authority === 'set'
  ? { rate: 'Agency rate ₹', discountPercent: 'Discount %', discountAmount: 'Discount ₹', bulkPercent: 'Bulk discount %', bulkAmount: 'Bulk discount ₹' }
  : {
    rate: 'Request a rate ₹', discountPercent: 'Request a discount %', discountAmount: 'Request a discount ₹',
    bulkPercent: 'Request a bulk discount %', bulkAmount: 'Request a bulk discount ₹',
  };

/** "Requested ₹100 · awaits approval" beside the line's price, and a request staff refused, with their reason. */
export function LineRateRequest({ line }: { line: Pick<BagMediaOption, 'requestedRate' | 'requestedDiscount' | 'refusedRequest'> }) {
  const asked = describeRateRequest(line);
  const refused = line.refusedRequest;
  const refusedText = refused ? describeRateRequest(refused) : null;
  return (
    <>
      {asked && <Requested data-testid="requested-rate">Requested {asked} · awaits approval</Requested>}
      {refusedText && (
        <Refused role="note">Your request for {refusedText} was refused{refused?.reason ? `: ${refused.reason}` : ''}.</Refused>
      )}
    </>
  );
}

/** Under a buyer's rate inputs: what a request does and does not do. */
export function RequestNote() {
  return <Note>A rate or discount you request goes to our team with the campaign. Prices and totals stay as shown until they accept it.</Note>;
}

/** The bulk discount the buyer asked for, beside the bulk discount input. */
export function BulkRequest({ value }: { value: number | string | null }) {
  if (value === null) return null;
  return <Requested data-testid="requested-bulk-discount">Requested bulk discount {formatDiscount(value)} · awaits approval</Requested>;
}
