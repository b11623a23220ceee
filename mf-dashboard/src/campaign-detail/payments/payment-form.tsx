import { formatRupeesExact } from '../../app/format';
import { ActionError } from '../../ui/dialog';
import { Field, FieldRow, Input, Select } from 'shared-ui/forms';
import { Button, Muted } from '../../ui/primitives';
import type { PaymentMode } from '../campaign-rules';
import { CARD_UNAVAILABLE } from './payment-messages';
import type { CardState, PaymentFormState } from './use-payment-form';

const CARD_OPTION: Record<CardState, string> = {
  on: 'Card',
  off: 'Card (not available on this site)',
  checking: 'Card (checking…)',
  unknown: 'Card (could not check)',
};

/** The form that records a payment (`usePaymentForm` holds its state); `payableNow` is what may still be paid. */
export function PaymentForm({ form: f, payableNow }: { form: PaymentFormState; payableNow: number }) {
  return (
    <form
      aria-label="Add a payment"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void f.submit();
      }}
    >
      <h3 style={{ fontSize: '1rem', margin: '8px 0' }}>Add a payment</h3>
      <FieldRow>
        <Field label="Amount (₹)" error={f.errors.amount} hint={`Up to ${formatRupeesExact(payableNow)}, such as 25000 or 1,00,000`}>
          <Input
            inputMode="decimal"
            value={f.amount}
            onChange={(e) => {
              f.setAmount(e.target.value);
              f.edited('amount');
            }}
            autoComplete="off"
          />
        </Field>
        <Field label="Mode">
          <Select value={f.mode} onChange={(e) => f.changeMode(e.target.value as PaymentMode)}>
            <option value="bank">Bank transfer (NEFT, RTGS, IMPS)</option>
            <option value="upi">UPI</option>
            <option value="card" disabled={f.cardState !== 'on'}>
              {CARD_OPTION[f.cardState]}
            </option>
          </Select>
        </Field>
        {f.mode !== 'card' ? (
          <Field
            label="Reference"
            error={f.errors.reference}
            hint={f.mode === 'upi' ? 'The 12-digit UPI transaction id' : 'The UTR number from your bank: 12 to 22 letters and digits'}
          >
            <Input
              value={f.reference}
              onChange={(e) => {
                f.setReference(e.target.value);
                f.edited('reference');
              }}
              autoComplete="off"
            />
          </Field>
        ) : null}
      </FieldRow>
      {f.mode === 'card' ? (
        <Muted>
          You pay by card in our payment gateway’s checkout. No card details are stored here.
          {f.testMode ? ' Test mode: nothing is charged.' : ''}
        </Muted>
      ) : (
        <Muted>Our team checks bank transfers and UPI payments with the bank; they count once verified.</Muted>
      )}
      {f.cardState === 'off' ? <Muted>{CARD_UNAVAILABLE}</Muted> : null}
      {f.cardState === 'unknown' ? (
        <Muted>
          Could not check whether card payments are available.{' '}
          <Button type="button" $variant="ghost" onClick={f.retrySettings}>Check again</Button>
        </Muted>
      ) : null}
      <ActionError error={f.record.error} />
      <Button type="submit" aria-disabled={f.record.pending || undefined} aria-busy={f.record.pending || undefined} style={{ marginTop: 8 }}>
        {f.record.pending ? 'Recording…' : f.mode === 'card' ? 'Pay by card' : 'Record payment'}
      </Button>
    </form>
  );
}
