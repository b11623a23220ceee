import { useId } from 'react';
import styled from 'styled-components';
import type { CatalogMediaOption } from 'shared-domain';
import { formatRupees } from '../app/format';
import { AddToBagButton } from '../bag/add-to-bag-button';
import { Card } from '../ui/primitives';
import { color } from '../ui/tokens';

const Name = styled.h3`
  font-size: 1.0625rem;
  margin: 0 0 4px;
`;

const Badge = styled.span`
  display: inline-block;
  margin-bottom: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  background: #fdecea;
  color: ${color.accent};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Unit = styled.p`
  margin: 0 0 12px;
  color: ${color.muted};
  font-size: 0.9375rem;
`;

const Prices = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  margin: 0 0 8px;
  del {
    color: ${color.muted};
  }
  strong {
    font-size: 1.375rem;
  }
`;

const Terms = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0 0 16px;
  font-size: 0.9375rem;
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
  }
`;

/** Whole percent saved from card to offer rate; 0 when there is no saving. */
export function savingPercent(cardRate: number, offerRate: number): number {
  return cardRate > 0 && offerRate < cardRate ? Math.round(((cardRate - offerRate) / cardRate) * 100) : 0;
}

/** One bookable media option: card vs offer rate, minimum billing, GST and "Add to bag". */
export function MediaOptionCard({ option }: { option: CatalogMediaOption }) {
  const nameId = useId();
  const { cardRate, discountedRate } = option.rates.defaultRates;
  const minimumBilling = option.minimumBilling ?? option.rates.defaultRates.minimumBilling;
  const saving = savingPercent(cardRate, discountedRate);
  return (
    <Card aria-labelledby={nameId}>
      <Name id={nameId}>{option.name}</Name>
      {option._template ? <Badge>{option._template}</Badge> : null}
      <Unit>{option.unitLabel}</Unit>
      <Prices>
        {saving > 0 ? <del aria-label={`Card rate ${formatRupees(cardRate)}`}>{formatRupees(cardRate)}</del> : null}
        <strong aria-label={`Offer rate ${formatRupees(discountedRate)}`}>{formatRupees(discountedRate)}</strong>
        {saving > 0 ? <span>{saving}% off</span> : null}
      </Prices>
      <Terms>
        {minimumBilling ? (
          <>
            <dt>Minimum billing</dt>
            <dd>{formatRupees(minimumBilling)}</dd>
          </>
        ) : null}
        <dt>Tax</dt>
        <dd>GST {option.serviceTaxPercentage}%</dd>
      </Terms>
      <AddToBagButton option={option} describedBy={nameId} />
    </Card>
  );
}
