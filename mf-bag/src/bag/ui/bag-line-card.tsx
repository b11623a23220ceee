/** One priced line of the bag: who and what, unit editors, schedule, rates, discount, minimum billing, GST and total. */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatRate, formatRupees, type BagMediaOption, type ScheduleEntry } from 'shared-domain';
import { mediaMonogram, readableUnitLabel } from 'shared-domain/format';
import { NUMBER_BOUNDS, lineBreakdown, minimumBillingBasis, type PricedOption } from 'shared-domain/pricing';
import { color } from 'shared-ui';
import type { BagOp, UnitKind, UnitValue } from '../state/bag-doc';
import { LinkButton } from 'shared-ui/forms';
import { SiteLink, useSiteAsset } from 'shared-ui/runtime';
import { Button, ErrorText, Input, Label, NumberField, Select, TriStateCheckbox, VisuallyHidden } from './controls';
import { UnitEditors, unitsSummary } from './unit-editors';
import { LineRateRequest, rateLabels, RequestNote, useRateAuthority } from './rate-request';
import { LineBooking } from '../../holds/line-booking';

export type PricedLine = PricedOption<BagMediaOption> & { discountOnTotal: number };

const Card = styled.li`
  list-style: none; border: 1px solid ${color.line}; border-radius: 10px; padding: 12px; margin: 0 0 12px; background: ${color.surface};
`;
const Top = styled.div`display: flex; gap: 10px; align-items: flex-start;`;
const Logo = styled.img`width: 56px; height: 40px; object-fit: contain; border: 1px solid ${color.line}; border-radius: 4px; flex: none; background: ${color.surface};`;
const Monogram = styled.span`
  width: 56px; height: 40px; flex: none; border-radius: 4px; display: inline-flex; align-items: center; justify-content: center;
  font: 700 17px/1 Arial, Helvetica, sans-serif; letter-spacing: 0.06em;
`;
const Who = styled.div`flex: 1; min-width: 0;`;
const MediaName = styled(SiteLink)`font-weight: 700; color: ${color.secondary}; text-decoration: none; &:hover { text-decoration: underline; }`;
const OptionName = styled.div`font-size: 14px; color: ${color.ink};`;
const Meta = styled.div`font-size: 12px; color: ${color.muted}; text-transform: capitalize;`;
const Rates = styled.div`display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: baseline; font-size: 14px; margin: 6px 0;`;
const Card_ = styled.s`color: ${color.muted};`;
const Offer = styled.strong`color: ${color.secondary};`;
const Badge = styled.span`font-size: 12px; padding: 2px 6px; border-radius: 10px; background: ${color.warningSurface}; color: ${color.warning};`;
const Grid = styled.div`display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 10px; margin: 8px 0;`;
const Figures = styled.dl`
  display: grid; grid-template-columns: 1fr auto; gap: 2px 12px; margin: 8px 0 0; font-size: 14px;
  dt { color: ${color.muted}; } dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
`;
const Total = styled.dd`font-weight: 700; color: ${color.secondary};`;
const Sum = styled.dt`border-top: 1px solid ${color.line}; padding-top: 2px; font-weight: 600;`;
const SumValue = styled.dd`border-top: 1px solid ${color.line}; padding-top: 2px; font-weight: 600;`;
const How = styled.span`display: block; font-size: 12px; color: ${color.muted};`;
const Savings = styled.dd`color: ${color.success};`;
const Actions = styled.div`display: flex; flex-wrap: wrap; gap: 6px; margin-top: 10px; justify-content: flex-end;`;
const ScheduleList = styled.ul`margin: 4px 0; padding: 0; list-style: none; font-size: 14px;
  li { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 2px 0; }`;
const ScheduleBox = styled.fieldset`border: 1px solid ${color.line}; border-radius: 8px; margin: 8px 0; padding: 6px 10px;
  legend { font-size: 13px; color: ${color.muted}; padding: 0 4px; }`;
const Row = styled.div`display: flex; gap: 8px; align-items: flex-end; flex-wrap: wrap;`;
const DiscountRow = styled.div`display: flex; gap: 6px; align-items: flex-end; & > label:first-child { flex: 1; min-width: 0; }`;

const discountParts = (discount: number | string | undefined): { mode: 'percent' | 'amount'; value: number | null } => {
  if (typeof discount === 'string' && discount.trim().endsWith('%')) return { mode: 'percent', value: Number(discount.trim().slice(0, -1)) };
  if (discount === undefined || discount === '') return { mode: 'percent', value: null };
  return { mode: 'amount', value: Number(discount) };
};

function DiscountEditor({ line, onOp }: { line: PricedLine; onOp(op: BagOp): void }) {
  const id = useId();
  const authority = useRateAuthority();
  const labels = rateLabels(authority);
  // A buyer edits the discount they ask for; staff the discount itself.
  const parts = discountParts(authority === 'set' ? line.discount : line.requestedDiscount);
  const [mode, setMode] = useState(parts.mode);
  const toDiscount = (value: number | null, m: 'percent' | 'amount') => (value === null ? null : m === 'percent' ? `${value}%` : value);
  return (
    <DiscountRow>
      <NumberField
        label={mode === 'percent' ? labels.discountPercent : labels.discountAmount}
        value={parts.mode === mode ? parts.value : null}
        bounds={mode === 'percent' ? NUMBER_BOUNDS.percent : NUMBER_BOUNDS.flatDiscount}
        allowEmpty
        onCommit={(v) => onOp({ kind: 'lineInfo', lineId: line._id, discount: toDiscount(v, mode), authority })}
      />
      <Label htmlFor={id}>
        <VisuallyHidden>Discount type</VisuallyHidden>
        <Select
          id={id}
          style={{ width: 64 }}
          value={mode}
          onChange={(e) => {
            const next = e.target.value === 'amount' ? 'amount' : 'percent';
            setMode(next);
            if (parts.value !== null && parts.mode !== next) onOp({ kind: 'lineInfo', lineId: line._id, discount: null, authority });
          }}
        >
          <option value="percent">%</option>
          <option value="amount">₹</option>
        </Select>
      </Label>
    </DiscountRow>
  );
}

function ScheduleEditor({ line, onOp }: { line: PricedLine; onOp(op: BagOp): void }) {
  const schedule = line.schedule ?? [];
  const [date, setDate] = useState('');
  const [units, setUnits] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const dateId = useId();
  const unitsId = useId();
  const set = (next: ScheduleEntry[]) => onOp({ kind: 'lineInfo', lineId: line._id, schedule: next });
  const add = () => {
    const n = Number(units);
    if (!date) { setError('Choose a date'); return; }
    if (!Number.isInteger(n) || n < 1) { setError('Units must be a whole number, 1 or more'); return; }
    setError(null);
    set([...schedule, { date, units: n }].sort((a, b) => a.date.localeCompare(b.date)));
    setDate('');
  };
  return (
    <ScheduleBox>
      <legend>Schedule {schedule.length > 0 ? `(${line.quantity} units)` : '(none: quantity follows the units)'}</legend>
      {schedule.length > 0 && (
        <ScheduleList aria-label="Schedule">
          {schedule.map((entry, i) => (
            <li key={`${entry.date}-${i}`}>
              <span>{entry.date.slice(0, 10)} · {entry.units} unit{entry.units === 1 ? '' : 's'}</span>
              <Button type="button" $size="small" $variant="ghost" aria-label={`Remove schedule date ${entry.date.slice(0, 10)}`}
                onClick={() => set(schedule.filter((_, j) => j !== i))}>Remove</Button>
            </li>
          ))}
        </ScheduleList>
      )}
      <Row>
        <Label htmlFor={dateId}>Date<Input id={dateId} type="date" value={date} onChange={(e) => setDate(e.target.value)} /></Label>
        <Label htmlFor={unitsId}>Units<Input id={unitsId} type="number" min={1} max={NUMBER_BOUNDS.scheduleUnits.max} step={1} value={units} onChange={(e) => setUnits(e.target.value)} style={{ width: 80 }} /></Label>
        <Button type="button" $size="small" $variant="secondary" onClick={add}>Add date</Button>
      </Row>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </ScheduleBox>
  );
}

export type BagLineCardProps = {
  line: PricedLine;
  index: number;
  selected: boolean;
  guest: boolean;
  onToggle(): void;
  /** Applies an edit; answers the reason when it was refused. */
  onOp(op: BagOp): string | null;
  onClone(): void;
  onDelete(): void;
  onShowMinBilling(): void;
  /** The other lines of the same media option (its copies), which can take this line's units at once. */
  copies?: readonly string[];
};

/** "Insertions 1 × Width (cm) 4 × Height (cm) 5": the units a line is charged for. */
export function unitsFormula(units: readonly { name: string; value: number }[]): string {
  return units.map((u) => `${u.name} ${u.value}`).join(' × ');
}

/** The media's logo, or its generated mark when it has none or it fails (never a category badge). */
function LineLogo({ line }: { line: PricedLine }) {
  const [failed, setFailed] = useState(false);
  const display = line.display;
  const logoUrl = useSiteAsset(display?.logoUrl);
  if (logoUrl && !failed) return <Logo src={logoUrl} alt="" loading="lazy" onError={() => setFailed(true)} />;
  const mark = mediaMonogram({ _id: line._media, name: display?.mediaName ?? '' });
  return <Monogram aria-hidden="true" data-testid="media-monogram" style={{ background: mark.background, color: mark.foreground }}>{mark.initials}</Monogram>;
}

/**
 * The line's price as figures that add up on screen (shared-domain `lineBreakdown`): the
 * card total and the offer total for the same units, the line's discount, the minimum-billing
 * top-up, its bulk-discount share, then subtotal, GST and total.
 */
function LineFigures({ line, onShowMinBilling }: { line: PricedLine; onShowMinBilling(): void }) {
  const b = lineBreakdown(line);
  const units = minimumBillingBasis(line).lineUnits;
  const count = b.units.toLocaleString('en-IN');
  return (
    <Figures aria-label="Price of this line">
      <dt>Units charged<How>{unitsFormula(units)}</How></dt><dd>{count}</dd>
      <dt>Card total<How>{formatRate(b.cardRate)} × {count}</How></dt>
      <dd>{b.cardTotal > b.offerTotal ? <s aria-label={`Card total ${formatRupees(b.cardTotal)}`}>{formatRupees(b.cardTotal)}</s> : formatRupees(b.cardTotal)}</dd>
      <dt>
        Offer total
        <How>
          {formatRate(b.offerRate)} × {count}
          {b.minimumTopUp === 0 && b.minBilling > 0 ? ` · meets the ${formatRupees(b.minBilling)} minimum` : ''}
        </How>
      </dt><dd data-testid="line-offer-total">{formatRupees(b.offerGross)}</dd>
      {b.discount > 0 && (<><dt>Your discount{b.discountEntered ? ` (${b.discountEntered})` : ''}</dt><dd>−{formatRupees(b.discount)}</dd></>)}
      {b.minimumTopUp > 0 && (
        <>
          <dt>
            Minimum-billing top-up
            <How>
              to the minimum of {formatRupees(b.minBilling)} · <LinkButton type="button" onClick={onShowMinBilling}>Why?</LinkButton>
            </How>
          </dt>
          <dd data-testid="line-min-top-up">+{formatRupees(b.minimumTopUp)}</dd>
        </>
      )}
      {b.bulkDiscount > 0 && (<><dt>Bulk discount share</dt><dd>−{formatRupees(b.bulkDiscount)}</dd></>)}
      <Sum>Subtotal</Sum><SumValue data-testid="line-subtotal">{formatRupees(b.subTotal)}</SumValue>
      <dt>GST {b.serviceTaxPercentage}%</dt><dd>{formatRupees(b.serviceTax)}</dd>
      <dt>Total</dt><Total data-testid="line-total">{formatRupees(b.totalPrice)}</Total>
      {line.savings > 0 && (<><dt>You save vs card rate</dt><Savings>{formatRupees(line.savings)}</Savings></>)}
    </Figures>
  );
}

/** A bag line with everything PRICING.md computes for it, and its editors. */
export function BagLineCard({ line, selected, guest, onToggle, onOp, onClone, onDelete, onShowMinBilling, copies = [] }: BagLineCardProps) {
  const [error, setError] = useState<string | null>(null);
  const op = (o: BagOp) => setError(onOp(o));
  const display = line.display;
  const title = display ? `${display.mediaName} – ${display.optionName}` : `Media option ${line._mediaOption}`;
  const setUnit = (type: UnitKind, i: number, value: UnitValue) => op({ kind: 'setUnit', lineId: line._id, type, index: i, value });
  // Every unit of this line onto each copy of the option, one PUT /bag/{id}/pricing-units per copy.
  const copyUnits = () => {
    const units = { pricingUnits: line.pricingUnits.map(({ name, value }) => ({ name, value })), variablePricingUnits: line.variablePricingUnits.map(({ name, value }) => ({ name, value })) };
    for (const id of copies) {
      const refused = onOp({ kind: 'setUnits', lineId: id, ...units });
      setError(refused);
      if (refused) return;
    }
  };
  const authority = useRateAuthority();

  return (
    <Card aria-label={title} data-testid="bag-line">
      <Top>
        <TriStateCheckbox checked={selected} onChange={onToggle} label={`Select ${title}`} hideLabel />
        <LineLogo line={line} />
        <Who>
          {display
            ? <MediaName to={`/${display.category}/${display.slug}`}>{display.mediaName}</MediaName>
            : <strong>{title}</strong>}
          {display && <OptionName>{display.optionName}</OptionName>}
          <Meta>{[display?.category, display?.city].filter(Boolean).join(' · ')}</Meta>
        </Who>
      </Top>

      <Rates>
        <span>Card rate <Card_ aria-label={`Card rate ${formatRate(line.cardRate)}`}>{formatRate(line.cardRate)}</Card_></span>
        <span>Offer rate <Offer>{formatRate(line.discountedRate)}</Offer>{display?.unitLabel ? ` ${readableUnitLabel(display.unitLabel)}` : ''}</span>
        {line.rateEdited && <Badge>Agency rate</Badge>}
        <LineRateRequest line={line} />
      </Rates>

      {guest ? (
        <>
          {/* A guest changes the quantity (kept in the local bag, carried at sign-in); options, rates and discounts need an account. */}
          <UnitEditors pricingUnits={line.pricingUnits} variablePricingUnits={[]} onChange={setUnit} />
          {line.variablePricingUnits.some((u) => u.inUse !== false) && (
            <Meta style={{ textTransform: 'none' }}>{unitsSummary([], line.variablePricingUnits)}</Meta>
          )}
        </>
      ) : (
        <>
          <UnitEditors pricingUnits={line.pricingUnits} variablePricingUnits={line.variablePricingUnits} onChange={setUnit} />
          <Grid>
            <NumberField
              label={rateLabels(authority).rate}
              value={(authority === 'set' ? line.agencyRate : line.requestedRate) ?? null}
              bounds={NUMBER_BOUNDS.rate}
              allowEmpty
              placeholder={String(line.discountedRate)}
              onCommit={(v) => op({ kind: 'lineInfo', lineId: line._id, agencyRate: v, authority })}
            />
            <DiscountEditor line={line} onOp={op} />
          </Grid>
          {authority === 'request' && <RequestNote />}
          <ScheduleEditor line={line} onOp={op} />
        </>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}

      <LineFigures line={line} onShowMinBilling={onShowMinBilling} />
      <LineBooking line={line} title={title} />

      <Actions>
        {!guest && <Button type="button" $size="small" $variant="secondary" onClick={onClone} aria-label={`Clone ${title}`}>Clone</Button>}
        {!guest && (
          <Button type="button" $size="small" $variant="secondary" onClick={() => op({ kind: 'reset', lineId: line._id })} aria-label={`Reset ${title}`}>Reset</Button>
        )}
        {!guest && copies.length > 0 && (
          <Button type="button" $size="small" $variant="secondary" onClick={copyUnits} aria-label={`Copy the units of ${title} to its ${copies.length === 1 ? 'copy' : `${copies.length} copies`}`}>
            Copy units to {copies.length === 1 ? 'copy' : 'copies'}
          </Button>
        )}
        <Button type="button" $size="small" $variant="danger" onClick={onDelete} aria-label={`Delete ${title}`}>Delete</Button>
      </Actions>
    </Card>
  );
}
