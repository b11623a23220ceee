import { PAYMENT_NOTE_MAX } from 'shared-domain/campaign';
import { Field, TextArea } from 'shared-ui/forms';
import { formatRupeesExact } from '../../app/format';
import { FormDialog } from '../../ui/dialog';
import { modeLabel } from './payment-messages';
import type { PaymentReviewState } from './use-payment-review';
import { actionDialogProps } from '../action-dialog';

/** Staff reject a payment awaiting verification, with the reason the advertiser sees. */
export function RejectPaymentDialog({ review: r }: { review: PaymentReviewState }) {
  if (!r.rejecting) return null;
  const payment = r.rejecting;
  return (
    <FormDialog
      title="Reject this payment"
      submitLabel="Reject payment"
      pendingLabel="Rejecting…"
      variant="danger"
      {...actionDialogProps(r.review, r.closeReject)}
      onSubmit={() => void r.reject()}
    >
      <p style={{ marginTop: 0 }}>
        {formatRupeesExact(payment.amount)} by {modeLabel(payment.mode)}, reference {payment.reference}. It will not count
        toward the amount paid.
      </p>
      <Field label="Reason for rejecting" error={r.reasonError} hint="Required. The advertiser sees this.">
        <TextArea value={r.reason} maxLength={PAYMENT_NOTE_MAX} onChange={(e) => r.changeReason(e.target.value)} data-autofocus />
      </Field>
    </FormDialog>
  );
}
