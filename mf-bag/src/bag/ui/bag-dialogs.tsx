/** The bulk-edit dialog and the minimum-billing explanation. */
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatRupees } from 'shared-domain';
import type { DistinctPricingUnit } from 'shared-domain/pricing';
import type { NamedValue } from '../state/bag-doc';
import type { PricedLine } from './bag-line-card';
import { Button, Dialog, DialogActions, ErrorText, Input, Label, Select } from './controls';

const Fields = styled.div`display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 12px;`;
const Note = styled.p`margin: 0 0 12px; font-size: 14px; color: #4a5468;`;

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
          <Button type="button" onClick={onClose}>Cancel</Button>
          <Button type="submit" $variant="primary">Apply to all</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Why a line costs its minimum billing (PRICING.md rule 9). */
export function MinBillingDialog({ line, onClose }: { line: PricedLine; onClose(): void }) {
  const name = line.display ? `${line.display.mediaName} – ${line.display.optionName}` : 'This option';
  return (
    <Dialog title="Minimum billing applied" onClose={onClose}>
      <p>
        {name} has a minimum billing of <strong>{formatRupees(line.minBilling)}</strong>. The units you chose
        (quantity {line.quantity} at {formatRupees(line.discountedRate)}, after any discount) come to less than that,
        so the subtotal is raised to the minimum billing.
      </p>
      <p>Adding units up to the minimum costs you nothing more.</p>
      <DialogActions>
        <Button type="button" $variant="primary" onClick={onClose}>OK</Button>
      </DialogActions>
    </Dialog>
  );
}
