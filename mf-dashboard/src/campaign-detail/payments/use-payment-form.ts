import { useState } from 'react';
import { checkPaymentAmount, paymentState } from 'shared-domain/campaign';
import { useSiteName } from 'shared-ui';
import type { CampaignDetail, PaymentView } from '../../api/campaigns.api';
import { addPayment, createPaymentOrder, fetchPaymentSettings, type PaymentAnswer } from '../../api/payments.api';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { useResource } from '../../app/use-resource';
import { useViewer } from '../../app/use-viewer';
import { normalizePaymentReference, paymentReferenceProblem, type PaymentMode } from '../campaign-rules';
import { CheckoutCancelled, checkoutScriptUrl, payWithCheckout } from 'shared-ui/runtime';
import { AWAITING_VERIFICATION_NOTICE, CARD_CANCELLED, CARD_UNAVAILABLE } from './payment-messages';

/** What a card payment's answer is: the payments after it, or a checkout closed without paying. */
type CardOutcome = PaymentAnswer | { cancelled: true };
const wasCancelled = (r: CardOutcome): r is { cancelled: true } => 'cancelled' in r;

export type PaymentErrors = { amount?: string; reference?: string };

/** Whether the card option is offered: checking, on, off (the server takes none) or unknown (the check failed). */
export type CardState = 'checking' | 'on' | 'off' | 'unknown';

/** The payment just recorded: the one in the answer that was not in the list before. */
function newPayment(before: readonly PaymentView[], answer: PaymentAnswer): PaymentView | undefined {
  const known = new Set(before.map((p) => p._id));
  return answer.payments.find((p) => !known.has(p._id)) ?? answer.payments.at(-1);
}

type PaymentFormInput = {
  campaign: CampaignDetail;
  canPay: boolean;
  /** The balance due and what awaits verification: how much may still be paid. */
  balanceDue: number;
  awaitingVerification: number;
  applyAnswer: (answer: PaymentAnswer) => void;
};

/**
 * The state of the form that records a payment: bank transfer and UPI take the payer's
 * reference; card asks the server for a gateway order, then opens the gateway's checkout.
 */
export function usePaymentForm({ campaign, canPay, balanceDue, awaitingVerification, applyAnswer }: PaymentFormInput) {
  const { campaignApi } = useDashboardServices();
  const viewer = useViewer();
  const siteName = useSiteName();
  // Whether cards are taken here, and through which gateway's checkout (asked once the form shows).
  const [settings, retrySettings] = useResource(canPay ? `payment-settings:${campaignApi.defaults.baseURL ?? ''}` : null, () => fetchPaymentSettings(campaignApi));
  const cardState: CardState = settings.status === 'success'
    ? (settings.data.cardPayments && settings.data.gateway !== 'none' ? 'on' : 'off')
    : settings.status === 'error' ? 'unknown' : 'checking';
  const testMode = settings.status === 'success' && settings.data.testMode;
  const [amount, setAmount] = useState('');
  const [mode, setMode] = useState<PaymentMode>('bank');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const payments = campaign.payments;

  const record = useAction(
    async (value: number): Promise<CardOutcome> => {
      if (mode !== 'card') return addPayment(campaignApi, campaign._id, { amount: value, mode, reference: normalizePaymentReference(mode, reference) });
      const scriptUrl = settings.status === 'success' ? checkoutScriptUrl(settings.data.gateway, campaignApi.defaults.baseURL ?? '/campaign-api') : null;
      // The order first (a 503 says card payments are off), then the gateway's checkout, then its proof to the server.
      const order = await createPaymentOrder(campaignApi, campaign._id, value);
      if (!scriptUrl) throw new Error(CARD_UNAVAILABLE);
      try {
        const proof = await payWithCheckout(order, {
          name: siteName, description: `Payment for ${campaign.name}`, email: viewer?.email, phone: viewer?.phone,
        }, scriptUrl);
        return await addPayment(campaignApi, campaign._id, { mode: 'card', ...proof });
      } catch (err) {
        if (err instanceof CheckoutCancelled) return { cancelled: true };
        throw err;
      }
    },
    {
      success: (r) => {
        if (wasCancelled(r)) return CARD_CANCELLED;
        const added = newPayment(payments, r);
        return added && paymentState(added) === 'pending' ? AWAITING_VERIFICATION_NOTICE : `Payment recorded. The campaign is now ${r.status}.`;
      },
      failure: 'Could not record the payment',
      messages: { 403: 'Only the campaign’s owner can record payments.' },
    },
  );

  /** Editing the form again clears what the last attempt said. */
  const edited = (field: keyof PaymentErrors) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (record.error) record.reset();
    setNotice(null);
  };

  const changeMode = (next: PaymentMode) => {
    setMode(next);
    setErrors({});
    setNotice(null);
    record.reset();
  };

  const submit = async () => {
    const next: PaymentErrors = {};
    const checked = checkPaymentAmount(amount, balanceDue, awaitingVerification);
    if (!checked.ok) next.amount = checked.message;
    if (mode !== 'card') {
      const ref = normalizePaymentReference(mode, reference);
      const refProblem = ref === '' ? 'Enter the payment reference' : paymentReferenceProblem(mode, ref);
      if (refProblem) next.reference = refProblem;
    }
    setErrors(next);
    setNotice(null);
    if (!checked.ok || next.reference) return;
    const answer = await record.run(checked.amount);
    if (!answer) return;
    if (wasCancelled(answer)) {
      setNotice(CARD_CANCELLED);
      return;
    }
    const added = newPayment(payments, answer);
    applyAnswer(answer);
    setAmount('');
    setReference('');
    if (added && paymentState(added) === 'pending') setNotice(AWAITING_VERIFICATION_NOTICE);
  };

  return {
    amount, setAmount, mode, changeMode, reference, setReference, errors, edited, notice,
    cardState, testMode, retrySettings, record, submit,
  };
}

/** The payment form's state and actions (`usePaymentForm`). */
export type PaymentFormState = ReturnType<typeof usePaymentForm>;
