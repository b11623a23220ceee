import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CATEGORIES, formatRupees } from 'shared-domain';
import {
  BUDGET_ESTIMATE_METHOD, BUDGET_MAX_WEEKS, budgetEstimateApiQuery, budgetEstimateAsked, budgetEstimateQuery, budgetEstimateValuesFrom,
  checkBudgetEstimate, type BudgetEstimate, type BudgetEstimateField, type BudgetEstimateValues, type CategoryEstimate, type PlanOption,
} from 'shared-domain/planning';
import { ErrorState, LoadingState, useResource } from 'shared-ui/states';
import { Button, CheckboxLabel, FieldError, FieldHint, Input } from 'shared-ui/forms';
import { useContentServices } from '../content/content-services';
import { AddPlanToBagButton } from './add-plan-to-bag';
import {
  Amount, Answer, Card, CardLabel, Cards, Choices, Group, Method, Note, OptionLine, Row, ShareHint, ToolForm,
  fetchPlanningCities, getRefusable, planLinesOf,
} from './budget-estimator-parts';

const FIGURES = [
  { key: 'low', label: 'Low', lead: 'Nearest option:', note: '25th percentile' },
  { key: 'typical', label: 'Typical', lead: 'Nearest option:', note: 'median' },
  { key: 'high', label: 'High', lead: 'Nearest option:', note: '75th percentile' },
] as const;

const FIELD_ORDER: readonly BudgetEstimateField[] = ['categories', 'cities', 'weeks'];

/**
 * /budget-estimator (issue 18): categories, cities and weeks → a low / typical / high budget
 * per category and in total from the catalog's real rates (GET /planning/budget-estimate), each
 * figure naming the option behind it. The values live in the URL (`?categories=…&cities=…
 * &weeks=…`); the form's own GET gives the same address without script, and the server renders
 * the result of a shared address.
 */
export function BudgetEstimator() {
  const id = useId();
  const { api } = useContentServices();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const shared = budgetEstimateValuesFrom(search);
  const [values, setValues] = useState<BudgetEstimateValues>(shared);
  const submitted = useRef(false);
  const [citiesResource, retryCities] = useResource('planning:cities', () => fetchPlanningCities(api));

  // Cities are checked by the server (it knows them); everything else here first, with the same words.
  const check = budgetEstimateAsked(shared) ? checkBudgetEstimate(shared) : null;
  const apiQuery = check?.ok ? budgetEstimateApiQuery(check.value) : null;
  const [estimate, retryEstimate] = useResource(apiQuery === null ? null : `planning:budget-estimate:${apiQuery}`, () =>
    getRefusable<BudgetEstimate>(api, `/planning/budget-estimate${apiQuery ?? ''}`));
  const refused = estimate.status === 'success' && !estimate.data.ok ? estimate.data.fields : null;
  const errors: Partial<Record<BudgetEstimateField, string>> = check && !check.ok ? check.errors : (refused ?? {});

  const focusField = (field: BudgetEstimateField) => document.getElementById(`${id}-${field}`)?.querySelector<HTMLElement>('input')?.focus();
  useEffect(() => {
    // A refusal that answers this visitor's own submit moves focus to its first field.
    if (!refused || !submitted.current) return;
    submitted.current = false;
    const first = FIELD_ORDER.find((f) => refused[f]);
    if (first) focusField(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(`${pathname}${budgetEstimateQuery(values)}`, { replace: true });
    const result = checkBudgetEstimate(values);
    submitted.current = result.ok;
    if (!result.ok) {
      const first = FIELD_ORDER.find((f) => result.errors[f]);
      if (first) focusField(first);
    }
  };

  const toggle = (field: 'categories' | 'cities', value: string, on: boolean) =>
    setValues((v) => ({ ...v, [field]: on ? [...v[field], value] : v[field].filter((x) => x.toLowerCase() !== value.toLowerCase()) }));
  const ticked = (list: readonly string[], value: string) => list.some((x) => x.toLowerCase() === value.toLowerCase());
  const described = (field: BudgetEstimateField, hint: boolean) =>
    [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const cities = citiesResource.status === 'success' ? citiesResource.data : [];
  // A city in the address that the list does not hold (yet) stays choosable, so it is never silently dropped.
  const cityChoices = [...cities, ...values.cities.filter((c) => !ticked(cities, c))];

  return (
    <>
      <ToolForm noValidate method="get" action={pathname} onSubmit={submit} aria-label="Budget estimator">
        <Group id={`${id}-categories`} aria-describedby={described('categories', false)}>
          <legend>Categories</legend>
          <Choices>
            {CATEGORIES.map((c) => (
              <CheckboxLabel key={c.key}>
                <input type="checkbox" name="categories" value={c.key} checked={ticked(values.categories, c.key)} onChange={(e) => toggle('categories', c.key, e.target.checked)} />
                {c.label}
              </CheckboxLabel>
            ))}
          </Choices>
          {errors.categories && <FieldError id={`${id}-categories-error`}>{errors.categories}</FieldError>}
        </Group>
        <Group id={`${id}-cities`} aria-describedby={described('cities', true)}>
          <legend>Cities</legend>
          <FieldHint id={`${id}-cities-hint`}>Tick none for all of India.</FieldHint>
          {citiesResource.status === 'loading' && <LoadingState label="Loading cities…" />}
          {citiesResource.status === 'error' && <ErrorState title="The cities could not be loaded" message={citiesResource.error.message} onRetry={retryCities} />}
          <Choices>
            {cityChoices.map((city) => (
              <CheckboxLabel key={city}>
                <input type="checkbox" name="cities" value={city} checked={ticked(values.cities, city)} onChange={(e) => toggle('cities', city, e.target.checked)} />
                {city}
              </CheckboxLabel>
            ))}
          </Choices>
          {errors.cities && <FieldError id={`${id}-cities-error`}>{errors.cities}</FieldError>}
        </Group>
        <Row id={`${id}-weeks`}>
          <label htmlFor={`${id}-weeks-input`}>Duration (weeks)</label>
          <Input
            id={`${id}-weeks-input`}
            name="weeks"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 4"
            maxLength={8}
            value={values.weeks}
            aria-invalid={errors.weeks ? true : undefined}
            aria-describedby={described('weeks', true)}
            onChange={(e) => {
              const text = e.target.value;
              setValues((v) => ({ ...v, weeks: text }));
            }}
          />
          <FieldHint id={`${id}-weeks-hint`}>{`Whole weeks, 1 to ${BUDGET_MAX_WEEKS}.`}</FieldHint>
          {errors.weeks && <FieldError id={`${id}-weeks-error`}>{errors.weeks}</FieldError>}
        </Row>
        <Button type="submit">Estimate</Button>
      </ToolForm>
      {estimate.status === 'loading' && <LoadingState label="Working out the estimate…" />}
      {estimate.status === 'error' && <ErrorState title="The estimate could not be worked out" message={estimate.error.message} onRetry={retryEstimate} />}
      {estimate.status === 'success' && !estimate.data.ok && !Object.keys(estimate.data.fields).length && <Note role="alert">{estimate.data.message}</Note>}
      {estimate.status === 'success' && estimate.data.ok && <EstimateAnswer estimate={estimate.data.value} />}
    </>
  );
}

/** The figures of one answer: the totals, each category with its options, the method, and the bag. */
function EstimateAnswer({ estimate }: { estimate: BudgetEstimate }) {
  const priced = estimate.categories.filter((c) => c.optionCount > 0);
  const weeks = `${estimate.weeks} ${estimate.weeks === 1 ? 'week' : 'weeks'}`;
  const planOf = (key: 'low' | 'typical' | 'high'): PlanOption[] => priced.map((c) => c[key]!.option);
  return (
    <Answer aria-label="Estimate" aria-live="polite">
      <h2>{`Estimated budget for ${weeks}`}</h2>
      {estimate.total ? (
        <>
          <p>One option of each category, GST included:</p>
          <Cards>
            {FIGURES.map((f) => (
              <Card key={f.key} aria-label={`${f.label} total`}>
                <CardLabel>{`${f.label} (${f.note})`}</CardLabel>
                <Amount>{formatRupees(estimate.total![f.key])}</Amount>
                <AddPlanToBagButton plan={planLinesOf(planOf(f.key))} label={`Add the ${f.label.toLowerCase()} plan to the bag`} />
              </Card>
            ))}
          </Cards>
        </>
      ) : (
        <Note>None of the chosen categories has options in these cities yet. Choose more cities, or none for all of India.</Note>
      )}
      {estimate.categories.map((c) => <CategoryFigures key={c.category} category={c} />)}
      <h3>How this is worked out</h3>
      <Method>
        {BUDGET_ESTIMATE_METHOD.map((line) => <li key={line}>{line}</li>)}
      </Method>
      <ShareHint />
    </Answer>
  );
}

function CategoryFigures({ category }: { category: CategoryEstimate }) {
  if (category.optionCount === 0) {
    return (
      <section aria-label={category.label}>
        <h3>{category.label}</h3>
        <Note>{`No ${category.label.toLowerCase()} options in the chosen cities yet.`}</Note>
      </section>
    );
  }
  return (
    <section aria-label={category.label}>
      <h3>{category.label}</h3>
      <FieldHint>{`From the prices of ${category.optionCount} ${category.optionCount === 1 ? 'option' : 'options'}.`}</FieldHint>
      <Cards>
        {FIGURES.map((f) => {
          const figure = category[f.key]!;
          return (
            <Card key={f.key} aria-label={`${category.label} ${f.label.toLowerCase()}`}>
              <CardLabel>{f.label}</CardLabel>
              <Amount>{formatRupees(figure.amount)}</Amount>
              <OptionLine option={figure.option} lead={f.lead} />
            </Card>
          );
        })}
      </Cards>
    </section>
  );
}

