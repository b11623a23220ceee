import { Fragment, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ScheduleEntry } from 'shared-domain';
import { campaignTotal, type CampaignDetail, type CampaignMediaOption } from '../../api/campaigns.api';
import { addScheduleProof, deleteMediaOption, setScheduleDocs, type ScheduleDocs, type ScheduleDocsAnswer } from '../../api/media-options.api';
import { deleteUpload, downloadUpload, fetchUploads, uploadFile, type UploadLimits } from '../../api/uploads.api';
import { saveBlob } from '../../app/save-blob';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { formatDate, formatRate, formatRupees } from '../../app/format';
import { Badge } from '../../ui/badge';
import { CardTable } from '../../ui/card-table';
import { ActionError, ConfirmDialog } from '../../ui/dialog';
import { Button, Card, Muted, SectionTitle, SubTitle, TotalsList } from '../../ui/primitives';
import { EmptyState } from 'shared-ui/states';
import { color } from 'shared-ui';
import type { CampaignUpdate } from '../use-campaign';
import { num, optionBreakdown, optionTitle, unitSummary } from './media-option-figures';
import { MediaMark } from '../../ui/media-mark';
import { ProofDialog, type ProofChoice } from './proof-dialog';
import { ScheduleDocsDialog } from './schedule-docs-dialog';

const Head = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  flex-wrap: wrap;
  img {
    width: 56px;
    height: 56px;
    object-fit: contain;
    border: 1px solid ${color.line};
    border-radius: 6px;
    background: #fff;
  }
`;

const Names = styled.div`
  flex: 1;
  min-width: 180px;
`;

/** Label, how it is worked out, and the figure, one row each, so the column adds up. */
const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 4px 16px;
  margin: 12px 0;
  max-width: 560px;
  dt {
    color: ${color.ink};
    overflow-wrap: anywhere;
  }
  dt small {
    display: block;
    color: ${color.muted};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .sum {
    border-top: 1px solid ${color.line};
    padding-top: 4px;
  }
`;

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

const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  color: ${color.primary};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
  text-align: left;
  min-height: 24px;
`;

/** The proofs recorded on an entry: a file opens with the token, a link in a new tab. */
function ProofList({ entry, onDownload }: { entry: ScheduleEntry; onDownload: (uploadId: string, name: string) => void }) {
  const proofs = entry.proofs ?? [];
  if (!proofs.length) return <Badge>No proof yet</Badge>;
  return (
    <ProofItems aria-label={`Proof for ${formatDate(entry.date)}`}>
      {proofs.map((p) => (
        <li key={p._id}>
          {p.uploadId ? (
            <LinkButton type="button" onClick={() => onDownload(p.uploadId!, p.name ?? 'proof')} aria-label={`Download proof ${p.name ?? ''}`.trim()}>
              {p.name ?? 'Proof file'}
            </LinkButton>
          ) : p.url ? (
            <a href={p.url} target="_blank" rel="noopener noreferrer nofollow">
              {linkLabel(p.url)}
            </a>
          ) : null}
          {p.note ? <small>{p.note}</small> : null}
          <small>Recorded {formatDate(p.createdAt)}</small>
        </li>
      ))}
    </ProofItems>
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

/** The option with the docs of entry `index` replaced by what the server answered (or what was sent). */
function applyDocs(option: CampaignMediaOption, index: number, docs: ScheduleDocs, answer: ScheduleDocsAnswer): CampaignMediaOption {
  if (answer._id === option._id && Array.isArray(answer.schedule)) return answer as CampaignMediaOption;
  if (answer.mediaOption && answer.mediaOption._id === option._id) return answer.mediaOption;
  if (Array.isArray(answer.schedule)) return { ...option, schedule: answer.schedule };
  const schedule = (option.schedule ?? []).map((entry, i) => {
    if (i !== index) return entry;
    if (answer.entry) return answer.entry;
    const next: ScheduleEntry = { ...entry };
    if (docs.po === null) delete next.po;
    else if (docs.po) next.po = docs.po;
    if (docs.invoice === null) delete next.invoice;
    else if (docs.invoice) next.invoice = docs.invoice;
    return next;
  });
  return { ...option, schedule };
}

type FigureRow = { label: string; value: string; how?: string; struck?: boolean; sum?: boolean };

/**
 * The option's price in rows that add up: units, card total beside the offer total for the
 * same units, the discount, the minimum-billing top-up, the bulk share, then subtotal, GST
 * and total. An option saved without its figures shows what it has.
 */
function optionFigureRows(option: CampaignMediaOption, units: string): FigureRow[] {
  const rows: FigureRow[] = [];
  const b = optionBreakdown(option);
  if (!b) {
    if (units) rows.push({ label: 'Units', value: units });
    const rate = num(option.discountedRate);
    if (rate !== undefined) rows.push({ label: 'Offer rate', value: formatRate(rate) });
    if (num(option.subTotal) !== undefined) rows.push({ label: 'Subtotal', value: formatRupees(option.subTotal!), sum: true });
    if (num(option.serviceTax) !== undefined) {
      const pct = num(option.serviceTaxPercentage);
      rows.push({ label: pct !== undefined ? `GST (${pct}%)` : 'GST', value: formatRupees(option.serviceTax!) });
    }
    if (num(option.totalPrice) !== undefined) rows.push({ label: 'Total', value: formatRupees(option.totalPrice!) });
    return rows;
  }
  const count = b.units.toLocaleString('en-IN');
  rows.push({ label: 'Units charged', value: count, how: units || undefined });
  rows.push({ label: 'Card total', value: formatRupees(b.cardTotal), how: `${formatRate(b.cardRate)} × ${count}`, struck: b.cardTotal > b.offerTotal });
  rows.push({ label: 'Offer total', value: formatRupees(b.offerGross), how: `${formatRate(b.offerRate)} × ${count}${option.rateEdited ? ' (agency rate)' : ''}` });
  if (b.discount > 0) rows.push({ label: b.discountEntered ? `Discount (${b.discountEntered})` : 'Discount', value: `−${formatRupees(b.discount)}` });
  if (b.minimumTopUp > 0) rows.push({ label: 'Minimum-billing top-up', value: `+${formatRupees(b.minimumTopUp)}`, how: `to the minimum of ${formatRupees(b.minBilling)}` });
  if (b.bulkDiscount > 0) rows.push({ label: 'Bulk discount share', value: `−${formatRupees(b.bulkDiscount)}` });
  rows.push({ label: 'Subtotal', value: formatRupees(b.subTotal), sum: true });
  rows.push({ label: `GST (${b.serviceTaxPercentage}%)`, value: formatRupees(b.serviceTax) });
  rows.push({ label: 'Total', value: formatRupees(b.totalPrice) });
  return rows;
}

function OptionCard({
  option,
  staff,
  onDelete,
  onEditDocs,
  onAddProof,
  onDownloadProof,
}: {
  option: CampaignMediaOption;
  staff: boolean;
  /** Absent: the option cannot be removed (not the owner, or the plan is approved). */
  onDelete?: () => void;
  onEditDocs: (index: number) => void;
  onAddProof: (index: number) => void;
  onDownloadProof: (uploadId: string, name: string) => void;
}) {
  const title = optionTitle(option);
  const label = title.option ? `${title.media}, ${title.option}` : title.media;
  const units = unitSummary(option);
  const figures = optionFigureRows(option, units);
  if (staff && num(option.totalPayable) !== undefined) figures.push({ label: 'Payable to vendor', value: formatRupees(option.totalPayable!) });
  const schedule = option.schedule ?? [];

  return (
    <Card as="article" aria-label={label}>
      <Head>
        <MediaMark id={option._media ?? option._id} name={option.display?.mediaName ?? ''} logoUrl={option.display?.logoUrl} />
        <Names>
          <SubTitle style={{ margin: 0 }}>{title.media}</SubTitle>
          {title.option ? <div>{title.option}</div> : null}
          {option.display?.category ? <Muted style={{ margin: '4px 0 0', textTransform: 'capitalize' }}>{option.display.category}</Muted> : null}
        </Names>
        {onDelete ? (
          <Button type="button" $variant="danger" onClick={onDelete} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        ) : null}
      </Head>
      {figures.length ? (
        <Figures aria-label={`Price of ${label}`}>
          {figures.map((f) => (
            <Fragment key={f.label}>
              <dt className={f.sum ? 'sum' : undefined}>
                {f.label}
                {f.how ? <small>{f.how}</small> : null}
              </dt>
              <dd className={f.sum ? 'sum' : undefined}>{f.struck ? <s aria-label={`${f.label} ${f.value}`}>{f.value}</s> : f.value}</dd>
            </Fragment>
          ))}
        </Figures>
      ) : null}
      {schedule.length ? (
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
                  <ProofList entry={entry} onDownload={onDownloadProof} />
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
          </tbody>
        </Table>
      ) : (
        <Muted>No schedule yet.</Muted>
      )}
    </Card>
  );
}

/** The campaign's priced media options with their schedules; removal asks first. */
export function MediaOptionsSection({
  campaign,
  update,
  staff,
  canRemove,
}: {
  campaign: CampaignDetail;
  update: CampaignUpdate;
  staff: boolean;
  canRemove: boolean;
}) {
  const { campaignApi } = useDashboardServices();
  const [removing, setRemoving] = useState<CampaignMediaOption | null>(null);
  const [editing, setEditing] = useState<{ option: CampaignMediaOption; index: number } | null>(null);
  const [proving, setProving] = useState<{ option: CampaignMediaOption; index: number } | null>(null);
  // What the server takes (types, size), read when a proof dialog first opens.
  const [limits, setLimits] = useState<UploadLimits | null>(null);
  useEffect(() => {
    if (!proving || limits) return;
    let live = true;
    fetchUploads(campaignApi, campaign._id)
      .then((list) => {
        if (live && list.limits) setLimits(list.limits);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [proving, limits, campaignApi, campaign._id]);

  const remove = useAction((optionId: string) => deleteMediaOption(campaignApi, campaign._id, optionId), {
    success: 'Media option removed',
    failure: 'Could not remove the media option',
  });
  const docs = useAction(
    (optionId: string, index: number, body: ScheduleDocs) => setScheduleDocs(campaignApi, campaign._id, optionId, index, body),
    { success: 'Schedule updated', failure: 'Could not update the schedule', messages: { 403: 'Only staff can set purchase orders and invoices.' } },
  );

  const proof = useAction(
    async (optionId: string, index: number, choice: ProofChoice) => {
      if ('url' in choice) return addScheduleProof(campaignApi, campaign._id, optionId, index, { url: choice.url, note: choice.note });
      const file = await uploadFile(campaignApi, campaign._id, choice.file, { kind: 'proof' });
      try {
        return await addScheduleProof(campaignApi, campaign._id, optionId, index, { uploadId: file._id, note: choice.note });
      } catch (err) {
        // The file is not left behind without the proof it was sent for.
        await deleteUpload(campaignApi, campaign._id, file._id).catch(() => undefined);
        throw err;
      }
    },
    { success: 'Proof of execution recorded', failure: 'Could not record the proof', messages: { 403: 'Only staff can record proof of execution.' } },
  );
  const download = useAction(
    async (uploadId: string, name: string) => {
      saveBlob(await downloadUpload(campaignApi, campaign._id, uploadId), name);
      return true;
    },
    { failure: 'Could not download the proof', messages: { 404: 'The file is no longer on the server.' } },
  );

  const total = campaignTotal(campaign);
  const t = campaign.totals;
  // The server's totals (sumTotals of the options) when it sent them, else the document's figures.
  const subTotal = num(t?.subTotal) ?? num(t?.receivable) ?? num(campaign.receivable);
  const tax = num(t?.serviceTax) ?? num(t?.taxReceivable) ?? num(campaign.taxReceivable);

  return (
    <section aria-labelledby="media-options-title">
      <SectionTitle id="media-options-title">Media options</SectionTitle>
      {campaign.mediaOptions.length === 0 ? (
        <EmptyState>This campaign has no media options.</EmptyState>
      ) : (
        <>
          {campaign.mediaOptions.map((option) => (
            <OptionCard
              key={option._id}
              option={option}
              staff={staff}
              onDelete={
                canRemove
                  ? () => {
                      remove.reset();
                      setRemoving(option);
                    }
                  : undefined
              }
              onEditDocs={(index) => {
                docs.reset();
                setEditing({ option, index });
              }}
              onAddProof={(index) => {
                proof.reset();
                setProving({ option, index });
              }}
              onDownloadProof={(uploadId, name) => void download.run(uploadId, name)}
            />
          ))}
          <ActionError error={download.error} />
          <TotalsList aria-label="Media option totals">
            {subTotal !== undefined ? (
              <>
                <dt>Subtotal</dt>
                <dd>{formatRupees(subTotal)}</dd>
              </>
            ) : null}
            {tax !== undefined ? (
              <>
                <dt>GST</dt>
                <dd>{formatRupees(tax)}</dd>
              </>
            ) : null}
            <dt>Total</dt>
            <dd>{total === undefined ? '—' : formatRupees(total)}</dd>
          </TotalsList>
        </>
      )}

      {removing ? (
        <ConfirmDialog
          danger
          title="Remove media option"
          message={`Remove ${optionTitle(removing).media}${optionTitle(removing).option ? `, ${optionTitle(removing).option}` : ''} from this campaign? Its schedule goes with it and the totals are worked out again.`}
          confirmLabel="Remove"
          pending={remove.pending}
          error={remove.error}
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            const answer = await remove.run(removing._id);
            if (!answer) return;
            update((c) => ({
              ...c,
              mediaOptions: Array.isArray(answer.mediaOptions) ? answer.mediaOptions : c.mediaOptions.filter((o) => o._id !== removing._id),
              ...(answer.totals ? { totals: answer.totals, ...answer.totals } : {}),
            }));
            setRemoving(null);
          }}
        />
      ) : null}
      {editing ? (
        <ScheduleDocsDialog
          entry={(editing.option.schedule ?? [])[editing.index]!}
          optionLabel={optionTitle(editing.option).media}
          pending={docs.pending}
          error={docs.error}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            const answer = await docs.run(editing.option._id, editing.index, body);
            if (!answer) return;
            update((c) => ({
              ...c,
              ...(answer.status ? { status: answer.status } : {}),
              ...(answer.progress ? { progress: answer.progress } : {}),
              mediaOptions: Array.isArray(answer.mediaOptions)
                ? answer.mediaOptions
                : c.mediaOptions.map((o) => (o._id === editing.option._id ? applyDocs(o, editing.index, body, answer) : o)),
            }));
            setEditing(null);
          }}
        />
      ) : null}
      {proving ? (
        <ProofDialog
          entry={(proving.option.schedule ?? [])[proving.index]!}
          optionLabel={optionTitle(proving.option).media}
          limits={limits}
          onEdit={() => proof.reset()}
          pending={proof.pending}
          error={proof.error}
          onClose={() => setProving(null)}
          onSave={async (choice) => {
            const answer = await proof.run(proving.option._id, proving.index, choice);
            if (!answer) return;
            update((c) => ({
              ...c,
              mediaOptions: c.mediaOptions.map((o) => (o._id === proving.option._id && Array.isArray(answer.schedule) ? { ...o, schedule: answer.schedule } : o)),
              ...('file' in choice && answer.schedule
                ? { uploads: uploadsWithProof(c.uploads, answer.schedule[proving.index]?.proofs ?? []) }
                : {}),
            }));
            setProving(null);
          }}
        />
      ) : null}
    </section>
  );
}

/** The campaign's file list with the proof files the entry now names. */
function uploadsWithProof(uploads: CampaignDetail['uploads'], proofs: NonNullable<ScheduleEntry['proofs']>): CampaignDetail['uploads'] {
  const list = [...(uploads ?? [])];
  for (const p of proofs) {
    if (p.uploadId && !list.some((u) => u._id === p.uploadId)) list.push({ _id: p.uploadId, name: p.name ?? 'proof' });
  }
  return list;
}
