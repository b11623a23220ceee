/** Editors of one line's pricing and variable units (number inputs respect `min`; selects offer enabled values only). */
import { useId } from 'react';
import styled from 'styled-components';
import type { PricingUnit, VariablePricingUnit } from 'shared-domain';
import { unitBounds } from 'shared-domain/pricing';
import type { UnitKind, UnitValue } from '../state/bag-doc';
import { Label, NumberField, Select } from './controls';

const inUse = (u: { inUse?: boolean }) => u.inUse !== false;

export const UnitsGrid = styled.div`
  display: grid; grid-template-columns: repeat(auto-fill, minmax(130px, 1fr)); gap: 10px; margin: 10px 0;
`;

/** The values a select unit offers: the enabled ones (PRICING.md rule 1), else all of them. */
export function offeredValues(unit: VariablePricingUnit): (string | number)[] {
  const enabled = unit.enabledValues;
  return enabled && enabled.length > 0 ? enabled : unit.values ?? [];
}

function SelectUnit({ unit, onChange, disabled }: { unit: VariablePricingUnit; onChange(value: UnitValue): void; disabled?: boolean }) {
  const id = useId();
  const offered = offeredValues(unit);
  const current = unit.value ?? unit.defaultValue ?? offered[0];
  return (
    <Label htmlFor={id}>
      {unit.name}
      <Select
        id={id}
        value={current === undefined ? '' : String(current)}
        disabled={disabled}
        onChange={(e) => {
          const chosen = offered.find((v) => String(v) === e.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {offered.map((v) => <option key={String(v)} value={String(v)}>{String(v)}</option>)}
      </Select>
    </Label>
  );
}

/** Every unit in use of one line as an editor; `onChange` names the list and index as the API does. */
export function UnitEditors({ pricingUnits, variablePricingUnits, onChange, disabled }: {
  pricingUnits: readonly PricingUnit[];
  variablePricingUnits: readonly VariablePricingUnit[];
  onChange(type: UnitKind, index: number, value: UnitValue): void;
  disabled?: boolean;
}) {
  return (
    <UnitsGrid>
      {pricingUnits.map((unit, i) => inUse(unit) && (
        <NumberField
          key={`p-${unit.name}-${i}`}
          label={unit.name}
          value={unit.value}
          bounds={unitBounds(unit.min)}
          disabled={disabled}
          onCommit={(v) => { if (v !== null) onChange('pricingUnits', i, v); }}
        />
      ))}
      {variablePricingUnits.map((unit, i) => {
        if (!inUse(unit)) return null;
        if (unit.type === 'select') {
          return <SelectUnit key={`v-${unit.name}-${i}`} unit={unit} disabled={disabled} onChange={(v) => onChange('variablePricingUnits', i, v)} />;
        }
        const value = unit.value ?? unit.defaultValue;
        return (
          <NumberField
            key={`v-${unit.name}-${i}`}
            label={unit.name}
            value={value === undefined ? null : Number(value)}
            bounds={unitBounds(unit.min)}
            disabled={disabled}
            onCommit={(v) => { if (v !== null) onChange('variablePricingUnits', i, v); }}
          />
        );
      })}
    </UnitsGrid>
  );
}

/** The units as text, for a guest's read-only line: "Insertions 2 · Edition Delhi". */
export function unitsSummary(pricingUnits: readonly PricingUnit[], variablePricingUnits: readonly VariablePricingUnit[]): string {
  return [
    ...pricingUnits.filter(inUse).map((u) => `${u.name} ${u.value}`),
    ...variablePricingUnits.filter(inUse).map((u) => `${u.name} ${u.value ?? u.defaultValue ?? ''}`.trim()),
  ].join(' · ');
}
