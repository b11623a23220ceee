import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CATEGORIES } from 'shared-domain';
import { AUDIENCE_GENDERS, OBJECTIVE_LABELS, RECOMMENDATION_OBJECTIVES, type RecommendationValues } from 'shared-domain/planning';
import { color } from 'shared-ui';
import { Button, CheckboxLabel, FieldError, FieldHint, FieldRow, Input, LinkButton } from 'shared-ui/forms';
import { Muted } from './media-plan-view';
import { ToolChoices, ToolForm, ToolGroup, ToolRow } from './tool-parts';

/** The media recommendation's form (media-recommendation.tsx keeps its values in the address). */
const OBJECTIVE_HINTS: Readonly<Record<(typeof RECOMMENDATION_OBJECTIVES)[number], string>> = {
  reach: 'As many different people as the budget allows.',
  frequency: 'The same people, more often: repeats count for more.',
  footfall: 'People near your stores: local and out-of-home media first.',
};

const GENDER_LABELS: Readonly<Record<(typeof AUDIENCE_GENDERS)[number], string>> = { male: 'Men', female: 'Women', other: 'Other' };

export type FormProps = {
  id: string;
  values: RecommendationValues;
  setValues: (update: (v: RecommendationValues) => RecommendationValues) => void;
  errors: Partial<Record<keyof RecommendationValues, string>>;
  known: { cities: string[]; languages: string[] } | null;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
};

export function PlanForm({ id, values, setValues, errors, known, onSubmit, busy }: FormProps) {
  const set = <K extends keyof RecommendationValues>(key: K, value: RecommendationValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const toggle = (key: 'exclude' | 'gender', item: string, on: boolean) =>
    setValues((v) => ({ ...v, [key]: on ? v[key].filter((x) => x !== item) : [...v[key], item] }));
  const aria = (field: keyof RecommendationValues, hint = true) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const error = (field: keyof RecommendationValues) => errors[field] && <FieldError id={`${id}-${field}-error`}>{errors[field]}</FieldError>;

  return (
    <ToolForm noValidate onSubmit={onSubmit} aria-label="Media recommendation">
      <ToolRow>
        <label htmlFor={`${id}-budget`}>Budget (₹, GST included)</label>
        <Input {...aria('budget')} name="budget" inputMode="decimal" autoComplete="off" maxLength={24} placeholder="e.g. 5,00,000 or 5 lakh"
          value={values.budget} onChange={(e) => set('budget', e.target.value)} />
        <FieldHint id={`${id}-budget-hint`}>The whole plan stays at or under this amount, tax included.</FieldHint>
        {error('budget')}
      </ToolRow>

      <Fieldset>
        <legend>Objective</legend>
        {RECOMMENDATION_OBJECTIVES.map((o) => (
          <CheckboxLabel key={o}>
            <input type="radio" name="objective" value={o} checked={values.objective === o} onChange={() => set('objective', o)} />
            <span><strong>{OBJECTIVE_LABELS[o]}</strong> — {OBJECTIVE_HINTS[o]}</span>
          </CheckboxLabel>
        ))}
      </Fieldset>

      <ListField id={id} field="cities" label="Cities" hint="None chosen: pan-India." empty="Pan-India" suggestions={known?.cities ?? []}
        items={values.cities} onChange={(items) => set('cities', items)} error={errors.cities} />

      <Fieldset aria-describedby={`${id}-exclude-hint${errors.exclude ? ` ${id}-exclude-error` : ''}`}>
        <legend>Media to consider</legend>
        <FieldHint id={`${id}-exclude-hint`}>Untick a medium to leave it out of the plan.</FieldHint>
        <ToolChoices>
          {CATEGORIES.map((c) => {
            const on = !values.exclude.includes(c.key);
            return (
              <CheckboxLabel key={c.key}>
                <input type="checkbox" checked={on} onChange={() => toggle('exclude', c.key, !on)} />
                {c.label}
              </CheckboxLabel>
            );
          })}
        </ToolChoices>
        {error('exclude')}
      </Fieldset>

      <ListField id={id} field="languages" label="Languages" hint="None chosen: any language." empty="Any language" suggestions={known?.languages ?? []}
        items={values.languages} onChange={(items) => set('languages', items)} error={errors.languages} />

      <FieldRow>
        <ToolRow>
          <label htmlFor={`${id}-start`}>Start date</label>
          <Input {...aria('start', false)} type="date" value={values.start} onChange={(e) => set('start', e.target.value)} />
          {error('start')}
        </ToolRow>
        <ToolRow>
          <label htmlFor={`${id}-end`}>End date</label>
          <Input {...aria('end', false)} type="date" value={values.end} min={values.start || undefined} onChange={(e) => set('end', e.target.value)} />
          {error('end')}
        </ToolRow>
      </FieldRow>

      <Fieldset>
        <legend>Audience</legend>
        <FieldRow>
          <ToolRow>
            <label htmlFor={`${id}-ageFrom`}>Youngest age</label>
            <Input {...aria('ageFrom')} inputMode="numeric" maxLength={3} placeholder="e.g. 20" value={values.ageFrom} onChange={(e) => set('ageFrom', e.target.value)} />
          </ToolRow>
          <ToolRow>
            <label htmlFor={`${id}-ageTo`}>Oldest age</label>
            <Input id={`${id}-ageTo`} aria-describedby={`${id}-ageFrom-hint`} inputMode="numeric" maxLength={3} placeholder="e.g. 35" value={values.ageTo} onChange={(e) => set('ageTo', e.target.value)} />
          </ToolRow>
        </FieldRow>
        <div role="group" aria-label="Gender">
          {AUDIENCE_GENDERS.map((g) => {
            const on = values.gender.includes(g);
            return (
              <CheckboxLabel key={g} style={{ marginRight: 16 }}>
                <input type="checkbox" checked={on} onChange={() => toggle('gender', g, on)} />
                {GENDER_LABELS[g]}
              </CheckboxLabel>
            );
          })}
        </div>
        <FieldHint id={`${id}-ageFrom-hint`}>Kept with the plan for our planners; sellers do not report audiences by age and gender for every medium, so the plan is not ranked by it.</FieldHint>
        {error('ageFrom')}
      </Fieldset>

      <Button type="submit" aria-disabled={busy}>{busy ? 'Working out your plan…' : 'Recommend a plan'}</Button>
    </ToolForm>
  );
}

type ListFieldProps = {
  id: string;
  field: 'cities' | 'languages';
  label: string;
  hint: string;
  empty: string;
  suggestions: readonly string[];
  items: readonly string[];
  onChange: (items: string[]) => void;
  error?: string;
};

/** A list of names picked from the catalog's: type, pick a suggestion, press Enter or Add; each chosen one has a remove button. */
function ListField({ id, field, label, hint, empty, suggestions, items, onChange, error }: ListFieldProps) {
  const [text, setText] = useState('');
  const add = () => {
    const name = text.trim();
    if (!name) return;
    const known = suggestions.find((s) => s.toLowerCase() === name.toLowerCase()) ?? name;
    if (!items.some((i) => i.toLowerCase() === known.toLowerCase())) onChange([...items, known]);
    setText('');
  };
  const inputId = `${id}-${field}`;
  return (
    <ToolRow>
      <label htmlFor={inputId}>{label}</label>
      <Chips aria-label={`${label} chosen`}>
        {items.length === 0 ? <li><Muted>{empty}</Muted></li> : items.map((item) => (
          <li key={item}>
            <Chip>
              {item}
              <LinkButton type="button" aria-label={`Remove ${item}`} onClick={() => onChange(items.filter((i) => i !== item))}>×</LinkButton>
            </Chip>
          </li>
        ))}
      </Chips>
      <AddRow>
        <Input id={inputId} list={`${inputId}-list`} autoComplete="off" maxLength={80} value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${inputId}-hint`, error ? `${inputId}-error` : ''].filter(Boolean).join(' ')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }} />
        <Button type="button" onClick={add}>Add</Button>
      </AddRow>
      <datalist id={`${inputId}-list`}>
        {suggestions.map((s) => <option key={s} value={s} />)}
      </datalist>
      <FieldHint id={`${inputId}-hint`}>{hint}</FieldHint>
      {error && <FieldError id={`${inputId}-error`}>{error}</FieldError>}
    </ToolRow>
  );
}

const Fieldset = styled(ToolGroup)`
  > label { display: flex; }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 4px 2px 10px;
  border: 1px solid ${color.line};
  border-radius: 999px;
  background: ${color.surface};
  button { min-width: 32px; min-height: 32px; text-decoration: none; font-size: 1.125rem; }
`;

const AddRow = styled.div`
  display: flex;
  gap: 8px;
  > button { flex: none; }
`;

