import type { VariablePricingUnit } from 'shared-domain';
import { SELLER_LIMITS } from 'shared-domain/seller';
import { Select } from 'shared-ui/forms';
import { useOption } from './editor-context';
import { EditorField, FieldGroup, ListInput, NumberInput, TextField } from './editor-fields';
import { Actions, RemoveButton, Row, RowList, SmallButton } from './editor-parts';
import { withItem, withoutItem } from './draft-edit';

const choicesOf = (u: VariablePricingUnit): string[] => (u.values ?? []).map(String);

/** A unit turned into a choice list or a number, keeping its name. */
function asType(u: VariablePricingUnit, type: VariablePricingUnit['type']): VariablePricingUnit {
  return type === 'number'
    ? { name: u.name, type, min: 0, value: 0, inUse: u.inUse !== false }
    : { name: u.name, type, values: [], defaultValue: '', value: '', inUse: u.inUse !== false };
}

function VariableUnitRow({ index, j }: { index: number; j: number }) {
  const { option, change, field } = useOption(index);
  const unit = option.variablePricingUnits[j]!;
  const at = field(`variablePricingUnits.${j}`);
  const set = (next: VariablePricingUnit) => change((o) => ({ ...o, variablePricingUnits: withItem(o.variablePricingUnits, j, next) }));
  const name = unit.name.trim() || `Variable unit ${j + 1}`;
  const choices = choicesOf(unit);
  const chosen = unit.defaultValue === undefined ? choices[0] ?? '' : String(unit.defaultValue);
  return (
    <li>
      <Row>
        <TextField field={`${at}.name`} label={`Variable unit ${j + 1}: name`} hint="e.g. Position, Duration (sec)" value={unit.name} onChange={(v) => set({ ...unit, name: v })} />
        <EditorField field={`${at}.type`} label={`${name}: kind`}>
          <Select value={unit.type} onChange={(e) => set(asType(unit, e.target.value === 'number' ? 'number' : 'select'))}>
            <option value="select">A choice</option>
            <option value="number">A number</option>
          </Select>
        </EditorField>
      </Row>
      {unit.type === 'select' ? (
        <Row>
          <EditorField field={`${at}.values`} label={`${name}: choices`} hint="Comma-separated">
            <ListInput
              value={choices}
              onChange={(values) => {
                const keep = values.includes(chosen) ? chosen : values[0] ?? '';
                set({ ...unit, values, defaultValue: keep, value: keep });
              }}
            />
          </EditorField>
          <EditorField field={`${at}.defaultValue`} label={`${name}: default`}>
            <Select value={chosen} onChange={(e) => set({ ...unit, defaultValue: e.target.value, value: e.target.value })}>
              {choices.length === 0 ? <option value="">Add choices first</option> : null}
              {choices.map((c) => <option key={c} value={c}>{c}</option>)}
            </Select>
          </EditorField>
        </Row>
      ) : (
        <Row>
          <EditorField field={`${at}.min`} label={`${name}: least value`}>
            <NumberInput value={unit.min} blank={0} onChange={(min) => set({ ...unit, min })} />
          </EditorField>
          <EditorField field={`${at}.value`} label={`${name}: default value`}>
            <NumberInput value={typeof unit.value === 'number' ? unit.value : undefined} blank={0} onChange={(value) => set({ ...unit, value })} />
          </EditorField>
        </Row>
      )}
      <Actions>
        <RemoveButton label={`Remove variable unit ${name}`} onClick={() => change((o) => ({ ...o, variablePricingUnits: withoutItem(o.variablePricingUnits, j) }))} />
      </Actions>
    </li>
  );
}

/** Variable units: what a buyer picks (a choice list with a default) or enters (a number with a least value). */
export function VariableUnits({ index }: { index: number }) {
  const { option, change, field } = useOption(index);
  const units = option.variablePricingUnits;
  return (
    <FieldGroup field={field('variablePricingUnits')} legend="Variable units" hint="Choices or numbers a buyer sets, which rate rows can price.">
      <RowList>
        {units.map((_, j) => <VariableUnitRow key={j} index={index} j={j} />)}
      </RowList>
      {units.length < SELLER_LIMITS.variableUnits ? (
        <Actions>
          <SmallButton type="button" onClick={() => change((o) => ({ ...o, variablePricingUnits: [...o.variablePricingUnits, asType({ name: '', type: 'select' }, 'select')] }))}>
            Add a variable unit
          </SmallButton>
        </Actions>
      ) : null}
    </FieldGroup>
  );
}
