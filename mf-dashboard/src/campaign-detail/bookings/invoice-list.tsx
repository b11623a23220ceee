import styled from 'styled-components';
import type { TaxInvoice } from 'shared-domain/booking';
import { color } from 'shared-ui';
import { EmptyState } from 'shared-ui/states';
import { formatDate, formatRupeesExact } from '../../app/format';
import { ActionError } from '../../ui/dialog';
import { Actions, Button } from '../../ui/primitives';
import type { Invoices } from './use-invoices';

const List = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  li {
    border-top: 1px solid ${color.line};
    padding: 10px 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 8px;
  }
`;

const Demo = styled.strong`
  color: ${color.danger};
`;

function taxText(inv: TaxInvoice): string {
  const t = inv.totals;
  return inv.intraState ? `CGST ${formatRupeesExact(t.cgst)} + SGST ${formatRupeesExact(t.sgst)}` : `IGST ${formatRupeesExact(t.igst)}`;
}

/** The campaign's tax invoices: number, date, total, and the PDF and e-invoice JSON downloads. */
export function InvoiceList({ invoices, actions }: { invoices: readonly TaxInvoice[]; actions: Pick<Invoices, 'pdf' | 'eInvoice'> }) {
  const { pdf, eInvoice } = actions;
  if (invoices.length === 0) return <EmptyState>No tax invoices yet.</EmptyState>;
  return (
    <>
      <ActionError error={pdf.error ?? eInvoice.error} />
      <List aria-label="Tax invoices">
        {invoices.map((inv) => (
          <li key={inv._id}>
            <p>
              <strong>{inv.number}</strong> · {formatDate(inv.date)} · Total {formatRupeesExact(inv.totals.total)}
              {inv.period ? ` · Period ${formatDate(inv.period.from)} to ${formatDate(inv.period.to)}` : ''}
            </p>
            <p>
              Taxable value {formatRupeesExact(inv.totals.taxable)} · {taxText(inv)} · Place of supply {inv.placeOfSupply.state}
            </p>
            {inv.demo ? (
              <p>
                <Demo>Demo: not a valid tax invoice.</Demo> The site has no supplier details configured yet.
              </p>
            ) : null}
            <Actions>
              <Button type="button" $variant="outline" $size="small" aria-label={`Download PDF of invoice ${inv.number}`} aria-disabled={pdf.pending || undefined} onClick={() => void pdf.run(inv._id, inv.number)}>
                Download PDF
              </Button>
              <Button
                type="button"
                $variant="outline"
                $size="small"
                aria-label={`e-invoice JSON (INV-01) of invoice ${inv.number}`}
                aria-disabled={eInvoice.pending || undefined}
                onClick={() => void eInvoice.run(inv._id, inv.number)}
              >
                e-invoice JSON (INV-01)
              </Button>
            </Actions>
          </li>
        ))}
      </List>
    </>
  );
}
