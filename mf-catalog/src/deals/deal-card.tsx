import styled from 'styled-components';
import { readableUnitLabel } from 'shared-domain/format';
import type { DealItem } from 'shared-domain/browse';
import { formatNumber, formatRate } from '../app/format';
import { MediaCard } from '../media-list/media-card';
import { VisuallyHidden } from '../ui/primitives';
import { badge } from '../ui/styles';
import { color } from 'shared-ui';

const Deal = styled.div`
  margin-top: 12px;
  padding-top: 12px;
  border-top: 1px solid ${color.line};
  font-size: 0.9375rem;
  p {
    margin: 0 0 4px;
  }
  del {
    color: ${color.muted};
    margin-right: 6px;
  }
`;

const Off = styled.strong`
  ${badge(color.success, color.inverseInk, 4)}
  margin-top: 4px;
  font-size: 0.875rem;
`;

const Muted = styled.span`
  color: ${color.muted};
`;

/**
 * A deal: the media profile as lists show it, then the option the deal is on with its card
 * rate struck, its offer rate and what comes off (GST is charged on the offer rate).
 */
export function DealCard({ item, headingLevel = 2 }: { item: DealItem; headingLevel?: 2 | 3 }) {
  const { deal } = item;
  const unit = readableUnitLabel(deal.unitLabel);
  return (
    <MediaCard media={item} headingLevel={headingLevel}>
      <Deal>
        <p>{deal.optionName}</p>
        <p>
          <del>
            <VisuallyHidden>Card rate </VisuallyHidden>
            {formatRate(deal.cardRate)}
          </del>
          <strong>
            <VisuallyHidden>Offer rate </VisuallyHidden>
            {formatRate(deal.offerRate)}
          </strong>
          {unit ? <Muted> {unit}</Muted> : null}
          <Muted> + {formatNumber(deal.gstPercent)}% GST</Muted>
        </p>
        <Off data-discount-percent={deal.discountPercent}>
          {formatRate(deal.discount)} off ({formatNumber(deal.discountPercent)}%)
        </Off>
      </Deal>
    </MediaCard>
  );
}
