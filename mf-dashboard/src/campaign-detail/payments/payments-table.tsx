import styled from 'styled-components';
import { paymentState } from 'shared-domain/campaign';
import { color } from 'shared-ui';
import type { PaymentView } from '../../api/campaigns.api';
import { formatDate, formatRupeesExact } from '../../app/format';
import { Badge } from '../../ui/badge';
import { CardTable, ColumnHeads } from '../../ui/card-table';
import { Actions, Button } from '../../ui/primitives';
import { modeLabel } from './payment-messages';
import type { PaymentReviewState } from './use-payment-review';

const Table = styled(CardTable)`
  margin-bottom: 16px;
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

const Note = styled.span`
  display: block;
  margin-top: 4px;
  color: ${color.muted};
  font-size: 0.875rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A payment's verification state in words (the colour only helps); a rejection shows its reason. */
function PaymentStateBadge({ payment }: { payment: PaymentView }) {
  switch (paymentState(payment)) {
    case 'pending':
      return <Badge $tone="warning">Awaiting verification</Badge>;
    case 'rejected':
      return (
        <span>
          <Badge $tone="danger">Rejected</Badge>
          {payment.note ? <Note>Reason: {payment.note}</Note> : null}
        </span>
      );
    default:
      return <Badge $tone="success">Verified</Badge>;
  }
}

/** Verify and Reject for a payment awaiting verification (staff). */
function ReviewButtons({ payment: p, review }: { payment: PaymentView; review: PaymentReviewState }) {
  const what = `${formatRupeesExact(p.amount)} ${modeLabel(p.mode)} payment ${p.reference}`;
  return (
    <Actions style={{ justifyContent: 'flex-end' }}>
      <Button type="button" aria-disabled={review.review.pending || undefined} aria-label={`Verify ${what}`} onClick={() => void review.verify(p)}>
        Verify
      </Button>
      <Button
        type="button"
        $variant="secondary"
        aria-disabled={review.review.pending || undefined}
        aria-label={`Reject ${what}`}
        onClick={() => {
          if (!review.review.pending) review.openReject(p);
        }}
      >
        Reject
      </Button>
    </Actions>
  );
}

/** The payments made, each with its verification state; staff verify or reject the ones awaiting it. */
export function PaymentsTable({ payments, reviewable, review }: {
  payments: PaymentView[];
  reviewable: (payment: PaymentView) => boolean;
  review: PaymentReviewState;
}) {
  const showActions = payments.some(reviewable);
  return (
    <Table>
      <caption style={{ textAlign: 'left', fontWeight: 700, marginBottom: 4 }}>Payments made</caption>
      <ColumnHeads columns={['Date', 'Mode', 'Reference', 'Status', 'Amount', showActions ? 'Verification' : null]} />
      <tbody>
        {payments.map((p, i) => (
          <tr key={p._id ?? `${p.reference}-${i}`}>
            <td data-label="Date">{formatDate(p.createdAt)}</td>
            <td data-label="Mode">{modeLabel(p.mode)}</td>
            <td data-label="Reference">{p.reference}</td>
            <td data-label="Status">
              <PaymentStateBadge payment={p} />
            </td>
            <td data-label="Amount">{formatRupeesExact(p.amount)}</td>
            {showActions ? <td data-label="Verification">{reviewable(p) ? <ReviewButtons payment={p} review={review} /> : null}</td> : null}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
