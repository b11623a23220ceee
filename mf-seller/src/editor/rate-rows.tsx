import { useId } from 'react';
import type { RateField, RateRow } from 'shared-domain';
import { SELLER_LIMITS } from 'shared-domain/seller';
import { Input, Select } from 'shared-ui/forms';
import { useOption } from './editor-context';
import { EditorField, FieldGroup, NumberInput } from './editor-fields';
import { Actions, RemoveButton, Row, RowList, SmallButton } from './editor-parts';
import { withItem, withoutItem } from './draft-edit';

const NEW_ROW: RateRow = { fields: [{ field: '', value: '' }], difference: { type: 'percentage', value: 0 } };

function RateRowEditor({ index, j, listId }: { index: number; j: number; listId: string }) {
  const { option, change, field } = useOption(index);
  const rows = option.rates.otherRates ?? [];
  const row = rows[j]!;
  const at = field(`rates.otherRates.${j}`);
  const set = (next: RateRow) => change((o) => ({ ...o, rates: { ...o.rates, otherRates: withItem(o.rates.otherRates ?? [], j, next) } }));
  const setCondition = (k: number, cond: RateField) => set({ ...row, fields: withItem(row.fields, k, cond) });
  const name = `Rate row ${j + 1}`;
  return (
    <li>
      {row.fields.map((cond, k) => (
        <Row key={k}>
          <EditorField field={`${at}.fields.${k}.field`} label={`${name}: condition ${k + 1}`} hint="A unit's name">
            <Input type="text" list={listId} value={cond.field} onChange={(e) => setCondition(k, { ...cond, field: e.target.value })} />
          </EditorField>
          <EditorField field={`${at}.fields.${k}.value`} label={`${name}: condition ${k + 1} value`}>
            <Input type="text" value={cond.value === undefined ? '' : String(cond.value)} onChange={(e) => setCondition(k, { ...cond, value: e.target.value })} />
          </EditorField>
          {row.fields.length > 1 ? <RemoveButton label={`Remove condition ${k + 1} of ${name.toLowerCase()}`} onClick={() => set({ ...row, fields: withoutItem(row.fields, k) })} /> : null}
        </Row>
      ))}
      <Row>
        <EditorField field={`${at}.difference`} label={`${name}: change by`}>
          <Select value={row.difference.type} onChange={(e) => set({ ...row, difference: { ...row.difference, type: e.target.value === 'flat' ? 'flat' : 'percentage' } })}>
            <option value="percentage">A percentage</option>
            <option value="flat">A flat amount (₹)</option>
          </Select>
        </EditorField>
        <EditorField field={`${at}.difference.value`} label={`${name}: change`} hint={row.difference.type === 'flat' ? 'Rupees; negative lowers the rate' : 'Percent; negative lowers the rate'}>
          <NumberInput value={row.difference.value} blank={0} onChange={(value) => set({ ...row, difference: { ...row.difference, value: value ?? 0 } })} />
        </EditorField>
      </Row>
      <Actions>
        {row.fields.length < SELLER_LIMITS.rateFields ? (
          <SmallButton type="button" onClick={() => set({ ...row, fields: [...row.fields, { field: '', value: '' }] })}>
            Add a condition to {name.toLowerCase()}
          </SmallButton>
        ) : null}
        <RemoveButton label={`Remove ${name.toLowerCase()}`} onClick={() => change((o) => ({ ...o, rates: { ...o.rates, otherRates: withoutItem(o.rates.otherRates ?? [], j) } }))} />
      </Actions>
    </li>
  );
}

/** Rate rows: when the conditions hold (a unit's value), the rate changes by a percentage or a flat amount. */
export function RateRows({ index }: { index: number }) {
  const { option, change, field } = useOption(index);
  const listId = useId();
  const rows = option.rates.otherRates ?? [];
  const unitNames = [...option.pricingUnits, ...option.variablePricingUnits].map((u) => u.name).filter((n) => n.trim());
  return (
    <FieldGroup field={field('rates.otherRates')} legend="Rate rows" hint="Change the rate when a unit has a given value, e.g. Position = Front page: +20%.">
      <datalist id={listId}>
        {unitNames.map((n) => <option key={n} value={n} />)}
      </datalist>
      <RowList>
        {rows.map((_, j) => <RateRowEditor key={j} index={index} j={j} listId={listId} />)}
      </RowList>
      {rows.length < SELLER_LIMITS.rateRows ? (
        <Actions>
          <SmallButton type="button" onClick={() => change((o) => ({ ...o, rates: { ...o.rates, otherRates: [...(o.rates.otherRates ?? []), NEW_ROW] } }))}>
            Add a rate row
          </SmallButton>
        </Actions>
      ) : null}
    </FieldGroup>
  );
}
