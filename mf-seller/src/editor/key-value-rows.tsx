import type { ReactNode } from 'react';
import type { KeyValue } from 'shared-domain';
import { Input } from 'shared-ui/forms';
import { EditorField, FieldGroup, TextField } from './editor-fields';
import { Actions, RemoveButton, Row, RowList, SmallButton } from './editor-parts';
import { withItem, withoutItem } from './draft-edit';

type Props = {
  /** The list's field id: `options.2.sop`. */
  field: string;
  legend: ReactNode;
  hint?: ReactNode;
  rows: readonly KeyValue[];
  onChange: (rows: KeyValue[]) => void;
  /** Keys the score asks for: always listed first, in this order, with only their values to fill in. */
  fixedKeys: readonly string[];
  /** Whether the seller may add rows of their own (named for the add button: "Add a spec row"). */
  addLabel?: string;
};

const text = (v: KeyValue['value']) => (v === null || v === undefined ? '' : String(v));

/** Named values (creative specs, additional info, proof of execution): the score's keys first, then the seller's own. */
export function KeyValueRows({ field, legend, hint, rows, onChange, fixedKeys, addLabel }: Props) {
  const valueOf = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
  const fixed: KeyValue[] = fixedKeys.map((key) => ({ key, value: valueOf(key) }));
  const extras = rows.filter((r) => !fixedKeys.includes(r.key));
  const emit = (nextFixed: KeyValue[], nextExtras: KeyValue[]) => onChange([...nextFixed, ...nextExtras]);
  const base = fixed.length;
  return (
    <FieldGroup field={field} legend={legend} hint={hint}>
      {fixed.map((row, j) => (
        <TextField
          key={row.key}
          field={`${field}.${j}.value`}
          label={row.key}
          value={text(row.value)}
          onChange={(value) => emit(withItem(fixed, j, { key: row.key, value }), extras)}
        />
      ))}
      {extras.length > 0 ? (
        <RowList>
          {extras.map((row, k) => (
            <li key={k}>
              <Row>
                <EditorField field={`${field}.${base + k}.key`} label={`Row ${base + k + 1}: name`}>
                  <Input type="text" value={row.key} onChange={(e) => emit(fixed, withItem(extras, k, { ...row, key: e.target.value }))} />
                </EditorField>
                <EditorField field={`${field}.${base + k}.value`} label={`Row ${base + k + 1}: value`}>
                  <Input type="text" value={text(row.value)} onChange={(e) => emit(fixed, withItem(extras, k, { ...row, value: e.target.value }))} />
                </EditorField>
                <RemoveButton label={`Remove row ${base + k + 1}`} onClick={() => emit(fixed, withoutItem(extras, k))} />
              </Row>
            </li>
          ))}
        </RowList>
      ) : null}
      {addLabel ? (
        <Actions>
          <SmallButton type="button" onClick={() => emit(fixed, [...extras, { key: '', value: '' }])}>
            {addLabel}
          </SmallButton>
        </Actions>
      ) : null}
    </FieldGroup>
  );
}
