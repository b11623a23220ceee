import styled from 'styled-components';
import { useLocation } from 'react-router-dom';
import type { ScheduleEntry } from 'shared-domain';
import type { BoughtDay, LedgerDay } from 'shared-domain/proof';
import { dayProofText } from 'shared-ui/proof';
import type { LineDelivery } from './use-line-delivery';
import { formatDate } from '../../app/format';
import { Badge } from '../../ui/badge';
import { CardTable } from '../../ui/card-table';
import { Button, TextLink } from '../../ui/primitives';
import { color } from 'shared-ui';
import { LinkButton } from 'shared-ui/forms';

const Table = styled(CardTable)`
  font-size: 0.9375rem;
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: 4px;
  }
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  justify-content: flex-end;
`;

function PoBadge({ entry }: { entry: ScheduleEntry }) {
  return entry.po?.id ? <Badge $tone="success">PO {entry.po.id}</Badge> : <Badge>No PO</Badge>;
}

function InvoiceBadge({ entry }: { entry: ScheduleEntry }) {
  if (!entry.invoice?.id) return <Badge>Not invoiced</Badge>;
  if (entry.invoice.cancelled) return <Badge $tone="danger">Invoice {entry.invoice.id} cancelled</Badge>;
  return <Badge $tone="success">Invoice {entry.invoice.id}</Badge>;
}

const ProofItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  max-width: 100%;
  overflow-wrap: anywhere;
  li + li {
    margin-top: 6px;
  }
  a,
  button {
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${color.muted};
  }
`;

/** shared-ui's LinkButton; a long file name wraps from the left. */
const ProofButton = styled(LinkButton)`
  text-align: left;
  min-height: 24px;
`;

/** The proofs recorded on an entry: a file opens with the token, a link in a new tab. */
function ProofList({ entry, day, onDownload }: { entry: ScheduleEntry; day?: LedgerDay; onDownload: (uploadId: string, name: string) => void }) {
  const proofs = entry.proofs ?? [];
  if (!proofs.length) return <CheckedProof day={day} />;
  return (
    <ProofItems aria-label={`Proof for ${formatDate(entry.date)}`}>
      {proofs.map((p) => (
        <li key={p._id}>
          {p.uploadId ? (
            <ProofButton type="button" onClick={() => onDownload(p.uploadId!, p.name ?? 'proof')} aria-label={`Download proof ${p.name ?? ''}`.trim()}>
              {p.name ?? 'Proof file'}
            </ProofButton>
          ) : p.url ? (
            <a href={p.url} target="_blank" rel="noopener noreferrer nofollow">
              {linkLabel(p.url)}
            </a>
          ) : null}
          {p.note ? <small>{p.note}</small> : null}
          <small>Recorded {formatDate(p.createdAt)}</small>
        </li>
      ))}
      {day && dayProofText(day) ? <li><CheckedProof day={day} /></li> : null}
    </ProofItems>
  );
}

/** This campaign's "Proof & delivery" tab: the runtime's link (in an agency's embed, the site's address, never the agency's). */
function DeliveryLink({ children }: { children: string }) {
  const { pathname } = useLocation();
  return <TextLink to={`${pathname}?tab=delivery`}>{children}</TextLink>;
}

/** What the day's checked proofs cover, linking to "Proof & delivery"; "No proof yet" when none. */
function CheckedProof({ day }: { day?: LedgerDay }) {
  const text = day ? dayProofText(day) : null;
  if (!day || !text) return <Badge>No proof yet</Badge>;
  const tone = day.verified >= day.bought ? 'success' : day.verified === 0 && day.submitted === 0 ? 'danger' : 'neutral';
  return (
    <span>
      <Badge $tone={tone}>{text}</Badge> <DeliveryLink>See proof</DeliveryLink>
    </span>
  );
}

/** A link's host and path, short enough for a table cell. */
function linkLabel(url: string): string {
  try {
    const u = new URL(url);
    const text = `${u.host}${u.pathname === '/' ? '' : u.pathname}`;
    return text.length > 48 ? `${text.slice(0, 47)}…` : text;
  } catch {
    return url;
  }
}

/** A day an accepted make-good added: no order or invoice of its own, proved on "Proof & delivery". */
function MakeGoodRow({ day, checked, staff }: { day: BoughtDay; checked?: LedgerDay; staff: boolean }) {
  return (
    <tr>
      <td data-label="Date">{formatDate(day.day)}</td>
      <td data-label="Units">{day.units}</td>
      <td data-label="Purchase order"><Badge $tone="success">Make-good</Badge></td>
      <td data-label="Invoice"><Badge>No charge</Badge></td>
      <td data-label="Proof">{checked && dayProofText(checked) ? <CheckedProof day={checked} /> : <DeliveryLink>On Proof &amp; delivery</DeliveryLink>}</td>
      {staff ? <td data-label="Actions" /> : null}
    </tr>
  );
}

/**
 * An option's schedule: each entry's date, units, PO, invoice and proofs (staff set the
 * documents and add proofs), then the days accepted make-goods added, marked as such.
 */
export function ScheduleTable({
  schedule, delivery, label, staff, onEditDocs, onAddProof, onDownloadProof,
}: {
  schedule: readonly ScheduleEntry[];
  /** What the delivery ledger says of the line: each day's checked proof, and the days accepted make-goods added (at no charge). */
  delivery?: LineDelivery;
  /** The option's name, for the buttons' accessible names. */
  label: string;
  staff: boolean;
  onEditDocs: (index: number) => void;
  onAddProof: (index: number) => void;
  onDownloadProof: (uploadId: string, name: string) => void;
}) {
  return (
    <Table>
      <caption>Schedule</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Units</th>
          <th scope="col">Purchase order</th>
          <th scope="col">Invoice</th>
          <th scope="col">Proof of execution</th>
          {staff ? <th scope="col">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {schedule.map((entry, i) => (
          <tr key={`${entry.date}-${i}`}>
            <td data-label="Date">{formatDate(entry.date)}</td>
            <td data-label="Units">{entry.units}</td>
            <td data-label="Purchase order">
              <PoBadge entry={entry} />
            </td>
            <td data-label="Invoice">
              <InvoiceBadge entry={entry} />
            </td>
            <td data-label="Proof">
              <ProofList entry={entry} day={delivery?.days.get(entry.date.slice(0, 10))} onDownload={onDownloadProof} />
            </td>
            {staff ? (
              <td data-label="Actions">
                <RowActions>
                  <Button type="button" $variant="secondary" onClick={() => onEditDocs(i)} aria-label={`Set PO and invoice for ${formatDate(entry.date)}, ${label}`}>
                    Set PO / invoice
                  </Button>
                  <Button type="button" $variant="secondary" onClick={() => onAddProof(i)} aria-label={`Add proof for ${formatDate(entry.date)}, ${label}`}>
                    Add proof
                  </Button>
                </RowActions>
              </td>
            ) : null}
          </tr>
        ))}
        {(delivery?.makeGoodDays ?? []).map((day) => <MakeGoodRow key={`make-good-${day.day}`} day={day} checked={delivery?.days.get(day.day)} staff={staff} />)}
      </tbody>
    </Table>
  );
}
