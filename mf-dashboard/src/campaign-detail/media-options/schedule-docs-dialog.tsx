import { useState } from 'react';
import type { ScheduleDocs } from '../../api/media-options.api';
import { EntryDialog, type EntryDialogFrame } from './entry-dialog';
import { CheckboxLabel, Field, Input } from 'shared-ui/forms';

const ID_MAX = 64;

/**
 * Staff: the purchase order and invoice of one schedule entry. An empty id removes the
 * document; a PO or invoice id is what moves the campaign into Execution.
 */
export function ScheduleDocsDialog({ onSave, ...frame }: EntryDialogFrame & { onSave: (docs: ScheduleDocs) => void }) {
  const { entry } = frame;
  const [po, setPo] = useState(entry.po?.id ?? '');
  const [invoice, setInvoice] = useState(entry.invoice?.id ?? '');
  const [cancelled, setCancelled] = useState(Boolean(entry.invoice?.cancelled));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    if (po.trim().length > ID_MAX || invoice.trim().length > ID_MAX) return setProblem(`Ids are at most ${ID_MAX} characters`);
    if (cancelled && !invoice.trim()) return setProblem('Enter the invoice id to mark it cancelled');
    setProblem(null);
    onSave({
      po: po.trim() ? { id: po.trim() } : null,
      invoice: invoice.trim() ? { id: invoice.trim(), cancelled } : null,
    });
  };

  return (
    <EntryDialog {...frame} what="PO and invoice" submitLabel="Save" pendingLabel="Saving…" error={problem ?? frame.error} onSubmit={submit}>
      <Field label="Purchase order id" hint="Leave empty to remove the PO.">
        <Input value={po} onChange={(e) => setPo(e.target.value)} autoComplete="off" data-autofocus />
      </Field>
      <Field label="Invoice id" hint="Leave empty to remove the invoice.">
        <Input value={invoice} onChange={(e) => setInvoice(e.target.value)} autoComplete="off" />
      </Field>
      <CheckboxLabel>
        <input type="checkbox" checked={cancelled} onChange={(e) => setCancelled(e.target.checked)} />
        Invoice cancelled
      </CheckboxLabel>
    </EntryDialog>
  );
}
