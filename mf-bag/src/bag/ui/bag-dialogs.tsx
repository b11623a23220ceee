/** The bulk-edit dialog and the minimum-billing explanation. */
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { color } from 'shared-ui';
import { formatRate, formatRupees } from 'shared-domain';
import { readableUnitLabel } from 'shared-domain/format';
import { lineBreakdown, minimumBillingBasis, type DistinctPricingUnit } from 'shared-domain/pricing';
import type { NamedValue } from '../state/bag-doc';
import { unitsFormula, type PricedLine } from './bag-line-card';
import { Dialog } from 'shared-ui/dialog';
import { Button, DialogActions, ErrorText, Input, Label, Select } from './controls';

const Fields = styled.div`display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 12px;`;
const Note = styled.p`margin: 0 0 12px; font-size: 14px; color: ${color.muted};`;
const Sums = styled.dl`
  display: grid; grid-template-columns: 1fr auto; gap: 4px 16px; margin: 12px 0; font-size: 15px;
  dt { color: ${color.ink}; } dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  small { display: block; color: ${color.muted}; font-size: 13px; }
  .sum { border-top: 1px solid ${color.line}; padding-top: 4px; font-weight: 700; }
`;

export type BulkEditValues = { pricingUnits: NamedValue[]; variablePricingUnits: NamedValue[] };

/**
 * Bulk edit of the distinct units in use across the bag. Only the fields filled in are sent;
 * a line takes a value only where its own minimum allows it (PRICING.md "Edits").
 */
export function BulkEditDialog({ units, onApply, onClose }: {
  units: readonly DistinctPricingUnit[];
  onApply(values: BulkEditValues): string | null;
  onClose(): void;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const key = (u: DistinctPricingUnit) => `${u.kind}:${u.name}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const out: BulkEditValues = { pricingUnits: [], variablePricingUnits: [] };
    for (const unit of units) {
      const raw = (values[key(unit)] ?? '').trim();
      if (raw === '') continue;
      if (unit.kind === 'select') {
        const chosen = (unit.values ?? []).find((v) => String(v) === raw);
        if (chosen !== undefined) out.variablePricingUnits.push({ name: unit.name, value: chosen });
        continue;
      }
      const n = Number(raw);
      if (!Number.isFinite(n) || n < 0) { setError(`${unit.name} must be a number, 0 or more`); return; }
      (unit.kind === 'pricing' ? out.pricingUnits : out.variablePricingUnits).push({ name: unit.name, value: n });
    }
    if (out.pricingUnits.length + out.variablePricingUnits.length === 0) { setError('Fill in at least one unit'); return; }
    const refused = onApply(out);
    if (refused) setError(refused);
    else onClose();
  };

  return (
    <Dialog title="Bulk edit" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Note>Set a unit on every item that has it. An item keeps its own value where the new one is below its minimum.</Note>
        <Fields>
          {units.map((unit, i) => {
            const id = `${baseId}-${i}`;
            const value = values[key(unit)] ?? '';
            const set = (v: string) => setValues((old) => ({ ...old, [key(unit)]: v }));
            return (
              <Label key={key(unit)} htmlFor={id}>
                {unit.name}
                {unit.kind === 'select' ? (
                  <Select id={id} value={value} onChange={(e) => set(e.target.value)}>
                    <option value="">Keep as is</option>
                    {(unit.values ?? []).map((v) => <option key={String(v)} value={String(v)}>{String(v)}</option>)}
                  </Select>
                ) : (
                  <Input id={id} type="number" min={0} step="any" inputMode="decimal" placeholder="Keep as is" value={value}
                    onChange={(e) => set(e.target.value)} />
                )}
              </Label>
            );
          })}
        </Fields>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>Cancel</Button>
          <Button type="submit" $variant="primary">Apply to all</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Why a line costs its minimum billing (PRICING.md rule 9): the size and units that set the
 * minimum, the line's own units, and offer total + top-up = the minimum, in figures that add up.
 */
export function MinBillingDialog({ line, onClose }: { line: PricedLine; onClose(): void }) {
  const name = line.display ? `${line.display.mediaName} – ${line.display.optionName}` : 'This option';
  const unit = readableUnitLabel(line.display?.unitLabel);
  const basis = minimumBillingBasis(line);
  const b = lineBreakdown(line);
  const rate = `${formatRate(basis.offerRate)}${unit ? ` ${unit}` : ''}`;
  const standard = basis.standardSize.length > 0;
  const count = (n: number) => n.toLocaleString('en-IN');
  return (
    <Dialog title="Minimum billing applied" onClose={onClose}>
      <p>
        {name} is billed at least <strong>{formatRupees(basis.minBilling)}</strong> per booking.{' '}
        {standard ? (
          <>
            The seller sets this minimum by its standard size,{' '}
            <strong>{unitsFormula(basis.standardSize)}</strong> ({count(basis.standardUnitCount)} units), which at {rate} comes
            to {formatRupees(basis.standardAmount)}.
          </>
        ) : (
          <>At {rate} the minimum pays for about <strong>{count(basis.unitsAtMinimum)} units</strong>.</>
        )}
      </p>
      <Sums aria-label="How the subtotal is made up">
        <dt>Your units<small>{unitsFormula(basis.lineUnits)}</small></dt>
        <dd>{count(basis.lineUnitCount)}</dd>
        <dt>Offer total<small>{formatRate(basis.offerRate)} × {count(basis.lineUnitCount)}{b.discount > 0 ? `, less your discount of ${formatRupees(b.discount)}` : ''}</small></dt>
        <dd>{formatRupees(b.offerTotal)}</dd>
        <dt>Minimum-billing top-up</dt>
        <dd>+{formatRupees(b.minimumTopUp)}</dd>
        <dt className="sum">Subtotal, the minimum billing</dt>
        <dd className="sum">{formatRupees(b.offerTotal + b.minimumTopUp)}</dd>
      </Sums>
      <p>
        {standard && basis.standardUnitCount > basis.lineUnitCount && basis.standardAmount <= basis.minBilling
          ? `Units up to the standard size (${count(basis.standardUnitCount)}) cost no more than you pay now.`
          : 'Adding units up to the minimum costs you nothing more.'}
      </p>
      <DialogActions>
        <Button type="button" $variant="primary" onClick={onClose}>OK</Button>
      </DialogActions>
    </Dialog>
  );
}
