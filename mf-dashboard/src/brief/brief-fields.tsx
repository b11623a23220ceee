import type { ChangeEvent, ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { CATEGORIES } from 'shared-domain';
import { BRIEF_AGE_LIMITS, BRIEF_EXPECTED_OUTCOMES, BRIEF_GENDERS, BRIEF_OBJECTIVES, BRIEF_SALES_CHANNELS, type BriefErrors, type BriefField } from 'shared-domain/campaign';
import { Field, FieldRow, Input, Select, TextArea } from 'shared-ui/forms';
import { color, mobile } from 'shared-ui';
import { DRAFT_FIELD_OF, type BriefDraft, type ChoiceField, type TextField } from './brief-draft';
import { ChoiceGroup } from './choice-group';

/** One part of the brief form (Brand, Target group…). */
export const BriefGroup = styled.fieldset`
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  padding: 16px 20px 8px;
  margin: 0 0 20px;
  min-width: 0;
  > legend {
    font-size: 1.125rem;
    font-weight: 700;
    padding: 0 6px;
  }
  ${mobile} {
    padding: 12px 12px 4px;
  }
`;

/** The red star of a required field; the control itself carries aria-required. */
export const Required = styled.span`
  color: ${color.danger};
`;

const req = (text: string) => (
  <>
    {text}
    <Required aria-hidden="true"> *</Required>
  </>
);

/** A category key's name ('nontraditional' → 'BTL'); free text from older briefs as it is. */
export const categoryLabel = (key: string): string => CATEGORIES.find((c) => c.key === key)?.label ?? key;

const CATEGORY_KEYS = CATEGORIES.map((c) => c.key);

/** Hints shown under the fields, worded once for the new-brief page and the Brief tab. */
const HINT = {
  category: 'Your industry, e.g. FMCG, Real Estate, Education',
  description: 'E.g. working parents in metro cities who shop online',
  incomeFrom: 'Whole rupees, such as 25,000',
  incomeTo: 'Whole rupees, such as 1,00,000',
  geos: 'Cities or states, separated by commas, e.g. Mumbai, Pune, Karnataka',
  budget: 'Whole rupees, such as 2,00,000',
} as const;

type Props = {
  draft: BriefDraft;
  /** Replaces one field's value. */
  onChange: <K extends keyof BriefDraft>(field: K, value: BriefDraft[K]) => void;
  /** The messages to show (none before the first try). */
  errors: BriefErrors;
  /** The id of a field's control, so an error summary can link to it. */
  idOf: (field: keyof BriefDraft) => string;
  /** The earliest start date the calendar offers. */
  earliestStart?: string;
  disabled?: boolean;
};

/**
 * The brief's fields (SPEC.md section 3: brand, target group, campaign details, media
 * preference), with the options and limits of shared-domain's brief rules. The new-brief page
 * and the campaign's Brief tab both show them.
 */
export function BriefFields({ draft, onChange, errors, idOf, earliestStart, disabled }: Props) {
  const errorOf = (field: keyof BriefDraft) => {
    const rule = (Object.keys(DRAFT_FIELD_OF) as BriefField[]).find((k) => DRAFT_FIELD_OF[k] === field);
    return rule ? errors[rule] : undefined;
  };
  const text = (field: TextField) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(field, e.target.value);
  const field = (name: TextField, label: ReactNode, control: ReactElement<{ id?: string }>, hint?: string) => (
    <Field id={idOf(name)} label={label} hint={hint} error={errorOf(name)}>
      {control}
    </Field>
  );
  const choices = (name: ChoiceField, legend: string, options: readonly string[], labelOf?: (o: string) => string) => (
    <ChoiceGroup legend={legend} options={options} value={draft[name]} onChange={(v) => onChange(name, v)} labelOf={labelOf} id={idOf(name)} error={errorOf(name)} />
  );
  const age = (name: 'ageFrom' | 'ageTo') => (
    <Input type="number" inputMode="numeric" min={BRIEF_AGE_LIMITS.min} max={BRIEF_AGE_LIMITS.max} value={draft[name]} onChange={text(name)} />
  );
  // An objective from an older brief that the list no longer holds stays choosable.
  const objectives = draft.objective && !BRIEF_OBJECTIVES.includes(draft.objective) ? [draft.objective, ...BRIEF_OBJECTIVES] : BRIEF_OBJECTIVES;

  return (
    <>
      <BriefGroup disabled={disabled}>
        <legend>Brand</legend>
        <FieldRow>
          {field('name', req('Brand name'), <Input value={draft.name} onChange={text('name')} autoComplete="organization" aria-required data-autofocus />)}
          {field('category', req('Category'), <Input value={draft.category} onChange={text('category')} aria-required />, HINT.category)}
        </FieldRow>
        {field('url', 'Website', <Input type="url" inputMode="url" value={draft.url} onChange={text('url')} autoComplete="url" placeholder="example.com" />)}
        {choices('salesChannel', 'Sales channels', BRIEF_SALES_CHANNELS)}
      </BriefGroup>

      <BriefGroup disabled={disabled}>
        <legend>Target group</legend>
        {field('description', 'Who do you want to reach?', <TextArea value={draft.description} onChange={text('description')} />, HINT.description)}
        <FieldRow>
          {field('ageFrom', 'Age from', age('ageFrom'))}
          {field('ageTo', 'Age to', age('ageTo'))}
        </FieldRow>
        {choices('gender', 'Gender', BRIEF_GENDERS)}
        <FieldRow>
          {field('incomeFrom', 'Monthly income from (₹)', <Input inputMode="numeric" value={draft.incomeFrom} onChange={text('incomeFrom')} />, HINT.incomeFrom)}
          {field('incomeTo', 'Monthly income to (₹)', <Input inputMode="numeric" value={draft.incomeTo} onChange={text('incomeTo')} />, HINT.incomeTo)}
        </FieldRow>
        {field('geos', 'Locations', <Input value={draft.geos} onChange={text('geos')} />, HINT.geos)}
      </BriefGroup>

      <BriefGroup disabled={disabled}>
        <legend>Campaign details</legend>
        <FieldRow>
          {field('objective', req('Objective'), (
            <Select value={draft.objective} onChange={text('objective')} aria-required>
              <option value="">Choose an objective</option>
              {objectives.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </Select>
          ))}
          {field('budget', req('Budget (₹)'), <Input inputMode="numeric" value={draft.budget} onChange={text('budget')} aria-required />, HINT.budget)}
        </FieldRow>
        <FieldRow>
          {field('startDate', req('Start date'), <Input type="date" min={earliestStart} value={draft.startDate} onChange={text('startDate')} aria-required />)}
          {field('endDate', req('End date'), <Input type="date" min={draft.startDate || earliestStart} value={draft.endDate} onChange={text('endDate')} aria-required />)}
        </FieldRow>
        {choices('expectedOutcome', 'Expected outcomes', BRIEF_EXPECTED_OUTCOMES)}
      </BriefGroup>

      <BriefGroup disabled={disabled}>
        <legend>Media preference</legend>
        {choices('mediaPreference', 'Media you would like to use', CATEGORY_KEYS, categoryLabel)}
      </BriefGroup>
    </>
  );
}
