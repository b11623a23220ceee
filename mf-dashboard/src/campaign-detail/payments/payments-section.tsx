import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, toApiError } from 'shared-domain';
import { campaignTotal, type CampaignDetail } from '../../api/campaigns.api';
import { addPayment, createPaymentOrder, signTestPayment, type PaymentAnswer } from '../../api/payments.api';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { formatDate, formatRupees } from '../../app/format';
import { ActionError } from '../../ui/dialog';
import { Field, FieldRow, Input, Select } from '../../ui/forms';
import { Button, Card, Muted, SectionTitle } from '../../ui/primitives';
import { EmptyState } from '../../ui/states';
import { color, narrow } from '../../ui/tokens';
import {
  acceptsPayments, normalizePaymentReference, paymentAmountProblem, paymentReferenceProblem, paymentSummary, type PaymentMode,
} from '../campaign-rules';
import type { CampaignUpdate } from '../use-campaign';

export const MODE_LABELS: Record<string, string> = {
  bank: 'Bank transfer',
  'bank-transfer': 'Bank transfer',
  upi: 'UPI',
  card: 'Card',
};

/** Shown when the server has no card gateway (or no test signer in development). */
export const CARD_UNAVAILABLE =
  'Card payments are not available on this site yet. Pay by bank transfer or UPI and enter its reference here.';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 16px;
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid ${color.line};
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
  ${narrow} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      border: 1px solid ${color.line};
      border-radius: 6px;
      margin-bottom: 8px;
      padding: 4px 8px;
    }
    td,
    td:last-child {
      display: flex;
      justify-content: space-between;
      gap: 12px;
      border: 0;
      padding: 6px 0;
      text-align: right;
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      color: ${color.muted};
      font-weight: 600;
      text-align: left;
    }
  }
`;

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0 0 16px;
`;

type Errors = { amount?: string; reference?: string };

/**
 * The payments made on the campaign and a form to record one. Bank transfer and UPI take
 * the payer's reference; card asks the server for a gateway order first.
 */
export function PaymentsSection({ campaign, update, canPay }: { campaign: CampaignDetail; update: CampaignUpdate; canPay: boolean }) {
  const { campaignApi } = useDashboardServices();
  const [amount, setAmount] = useState('');
  const [mode, setMode] = useState<PaymentMode>('bank');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const total = campaignTotal(campaign) ?? 0;
  const { amountPaid, balanceDue } = paymentSummary(campaign.payments, total);

  const record = useAction(
    async (value: number): Promise<PaymentAnswer> => {
      if (mode !== 'card') return addPayment(campaignApi, campaign._id, { amount: value, mode, reference: normalizePaymentReference(mode, reference) });
      const order = await createPaymentOrder(campaignApi, campaign._id, value);
      // No gateway checkout runs here: a server in test mode signs the payment itself.
      let signed: { paymentId: string; signature: string };
      try {
        signed = await signTestPayment(campaignApi, campaign._id, order.orderId);
      } catch (err) {
        const e = toApiError(err);
        if (e.status === 404 || e.status === 501) throw new ApiError(501, 'card_unavailable', CARD_UNAVAILABLE);
        throw e;
      }
      return addPayment(campaignApi, campaign._id, { mode: 'card', orderId: order.orderId, ...signed });
    },
    { success: (r) => `Payment recorded. The campaign is now ${r.status}.`, failure: 'Could not record the payment', messages: { 403: 'Only the campaign’s owner can record payments.' } },
  );

  const submit = async () => {
    const value = Number(amount);
    const next: Errors = {};
    const amountProblem = amount.trim() === '' ? 'Enter the amount paid' : paymentAmountProblem(value, balanceDue);
    if (amountProblem) next.amount = amountProblem;
    if (mode !== 'card') {
      const ref = normalizePaymentReference(mode, reference);
      const refProblem = ref === '' ? 'Enter the payment reference' : paymentReferenceProblem(mode, ref);
      if (refProblem) next.reference = refProblem;
    }
    setErrors(next);
    if (next.amount || next.reference) return;
    const answer = await record.run(value);
    if (!answer) return;
    update((c) => ({ ...c, payments: Array.isArray(answer.payments) ? answer.payments : c.payments, status: answer.status ?? c.status }));
    setAmount('');
    setReference('');
  };

  return (
    <Card aria-labelledby="payments-title">
      <SectionTitle id="payments-title">Payments</SectionTitle>
      <Summary>
        <span>
          Paid <strong>{formatRupees(amountPaid)}</strong>
        </span>
        <span>
          Balance due <strong>{formatRupees(balanceDue)}</strong>
        </span>
      </Summary>
      {campaign.payments.length === 0 ? (
        <EmptyState>No payments yet.</EmptyState>
      ) : (
        <Table>
          <caption style={{ textAlign: 'left', fontWeight: 700, marginBottom: 4 }}>Payments made</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Mode</th>
              <th scope="col">Reference</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {campaign.payments.map((p, i) => (
              <tr key={p._id ?? `${p.reference}-${i}`}>
                <td data-label="Date">{formatDate(p.createdAt)}</td>
                <td data-label="Mode">{MODE_LABELS[p.mode] ?? p.mode}</td>
                <td data-label="Reference">{p.reference}</td>
                <td data-label="Amount">{formatRupees(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      {!canPay ? null : !acceptsPayments(campaign.status) ? (
        <Muted>Payments are taken once a plan is approved{balanceDue <= 0 && campaign.payments.length ? '; this campaign is paid in full' : ''}.</Muted>
      ) : (
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
            <Field label="Amount (₹)" error={errors.amount} hint={`Up to ${formatRupees(balanceDue)}`}>
              <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} autoComplete="off" />
            </Field>
            <Field label="Mode">
              <Select
                value={mode}
                onChange={(e) => {
                  setMode(e.target.value as PaymentMode);
                  setErrors({});
                  record.reset();
                }}
              >
                <option value="bank">Bank transfer (NEFT, RTGS, IMPS)</option>
                <option value="upi">UPI</option>
                <option value="card">Card</option>
              </Select>
            </Field>
            {mode !== 'card' ? (
              <Field
                label="Reference"
                error={errors.reference}
                hint={mode === 'upi' ? 'The 12-digit UPI transaction id' : 'The UTR number from your bank: 12 to 22 letters and digits'}
              >
                <Input value={reference} onChange={(e) => setReference(e.target.value)} autoComplete="off" />
              </Field>
            ) : null}
          </FieldRow>
          {mode === 'card' ? <Muted>You pay by card through our payment gateway. No card details are stored here.</Muted> : null}
          <ActionError error={record.error} />
          <Button type="submit" disabled={record.pending} style={{ marginTop: 8 }}>
            {record.pending ? 'Recording…' : mode === 'card' ? 'Pay by card' : 'Record payment'}
          </Button>
        </form>
      )}
    </Card>
  );
}
