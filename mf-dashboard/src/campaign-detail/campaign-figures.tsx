import styled from 'styled-components';
import { color, mobile } from 'shared-ui';
import { formatRupees } from '../app/format';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  margin: 0 0 24px;
  ${mobile} {
    grid-template-columns: 1fr;
  }
  div {
    background: ${color.surface};
    border: 1px solid ${color.line};
    border-radius: 8px;
    padding: 12px 16px;
  }
  dt {
    color: ${color.muted};
    font-size: 0.875rem;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.25rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

/** The campaign's total, what is paid (verified payments) and the balance due; a dash when the total is unknown. */
export function CampaignFigures({ total, paid, balanceDue }: { total: number | undefined; paid: number; balanceDue: number }) {
  return (
    <Figures aria-label="Campaign totals">
      <div>
        <dt>Total</dt>
        <dd>{total === undefined ? '—' : formatRupees(total)}</dd>
      </div>
      <div>
        <dt>Paid</dt>
        <dd>{formatRupees(paid)}</dd>
      </div>
      <div>
        <dt>Balance due</dt>
        <dd>{total === undefined ? '—' : formatRupees(balanceDue)}</dd>
      </div>
    </Figures>
  );
}
