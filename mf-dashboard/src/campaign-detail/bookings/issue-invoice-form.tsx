import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FieldRow, TextField } from 'shared-ui/forms';
import { ActionError } from '../../ui/dialog';
import { Button } from '../../ui/primitives';
import type { InvoicePeriod } from './invoices.api';
import type { Invoices } from './use-invoices';

const Form = styled.form`
  margin: 12px 0;
`;

type PeriodErrors = { from?: string; to?: string };

/** Both days or neither; the last day not before the first. */
export function periodErrors(from: string, to: string): PeriodErrors {
  if (!from && !to) return {};
  if (!from) return { from: 'Enter the first day of the period, or leave both days empty.' };
  if (!to) return { to: 'Enter the last day of the period, or leave both days empty.' };
  if (to < from) return { to: 'The last day must not be before the first day.' };
  return {};
}

/**
 * "Issue tax invoice": bills every signed order not billed yet, or, for a long campaign, the days
 * of a billing period. The server's refusals (nothing to invoice, no agency details) are said here.
 */
export function IssueInvoiceForm({ issue }: { issue: Invoices['issue'] }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<PeriodErrors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (issue.pending) return;
    const found = periodErrors(from, to);
    setErrors(found);
    if (found.from || found.to) return;
    const period: InvoicePeriod = from ? { periodFrom: from, periodTo: to } : {};
    if (await issue.run(period)) {
      setFrom('');
      setTo('');
    }
  };
  return (
    <Form aria-label="Issue a tax invoice" onSubmit={(e) => void submit(e)} noValidate>
      <FieldRow>
        <TextField label="Billing period from (optional)" type="date" value={from} error={errors.from} onChange={(e) => setFrom(e.target.value)} />
        <TextField label="Billing period to (optional)" type="date" value={to} error={errors.to} onChange={(e) => setTo(e.target.value)} />
      </FieldRow>
      <p>Leave the period empty to bill every signed insertion order not billed yet.</p>
      <Button type="submit" aria-disabled={issue.pending || undefined} aria-busy={issue.pending || undefined}>
        {issue.pending ? 'Issuing…' : 'Issue tax invoice'}
      </Button>
      <ActionError error={issue.error} />
    </Form>
  );
}
