import styled from 'styled-components';
import { Field, FieldError, Input } from 'shared-ui/forms';
import { Button, Muted } from '../ui/primitives';
import { mobile } from 'shared-ui';
import { PATH, type FieldErrors } from './organization-draft';
import type { ListKey } from './use-organization-form';

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  > :first-child { flex: 1; min-width: 0; }
  > button { margin-top: 26px; }
  ${mobile} {
    > button { padding: 8px 10px; }
  }
`;

const ADD_LABEL = { emails: 'Add e-mail', hostnames: 'Add hostname', embedOrigins: 'Add origin' } as const;

/** One of the organisation's lists (e-mails, hostnames, embed origins): a field per row, each removable, and a button to add one. */
export function ListRows({
  list, values, label, rowLabel, errors, onRow, onAdd, onRemove, input = {},
}: {
  list: ListKey;
  values: readonly string[];
  label: string;
  rowLabel: (i: number) => string;
  errors: FieldErrors;
  onRow: (index: number, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Attributes of each row's input (type, autoComplete…). */
  input?: Record<string, unknown>;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
      <legend style={{ fontWeight: 600, padding: 0, marginBottom: 8 }}>{label}</legend>
      {values.length === 0 ? <Muted>None yet.</Muted> : null}
      {values.map((value, i) => (
        <Row key={`${list}-${i}`}>
          <Field label={rowLabel(i)} error={errors[`${PATH[list]}.${i}`]}>
            <Input value={value} name={`${list}.${i}`} onChange={(ev) => onRow(i, ev.target.value)} {...input} />
          </Field>
          <Button type="button" $variant="secondary" aria-label={`Remove ${rowLabel(i).toLowerCase()}`} onClick={() => onRemove(i)}>
            Remove
          </Button>
        </Row>
      ))}
      {errors[PATH[list]] ? <FieldError role="alert">{errors[PATH[list]]}</FieldError> : null}
      <div>
        <Button type="button" $variant="secondary" onClick={onAdd}>{ADD_LABEL[list]}</Button>
      </div>
    </fieldset>
  );
}
