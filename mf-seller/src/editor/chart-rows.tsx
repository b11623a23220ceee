import { useId } from 'react';
import styled from 'styled-components';
import type { ChartPoint } from 'shared-domain';
import type { ChartTemplate } from 'shared-domain/seller';
import { color } from 'shared-ui';
import { Input } from 'shared-ui/forms';
import { formatCount } from 'shared-domain/input';
import { EditorField, NumberInput } from './editor-fields';
import { Actions, RemoveButton, Row, RowList, SmallButton } from './editor-parts';
import { withItem, withoutItem } from './draft-edit';

type RowsProps = {
  template: ChartTemplate;
  /** The chart's field id: `demographics.3`. */
  at: string;
  data: readonly ChartPoint[];
  onChange: (data: ChartPoint[]) => void;
  /** Names to pick from (states, cities). */
  suggestions?: readonly string[];
};

/** A fixed-label chart (gender, age, income…): one value per label, in the score's order. */
export function FixedRows({ template, at, data, onChange }: RowsProps) {
  const valueOf = (label: string) => data.find((p) => p.label === label)?.value ?? 0;
  const set = (label: string, value: number) => onChange(template.labels.map((l) => ({ label: l, value: l === label ? value : valueOf(l) })));
  return (
    <Row>
      {template.labels.map((label) => {
        const k = data.findIndex((p) => p.label === label);
        return (
          <EditorField key={label} field={`${at}.data.${k < 0 ? template.labels.indexOf(label) : k}.value`} label={`${template.title}: ${label} (%)`}>
            <NumberInput value={valueOf(label)} blank={0} onChange={(v) => set(label, v ?? 0)} />
          </EditorField>
        );
      })}
    </Row>
  );
}

/** A chart of the seller's own rows (advertisers, states, cities): a name and a value each. */
export function FreeRows({ template, at, data, onChange, suggestions }: RowsProps) {
  const listId = useId();
  const set = (k: number, point: ChartPoint) => onChange(withItem(data, k, point));
  return (
    <>
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((s) => <option key={s} value={s} />)}
        </datalist>
      ) : null}
      <RowList>
        {data.map((point, k) => (
          <li key={k}>
            <Row>
              <EditorField field={`${at}.data.${k}.label`} label={`${template.title} ${k + 1}: name`}>
                <Input type="text" list={suggestions ? listId : undefined} value={point.label} onChange={(e) => set(k, { ...point, label: e.target.value })} />
              </EditorField>
              <EditorField field={`${at}.data.${k}.value`} label={`${template.title} ${k + 1}: value`}>
                <NumberInput value={point.value} blank={0} onChange={(v) => set(k, { ...point, value: v ?? 0 })} />
              </EditorField>
              <RemoveButton label={`Remove ${template.title} ${k + 1}`} onClick={() => onChange(withoutItem(data, k))} />
            </Row>
          </li>
        ))}
      </RowList>
      <Actions>
        <SmallButton type="button" onClick={() => onChange([...data, { label: '', value: 0 }])}>
          Add a row to {template.title}
        </SmallButton>
        {suggestions && data.length > 1 ? (
          <SmallButton type="button" onClick={() => onChange([...data].sort((a, b) => b.value - a.value))}>
            Sort {template.title} highest first
          </SmallButton>
        ) : null}
      </Actions>
    </>
  );
}

const Total = styled.p<{ $off: boolean }>`
  margin: 0 0 8px;
  font-weight: 600;
  color: ${(p) => (p.$off ? color.danger : color.ink)};
`;

/** The sum of a split's values, which the score wants at 100. */
export function ChartTotal({ data, split }: { data: readonly ChartPoint[]; split: boolean }) {
  const sum = Math.round(data.reduce((s, p) => s + (Number.isFinite(p.value) ? p.value : 0), 0) * 100) / 100;
  const off = split && Math.abs(sum - 100) > 0.01;
  return <Total $off={off}>{`Total: ${formatCount(sum)}%${off ? ' (should be 100%)' : ''}`}</Total>;
}

const Bars = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  font-size: 0.8125rem;
  li {
    display: grid;
    grid-template-columns: minmax(60px, 120px) 1fr;
    gap: 8px;
    align-items: center;
    margin-bottom: 2px;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  i {
    display: block;
    height: 8px;
    border-radius: 4px;
    background: ${color.primary};
  }
`;

/** A small bar preview of the rows (decoration: the values are in the fields). */
export function BarPreview({ data }: { data: readonly ChartPoint[] }) {
  const max = Math.max(0, ...data.map((p) => (Number.isFinite(p.value) ? p.value : 0)));
  if (max <= 0) return null;
  return (
    <Bars aria-hidden="true">
      {data.map((p, k) => (
        <li key={k}>
          <span>{p.label || '—'}</span>
          <i style={{ width: `${Math.max(0, (p.value / max) * 100)}%` }} />
        </li>
      ))}
    </Bars>
  );
}
