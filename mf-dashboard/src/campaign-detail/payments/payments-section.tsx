import { useRef } from 'react';
import styled from 'styled-components';
import { isStaff } from 'shared-domain';
import { paymentPosition, paymentRefusal, paymentState } from 'shared-domain/campaign';
import { EmptyState } from 'shared-ui/states';
import { campaignTotal, type CampaignDetail, type PaymentView } from '../../api/campaigns.api';
import type { PaymentAnswer } from '../../api/payments.api';
import { formatRupeesExact } from '../../app/format';
import { useViewer } from '../../app/use-viewer';
import { ActionError } from '../../ui/dialog';
import { Card, Muted, SectionTitle } from '../../ui/primitives';
import type { CampaignUpdate } from '../use-campaign';
import { PaymentForm } from './payment-form';
import { PaymentsTable } from './payments-table';
import { RejectPaymentDialog } from './reject-payment-dialog';
import { usePaymentForm } from './use-payment-form';
import { usePaymentReview } from './use-payment-review';

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0 0 16px;
`;

/**
 * The payments made on the campaign and a form to record one. Bank transfer and UPI take
 * the payer's reference and, recorded by the advertiser, await verification by our team;
 * card asks the server for a gateway order first. Only verified payments count toward the
 * amount paid; staff verify or reject the ones awaiting verification here.
 */
export function PaymentsSection({ campaign, update, canPay }: { campaign: CampaignDetail; update: CampaignUpdate; canPay: boolean }) {
  const viewer = useViewer();
  const staff = isStaff(viewer) || campaign.access === 'staff';
  const sectionRef = useRef<HTMLElement>(null);
  const payments = campaign.payments;
  const { amountPaid, balanceDue, awaitingVerification, payableNow } = paymentPosition(payments, campaignTotal(campaign) ?? 0);
  const refusal = paymentRefusal(campaign.status, balanceDue, awaitingVerification);

  const applyAnswer = (answer: PaymentAnswer) =>
    update((c) => ({ ...c, payments: Array.isArray(answer.payments) ? answer.payments : c.payments, status: answer.status ?? c.status }));
  const form = usePaymentForm({ campaign, canPay, balanceDue, awaitingVerification, applyAnswer });
  const review = usePaymentReview(campaign._id, applyAnswer, sectionRef);
  const reviewable = (p: PaymentView) => staff && !!p._id && paymentState(p) === 'pending';

  return (
    <Card aria-labelledby="payments-title" ref={sectionRef} tabIndex={-1}>
      <SectionTitle id="payments-title">Payments</SectionTitle>
      <Summary>
        <span>
          Amount paid <strong>{formatRupeesExact(amountPaid)}</strong>
        </span>
        <span>
          Balance due <strong>{formatRupeesExact(balanceDue)}</strong>
        </span>
        {awaitingVerification > 0 ? (
          <span>
            <strong>{formatRupeesExact(awaitingVerification)}</strong> awaiting verification
          </span>
        ) : null}
      </Summary>
      {payments.length === 0 ? <EmptyState>No payments yet.</EmptyState> : <PaymentsTable payments={payments} reviewable={reviewable} review={review} />}
      {review.rejecting ? null : <ActionError error={review.review.error} />}

      {form.notice ? <p role="status">{form.notice}</p> : null}
      {refusal ? <Muted>{refusal}</Muted> : !canPay ? null : <PaymentForm form={form} payableNow={payableNow} />}

      <RejectPaymentDialog review={review} />
    </Card>
  );
}
