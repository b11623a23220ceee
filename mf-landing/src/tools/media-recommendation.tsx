import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORIES, formatRupees, toApiError, type MediaFacetsResponse, type PlanLine } from 'shared-domain';
import {
  AUDIENCE_GENDERS, checkRecommendationRequest, OBJECTIVE_LABELS, RECOMMENDATION_OBJECTIVES, asksForPlan, recommendationInputFrom,
  recommendationQuery, recommendationValuesFrom, type PlanAlternative, type PlanTotals, type RecommendationField, type RecommendationValues,
  type RecommendedLine,
} from 'shared-domain/planning';
import { color } from 'shared-ui';
import { Button, CheckboxLabel, FieldError, FieldHint, FieldRow, Input, LinkButton } from 'shared-ui/forms';
import { useContentServices } from '../content/content-services';
import { AddPlanToBagButton } from './add-plan-to-bag';

/** `POST /recommendations`' answer (API.md). */
type PlanAnswer = { options: RecommendedLine[]; totals: PlanTotals; message?: string };
type Refusal = { error: string; message: string; fields?: Partial<Record<RecommendationField, string>>; smallestBudget?: number };

type Fetched =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'plan'; answer: PlanAnswer }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'failed'; message: string };

const OBJECTIVE_HINTS: Readonly<Record<(typeof RECOMMENDATION_OBJECTIVES)[number], string>> = {
  reach: 'As many different people as the budget allows.',
  frequency: 'The same people, more often: repeats count for more.',
  footfall: 'People near your stores: local and out-of-home media first.',
};

const GENDER_LABELS: Readonly<Record<(typeof AUDIENCE_GENDERS)[number], string>> = { male: 'Men', female: 'Women', other: 'Other' };

const count = new Intl.NumberFormat('en-IN');
const unitsText = (line: { units: number; unitName: string }) => (line.unitName ? `${line.units} × ${line.unitName}` : 'As sold');

/** The request's field a form control answers, so a message lands beside the right control. */
const FIELD_OF: Partial<Record<RecommendationField, keyof RecommendationValues>> = {
  budget: 'budget', objective: 'objective', cities: 'cities', excludeCategories: 'exclude', categories: 'exclude',
  languages: 'languages', startDate: 'start', endDate: 'end', audience: 'ageFrom',
};

/**
 * /media-recommendation (issue 18): a budget and a goal → a priced media plan from the live
 * catalog (`POST /recommendations`, shared-domain's recommender), each pick explained, with
 * alternatives per line and "Add the plan to the bag". The form lives in the address, so a
 * plan can be shared and reopened.
 */
export function MediaRecommendation() {
  const { api } = useContentServices();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const asked = useMemo(() => recommendationValuesFrom(search), [search]);
  const [values, setValues] = useState(asked);
  const [fetched, setFetched] = useState<Fetched>({ kind: 'idle' });
  const [known, setKnown] = useState<{ cities: string[]; languages: string[] } | null>(null);
  // The check waits for the catalog's cities (so a city is sent in the catalog's spelling, once); without them the server checks.
  const [knownSettled, setKnownSettled] = useState(false);
  const resultRef = useRef<HTMLElement>(null);

  // The catalog's cities and languages, for the suggestions and the check before sending.
  useEffect(() => {
    let live = true;
    api.get<MediaFacetsResponse>('/catalog/facets').then(
      (res) => {
        if (!live) return;
        setKnown({ cities: res.data.facets.city.map((f) => f.value), languages: res.data.facets.language.map((f) => f.value) });
        setKnownSettled(true);
      },
      () => live && setKnownSettled(true), // Suggestions only: the server still checks every city.
    );
    return () => {
      live = false;
    };
  }, [api]);

  // The address asks for a plan: check it here with the server's rule, then ask the server.
  const local = asksForPlan(asked) && knownSettled ? checkRecommendationRequest(recommendationInputFrom(asked), { now: new Date(), knownCities: known?.cities ?? asked.cities }) : null;
  const localErrors = local && !local.ok ? local.errors : null;
  const body = local?.ok ? JSON.stringify(local.value) : null;
  useEffect(() => {
    setValues(asked);
  }, [asked]);
  useEffect(() => {
    if (!body) {
      setFetched(asksForPlan(asked) && !knownSettled ? { kind: 'loading' } : { kind: 'idle' });
      return undefined;
    }
    let live = true;
    setFetched({ kind: 'loading' });
    api.post<PlanAnswer>('/recommendations', JSON.parse(body) as unknown).then(
      (res) => live && setFetched({ kind: 'plan', answer: res.data }),
      (err: unknown) => {
        if (!live) return;
        const error = toApiError(err);
        const data = error.body as Partial<Refusal> | undefined;
        if (error.status === 400 && data?.message) setFetched({ kind: 'refused', refusal: { error: data.error ?? 'bad_request', message: data.message, fields: data.fields, smallestBudget: data.smallestBudget } });
        else setFetched({ kind: 'failed', message: error.status === 429 ? error.message : 'We could not work out a plan just now. Please try again.' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, body, asked, knownSettled]);

  useEffect(() => {
    if (fetched.kind === 'plan' || fetched.kind === 'refused') resultRef.current?.focus();
  }, [fetched.kind]);

  const serverFields = fetched.kind === 'refused' ? fetched.refusal.fields ?? {} : {};
  const errors: Partial<Record<keyof RecommendationValues, string>> = {};
  for (const [field, message] of Object.entries({ ...serverFields, ...(localErrors ?? {}) }) as [RecommendationField, string][]) {
    const control = FIELD_OF[field];
    if (control && message) errors[control] = message;
  }

  const go = (next: RecommendationValues) => navigate(`${pathname}${recommendationQuery(next)}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(values);
    const check = checkRecommendationRequest(recommendationInputFrom(values), { now: new Date(), knownCities: known?.cities ?? values.cities });
    if (!check.ok) {
      const first = Object.keys(check.errors)[0] as RecommendationField | undefined;
      const control = first ? FIELD_OF[first] : undefined;
      if (control) document.getElementById(`${formId}-${control}`)?.focus();
    }
  };
  const formId = useId();

  return (
    <>
      <PlanForm id={formId} values={values} setValues={setValues} errors={errors} known={known} onSubmit={submit} busy={fetched.kind === 'loading'} />
      <ResultRegion ref={resultRef} tabIndex={-1} aria-label="Your plan" aria-busy={fetched.kind === 'loading'}>
        {fetched.kind === 'loading' && <p role="status">Working out your plan from the live catalog…</p>}
        {fetched.kind === 'failed' && <ErrorText role="alert">{fetched.message}</ErrorText>}
        {fetched.kind === 'refused' && (
          <div role="alert">
            <ErrorText>{fetched.refusal.message}</ErrorText>
            {fetched.refusal.error === 'budget_too_small' && fetched.refusal.smallestBudget !== undefined && (
              <Button type="button" onClick={() => go({ ...asked, budget: String(Math.ceil(fetched.refusal.smallestBudget ?? 0)) })}>
                Plan with {formatRupees(Math.ceil(fetched.refusal.smallestBudget))}
              </Button>
            )}
          </div>
        )}
        {fetched.kind === 'plan' && <PlanView key={search} answer={fetched.answer} />}
      </ResultRegion>
    </>
  );
}

type FormProps = {
  id: string;
  values: RecommendationValues;
  setValues: (update: (v: RecommendationValues) => RecommendationValues) => void;
  errors: Partial<Record<keyof RecommendationValues, string>>;
  known: { cities: string[]; languages: string[] } | null;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
};

function PlanForm({ id, values, setValues, errors, known, onSubmit, busy }: FormProps) {
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
    <Form noValidate onSubmit={onSubmit} aria-label="Media recommendation">
      <Row>
        <label htmlFor={`${id}-budget`}>Budget (₹, GST included)</label>
        <Input {...aria('budget')} name="budget" inputMode="decimal" autoComplete="off" maxLength={24} placeholder="e.g. 5,00,000 or 5 lakh"
          value={values.budget} onChange={(e) => set('budget', e.target.value)} />
        <FieldHint id={`${id}-budget-hint`}>The whole plan stays at or under this amount, tax included.</FieldHint>
        {error('budget')}
      </Row>

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
        <Categories>
          {CATEGORIES.map((c) => {
            const on = !values.exclude.includes(c.key);
            return (
              <CheckboxLabel key={c.key}>
                <input type="checkbox" checked={on} onChange={() => toggle('exclude', c.key, !on)} />
                {c.label}
              </CheckboxLabel>
            );
          })}
        </Categories>
        {error('exclude')}
      </Fieldset>

      <ListField id={id} field="languages" label="Languages" hint="None chosen: any language." empty="Any language" suggestions={known?.languages ?? []}
        items={values.languages} onChange={(items) => set('languages', items)} error={errors.languages} />

      <FieldRow>
        <Row>
          <label htmlFor={`${id}-start`}>Start date</label>
          <Input {...aria('start', false)} type="date" value={values.start} onChange={(e) => set('start', e.target.value)} />
          {error('start')}
        </Row>
        <Row>
          <label htmlFor={`${id}-end`}>End date</label>
          <Input {...aria('end', false)} type="date" value={values.end} min={values.start || undefined} onChange={(e) => set('end', e.target.value)} />
          {error('end')}
        </Row>
      </FieldRow>

      <Fieldset>
        <legend>Audience</legend>
        <FieldRow>
          <Row>
            <label htmlFor={`${id}-ageFrom`}>Youngest age</label>
            <Input {...aria('ageFrom')} inputMode="numeric" maxLength={3} placeholder="e.g. 20" value={values.ageFrom} onChange={(e) => set('ageFrom', e.target.value)} />
          </Row>
          <Row>
            <label htmlFor={`${id}-ageTo`}>Oldest age</label>
            <Input id={`${id}-ageTo`} aria-describedby={`${id}-ageFrom-hint`} inputMode="numeric" maxLength={3} placeholder="e.g. 35" value={values.ageTo} onChange={(e) => set('ageTo', e.target.value)} />
          </Row>
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
    </Form>
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
    <Row>
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
    </Row>
  );
}

/** A plan line the buyer may have swapped for one of its alternatives. */
type ShownLine = RecommendedLine & { swappedFrom?: string };

function PlanView({ answer }: { answer: PlanAnswer }) {
  const [lines, setLines] = useState<ShownLine[]>(answer.options);
  if (answer.options.length === 0) {
    return <Empty><p>{answer.message ?? 'No media in the catalog match these choices.'}</p><p>Try more cities, more media or <Link to="/plan">ask our planners for a plan</Link>.</p></Empty>;
  }
  const cost = lines.reduce((s, l) => s + l.cost, 0);
  const reach = lines.reduce((s, l) => s + l.reach, 0);
  const swapped = lines.some((l) => l.swappedFrom);
  const plan: PlanLine[] = lines.map((l) => ({ option: { _id: l.mediaOptionId, _media: l.mediaId, rates: { defaultRates: { cardRate: l.discountedRate, discountedRate: l.discountedRate } } }, pricingUnits: l.pricingUnits }));

  const swap = (index: number, alt: PlanAlternative) => setLines((all) => all.map((l, i) => (i === index ? fromAlternative(l, alt) : l)));

  return (
    <Result>
      <h2>Your plan</h2>
      <Totals>
        <div><dt>Total, GST included</dt><dd>{formatRupees(cost)}</dd></div>
        <div><dt>Budget left</dt><dd>{formatRupees(Math.max(0, answer.totals.budget - cost))}</dd></div>
        <div><dt>Estimated reach</dt><dd>{count.format(swapped ? reach : answer.totals.reach)}</dd></div>
        <div><dt>Lines</dt><dd>{lines.length}</dd></div>
      </Totals>
      <FieldHint>
        Each line is priced as your bag will price it (rates, units, minimum billing and GST). Reach is an estimate from the figures sellers
        report (circulation, seats, listenership, passengers or impressions), with less added for each repeat.
        {swapped ? ' After a swap the reach shown is the sum of the lines.' : ''}
      </FieldHint>
      <Lines>
        {lines.map((line, index) => (
          <LineCard key={`${index}-${line.mediaOptionId}`} aria-label={`${line.mediaName}, ${line.optionName}`}>
            <LineHead>
              <div>
                <h3><Link to={`/${line.category}/${line.slug}`}>{line.mediaName}</Link></h3>
                <Muted>{line.optionName} · {line.city}{line.language ? ` · ${line.language}` : ''}</Muted>
              </div>
              <strong>{formatRupees(line.cost)}</strong>
            </LineHead>
            <Facts>
              <div><dt>Units</dt><dd>{unitsText(line)}</dd></div>
              <div><dt>Reach</dt><dd>{line.reach ? count.format(line.reach) : 'N/A'}</dd></div>
              <div><dt>CPM</dt><dd>{line.cpm === null ? 'N/A' : formatRupees(line.cpm)}</dd></div>
            </Facts>
            <p>{line.why}</p>
            {line.swappedFrom && <Muted>Swapped in for {line.swappedFrom}.</Muted>}
            {line.alternatives.length > 0 && (
              <details>
                <summary>Other options for this line ({line.alternatives.length})</summary>
                <ul>
                  {line.alternatives.map((alt) => (
                    <li key={alt.mediaOptionId}>
                      {alt.mediaName}, {alt.optionName}: {formatRupees(alt.cost)}, reach {alt.reach ? count.format(alt.reach) : 'N/A'}{' '}
                      <LinkButton type="button" onClick={() => swap(index, alt)}>Use this instead</LinkButton>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </LineCard>
        ))}
      </Lines>
      <AddPlanToBagButton plan={plan} />
      <FieldHint>This page’s address holds your choices: copy it to share or reopen the plan.</FieldHint>
    </Result>
  );
}

/** The line with an alternative in its place (the alternative fits the line's cost, so the plan stays within budget). */
function fromAlternative(line: ShownLine, alt: PlanAlternative): ShownLine {
  return {
    ...line,
    mediaOptionId: alt.mediaOptionId,
    mediaId: alt.mediaId,
    mediaName: alt.mediaName,
    optionName: alt.optionName,
    category: alt.category,
    slug: alt.slug,
    city: alt.city,
    language: alt.language,
    unitName: alt.unitName,
    units: alt.units,
    pricingUnits: alt.pricingUnits,
    discountedRate: alt.discountedRate,
    cost: alt.cost,
    reach: alt.reach,
    cpm: alt.cpm,
    why: `Your choice instead of ${line.mediaName}, ${line.optionName}.`,
    alternatives: [],
    swappedFrom: line.swappedFrom ?? `${line.mediaName}, ${line.optionName}`,
  };
}

// Focused by script when a plan arrives (so a screen reader reads it), not by the visitor: no ring.
const ResultRegion = styled.section`
  &:focus { outline: none; }
`;

const Form = styled.form`
  max-width: 640px;
  margin: 16px 0 24px;
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 14px;
  label { font-weight: 600; }
`;

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 14px;
  legend { font-weight: 600; padding: 0; margin-bottom: 4px; }
  > label { display: flex; }
`;

const Categories = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 0 12px;
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

const Muted = styled.span`
  color: ${color.muted};
  font-size: 0.875rem;
`;

const ErrorText = styled.p`
  color: ${color.danger};
  font-weight: 600;
`;

const Empty = styled.div`
  padding: 16px 20px;
  border: 1px solid ${color.line};
  border-radius: 8px;
`;

const Result = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 { margin: 0; }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  margin: 0;
  dt { font-size: 0.875rem; color: ${color.muted}; }
  dd { margin: 2px 0 0; font-size: 1.375rem; font-weight: 600; }
`;

const Lines = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const LineCard = styled.li`
  padding: 14px 16px;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  p { margin: 8px 0; }
  details ul { margin: 8px 0 0; padding-left: 20px; }
  summary { cursor: pointer; min-height: 32px; }
`;

const LineHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  h3 { margin: 0 0 2px; font-size: 1.0625rem; }
  strong { white-space: nowrap; font-size: 1.125rem; }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 24px;
  margin: 8px 0 0;
  dt { font-size: 0.8125rem; color: ${color.muted}; }
  dd { margin: 0; font-weight: 600; }
`;
