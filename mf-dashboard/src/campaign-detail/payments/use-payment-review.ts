import { useState, type RefObject } from 'react';
import { readPaymentReview } from 'shared-domain/campaign';
import { useSiteName } from 'shared-ui';
import type { PaymentView } from '../../api/campaigns.api';
import { verifyPayment, type PaymentAnswer, type PaymentDecision } from '../../api/payments.api';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';

/**
 * Staff's review of the payments awaiting verification: verify one at once, or reject it
 * with a reason typed in a dialog (`rejecting` is the payment the dialog is about).
 */
export function usePaymentReview(campaignId: string, applyAnswer: (answer: PaymentAnswer) => void, sectionRef: RefObject<HTMLElement | null>) {
  const { campaignApi } = useDashboardServices();
  const siteName = useSiteName();
  const [rejecting, setRejecting] = useState<PaymentView | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const review = useAction((paymentId: string, decision: PaymentDecision) => verifyPayment(campaignApi, campaignId, paymentId, decision), {
    success: (r) => `Payment reviewed. The campaign is now ${r.status}.`,
    failure: 'Could not review the payment',
    messages: { 403: `Only ${siteName} staff can verify payments.` },
  });

  const verify = async (payment: PaymentView) => {
    if (!payment._id) return;
    const answer = await review.run(payment._id, { approved: true });
    if (!answer) return;
    applyAnswer(answer);
    // The row's buttons are gone: keep the keyboard user in the payments section.
    sectionRef.current?.focus({ preventScroll: true });
  };

  const openReject = (payment: PaymentView) => {
    review.reset();
    setReason('');
    setReasonError(null);
    setRejecting(payment);
  };

  const changeReason = (text: string) => {
    setReason(text);
    setReasonError(null);
    if (review.error) review.reset();
  };

  const reject = async () => {
    if (!rejecting?._id) return;
    const read = readPaymentReview({ approved: false, note: reason });
    if (!read.ok) {
      setReasonError(read.message);
      return;
    }
    const answer = await review.run(rejecting._id, { approved: false, note: read.note });
    if (!answer) return;
    applyAnswer(answer);
    setRejecting(null);
  };

  return { review, rejecting, closeReject: () => setRejecting(null), reason, reasonError, changeReason, verify, openReject, reject };
}

/** The review's state and actions (`usePaymentReview`). */
export type PaymentReviewState = ReturnType<typeof usePaymentReview>;
