import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { CampaignMediaOption } from '../../api/campaigns.api';
import { formatRate, formatRupees } from '../../app/format';
import { Button, Card, Muted, SubTitle } from '../../ui/primitives';
import { color } from 'shared-ui';
import { MediaMark } from 'shared-ui/media-mark';
import { num, optionBreakdown, optionTitle, unitSummary } from './media-option-figures';
import { ScheduleTable } from './schedule-table';
import type { LineDelivery } from './use-line-delivery';

const Head = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  flex-wrap: wrap;
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

/** One priced media option: its name, the figures that add up to its total, and its schedule. */
export function OptionCard({
  option,
  staff,
  onDelete,
  onEditDocs,
  onAddProof,
  onDownloadProof,
  request,
  delivery,
}: {
  option: CampaignMediaOption;
  /** What the delivery ledger says of this line: its days' checked proof and its make-good days. */
  delivery?: LineDelivery;
  staff: boolean;
  /** The rate or discount the buyer asked for, shown under the option's figures. */
  request?: ReactNode;
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
        <MediaMark media={{ _id: option._media ?? option._id, name: option.display?.mediaName ?? '', logoUrl: option.display?.logoUrl }} size={56} ratio={1} />
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
      {request}
      {schedule.length || delivery?.makeGoodDays.length ? (
        <ScheduleTable schedule={schedule} delivery={delivery} label={label} staff={staff} onEditDocs={onEditDocs} onAddProof={onAddProof} onDownloadProof={onDownloadProof} />
      ) : (
        <Muted>No schedule yet.</Muted>
      )}
    </Card>
  );
}
