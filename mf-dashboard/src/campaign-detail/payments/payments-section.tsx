import { useRef, useState } from 'react';
import styled from 'styled-components';
import { isStaff } from 'shared-domain';
import { checkPaymentAmount, PAYMENT_NOTE_MAX, paymentPosition, paymentRefusal, paymentState, readPaymentReview } from 'shared-domain/campaign';
import { campaignTotal, type CampaignDetail, type PaymentView } from '../../api/campaigns.api';
import {
  addPayment, createPaymentOrder, fetchPaymentSettings, verifyPayment, type PaymentAnswer, type PaymentDecision,
} from '../../api/payments.api';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { useResource } from '../../app/use-resource';
import { formatDate, formatRupeesExact } from '../../app/format';
import { useViewer } from '../../app/use-viewer';
import { Badge } from '../../ui/badge';
import { CardTable } from '../../ui/card-table';
import { ActionError, BusyButton, FormDialog } from '../../ui/dialog';
import { Field, FieldRow, Input, Select, TextArea } from 'shared-ui/forms';
import { Actions, Button, Card, Muted, SectionTitle } from '../../ui/primitives';
import { EmptyState } from 'shared-ui/states';
import { color } from 'shared-ui';
import { normalizePaymentReference, paymentReferenceProblem, type PaymentMode } from '../campaign-rules';
import type { CampaignUpdate } from '../use-campaign';
import { CheckoutCancelled, checkoutScriptUrl, loadScript as browserLoadScript, payWithCheckout } from './card-checkout';

export const MODE_LABELS: Record<string, string> = {
  bank: 'Bank transfer',
  'bank-transfer': 'Bank transfer',
  upi: 'UPI',
  card: 'Card',
};

/** Shown when the server takes no card payments (PAYMENT_GATEWAY=none). */
export const CARD_UNAVAILABLE =
  'Card payments are not available on this site. Pay by bank transfer or UPI and enter its reference here.';

/** Said (as news, not as an error) when the checkout was closed without paying. */
export const CARD_CANCELLED = 'Card payment cancelled. Nothing was charged.';

/** What a card payment's answer is: the payments after it, or a checkout closed without paying. */
type CardOutcome = PaymentAnswer | { cancelled: true };
const wasCancelled = (r: CardOutcome): r is { cancelled: true } => 'cancelled' in r;

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

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0 0 16px;
`;

type Errors = { amount?: string; reference?: string };

/** Said once an advertiser's bank transfer or UPI payment is recorded: it counts when staff have verified it. */
export const AWAITING_VERIFICATION_NOTICE = 'Payment recorded. Our team will verify it shortly.';

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

/** The payment just recorded: the one in the answer that was not in the list before. */
function newPayment(before: readonly PaymentView[], answer: PaymentAnswer): PaymentView | undefined {
  const known = new Set(before.map((p) => p._id));
  return answer.payments.find((p) => !known.has(p._id)) ?? answer.payments.at(-1);
}

/**
 * The payments made on the campaign and a form to record one. Bank transfer and UPI take
 * the payer's reference and, recorded by the advertiser, await verification by our team;
 * card asks the server for a gateway order first. Only verified payments count toward the
 * amount paid; staff verify or reject the ones awaiting verification here.
 */
export function PaymentsSection({ campaign, update, canPay }: { campaign: CampaignDetail; update: CampaignUpdate; canPay: boolean }) {
  const { campaignApi, loadScript = browserLoadScript } = useDashboardServices();
  const viewer = useViewer();
  // Whether cards are taken here, and through which gateway's checkout (asked once the form shows).
  const [settings, retrySettings] = useResource(canPay ? `payment-settings:${campaignApi.defaults.baseURL ?? ''}` : null, () => fetchPaymentSettings(campaignApi));
  const cardState: 'checking' | 'on' | 'off' | 'unknown' = settings.status === 'success'
    ? (settings.data.cardPayments && settings.data.gateway !== 'none' ? 'on' : 'off')
    : settings.status === 'error' ? 'unknown' : 'checking';
  const staff = isStaff(viewer) || campaign.access === 'staff';
  const [amount, setAmount] = useState('');
  const [mode, setMode] = useState<PaymentMode>('bank');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PaymentView | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const payments = campaign.payments;
  const total = campaignTotal(campaign) ?? 0;
  const { amountPaid, balanceDue, awaitingVerification, payableNow } = paymentPosition(payments, total);
  const refusal = paymentRefusal(campaign.status, balanceDue, awaitingVerification);

  const record = useAction(
    async (value: number): Promise<CardOutcome> => {
      if (mode !== 'card') return addPayment(campaignApi, campaign._id, { amount: value, mode, reference: normalizePaymentReference(mode, reference) });
      const scriptUrl = settings.status === 'success' ? checkoutScriptUrl(settings.data.gateway, campaignApi.defaults.baseURL ?? '/campaign-api') : null;
      // The order first (a 503 says card payments are off), then the gateway's checkout, then its proof to the server.
      const order = await createPaymentOrder(campaignApi, campaign._id, value);
      if (!scriptUrl) throw new Error(CARD_UNAVAILABLE);
      try {
        const proof = await payWithCheckout(order, {
          name: 'MediaMart', description: `Payment for ${campaign.name}`, email: viewer?.email, phone: viewer?.phone,
        }, scriptUrl, loadScript);
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

  const review = useAction((paymentId: string, decision: PaymentDecision) => verifyPayment(campaignApi, campaign._id, paymentId, decision), {
    success: (r) => `Payment reviewed. The campaign is now ${r.status}.`,
    failure: 'Could not review the payment',
    messages: { 403: 'Only MediaMart staff can verify payments.' },
  });

  const applyAnswer = (answer: PaymentAnswer) =>
    update((c) => ({ ...c, payments: Array.isArray(answer.payments) ? answer.payments : c.payments, status: answer.status ?? c.status }));

  /** Editing the form again clears what the last attempt said. */
  const edited = (field: keyof Errors) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (record.error) record.reset();
    setNotice(null);
  };

  const submit = async () => {
    const next: Errors = {};
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

  const reviewable = (p: PaymentView) => staff && !!p._id && paymentState(p) === 'pending';
  const showActions = payments.some(reviewable);

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
      {payments.length === 0 ? (
        <EmptyState>No payments yet.</EmptyState>
      ) : (
        <Table>
          <caption style={{ textAlign: 'left', fontWeight: 700, marginBottom: 4 }}>Payments made</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Mode</th>
              <th scope="col">Reference</th>
              <th scope="col">Status</th>
              <th scope="col">Amount</th>
              {showActions ? <th scope="col">Verification</th> : null}
            </tr>
          </thead>
          <tbody>
            {payments.map((p, i) => (
              <tr key={p._id ?? `${p.reference}-${i}`}>
                <td data-label="Date">{formatDate(p.createdAt)}</td>
                <td data-label="Mode">{MODE_LABELS[p.mode] ?? p.mode}</td>
                <td data-label="Reference">{p.reference}</td>
                <td data-label="Status">
                  <PaymentStateBadge payment={p} />
                </td>
                <td data-label="Amount">{formatRupeesExact(p.amount)}</td>
                {showActions ? (
                  <td data-label="Verification">
                    {reviewable(p) ? (
                      <Actions style={{ justifyContent: 'flex-end' }}>
                        <BusyButton
                          type="button"
                          aria-disabled={review.pending || undefined}
                          aria-label={`Verify ${formatRupeesExact(p.amount)} ${MODE_LABELS[p.mode] ?? p.mode} payment ${p.reference}`}
                          onClick={() => void verify(p)}
                        >
                          Verify
                        </BusyButton>
                        <BusyButton
                          type="button"
                          $variant="secondary"
                          aria-disabled={review.pending || undefined}
                          aria-label={`Reject ${formatRupeesExact(p.amount)} ${MODE_LABELS[p.mode] ?? p.mode} payment ${p.reference}`}
                          onClick={() => {
                            if (!review.pending) openReject(p);
                          }}
                        >
                          Reject
                        </BusyButton>
                      </Actions>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {rejecting ? null : <ActionError error={review.error} />}

      {notice ? <p role="status">{notice}</p> : null}
      {refusal ? (
        <Muted>{refusal}</Muted>
      ) : !canPay ? null : (
        <form
          aria-label="Add a payment"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <h3 style={{ fontSize: '1rem', margin: '8px 0' }}>Add a payment</h3>
          <FieldRow>
            <Field label="Amount (₹)" error={errors.amount} hint={`Up to ${formatRupeesExact(payableNow)}, such as 25000 or 1,00,000`}>
              <Input
                inputMode="decimal"
                value={amount}
                onChange={(e) => {
                  setAmount(e.target.value);
                  edited('amount');
                }}
                autoComplete="off"
              />
            </Field>
            <Field label="Mode">
              <Select
                value={mode}
                onChange={(e) => {
                  setMode(e.target.value as PaymentMode);
                  setErrors({});
                  setNotice(null);
                  record.reset();
                }}
              >
                <option value="bank">Bank transfer (NEFT, RTGS, IMPS)</option>
                <option value="upi">UPI</option>
                <option value="card" disabled={cardState !== 'on'}>
                  {cardState === 'on' ? 'Card' : cardState === 'off' ? 'Card (not available on this site)' : cardState === 'checking' ? 'Card (checking…)' : 'Card (could not check)'}
                </option>
              </Select>
            </Field>
            {mode !== 'card' ? (
              <Field
                label="Reference"
                error={errors.reference}
                hint={mode === 'upi' ? 'The 12-digit UPI transaction id' : 'The UTR number from your bank: 12 to 22 letters and digits'}
              >
                <Input
                  value={reference}
                  onChange={(e) => {
                    setReference(e.target.value);
                    edited('reference');
                  }}
                  autoComplete="off"
                />
              </Field>
            ) : null}
          </FieldRow>
          {mode === 'card' ? (
            <Muted>
              You pay by card in our payment gateway’s checkout. No card details are stored here.
              {settings.status === 'success' && settings.data.testMode ? ' Test mode: nothing is charged.' : ''}
            </Muted>
          ) : (
            <Muted>Our team checks bank transfers and UPI payments with the bank; they count once verified.</Muted>
          )}
          {cardState === 'off' ? <Muted>{CARD_UNAVAILABLE}</Muted> : null}
          {cardState === 'unknown' ? (
            <Muted>
              Could not check whether card payments are available.{' '}
              <Button type="button" $variant="ghost" onClick={retrySettings}>Check again</Button>
            </Muted>
          ) : null}
          <ActionError error={record.error} />
          <BusyButton type="submit" aria-disabled={record.pending || undefined} aria-busy={record.pending || undefined} style={{ marginTop: 8 }}>
            {record.pending ? 'Recording…' : mode === 'card' ? 'Pay by card' : 'Record payment'}
          </BusyButton>
        </form>
      )}

      {rejecting ? (
        <FormDialog
          title="Reject this payment"
          submitLabel="Reject payment"
          pendingLabel="Rejecting…"
          variant="danger"
          pending={review.pending}
          error={review.error}
          onClose={() => setRejecting(null)}
          onSubmit={() => void reject()}
        >
          <p style={{ marginTop: 0 }}>
            {formatRupeesExact(rejecting.amount)} by {MODE_LABELS[rejecting.mode] ?? rejecting.mode}, reference {rejecting.reference}. It will not count
            toward the amount paid.
          </p>
          <Field label="Reason for rejecting" error={reasonError} hint="Required. The advertiser sees this.">
            <TextArea
              value={reason}
              maxLength={PAYMENT_NOTE_MAX}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(null);
                if (review.error) review.reset();
              }}
              data-autofocus
            />
          </Field>
        </FormDialog>
      ) : null}
    </Card>
  );
}
