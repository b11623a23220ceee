import { CATEGORIES, formatRupees } from 'shared-domain';
import {
  BUDGET_ESTIMATE_METHOD, BUDGET_MAX_WEEKS, budgetEstimateApiQuery, budgetEstimateAsked, budgetEstimateQuery, budgetEstimateValuesFrom,
  checkBudgetEstimate, type BudgetEstimate, type BudgetEstimateField, type BudgetEstimateInput, type BudgetEstimateValues, type CategoryEstimate, type PlanOption,
} from 'shared-domain/planning';
import { ErrorState, LoadingState, useResource } from 'shared-ui/states';
import { Button, CheckboxLabel, FieldError, FieldHint } from 'shared-ui/forms';
import { useContentServices } from '../content/content-services';
import { AddPlanToBagButton } from './add-plan-to-bag';
import {
  Amount, Answer, AnswerStates, Card, CardLabel, Cards, Choices, Group, Method, Note, NumberRow, OptionLine, ShareHint, ToolForm,
  fetchPlanningCities, planLinesOf, usePlanningTool, type PlanningTool,
} from './budget-estimator-parts';

const FIGURES = [
  { key: 'low', label: 'Low', lead: 'Nearest option:', note: '25th percentile' },
  { key: 'typical', label: 'Typical', lead: 'Nearest option:', note: 'median' },
  { key: 'high', label: 'High', lead: 'Nearest option:', note: '75th percentile' },
] as const;

const ESTIMATOR: PlanningTool<BudgetEstimateField, BudgetEstimateValues, BudgetEstimateInput> = {
  order: ['categories', 'cities', 'weeks'],
  valuesFrom: budgetEstimateValuesFrom,
  query: budgetEstimateQuery,
  asked: budgetEstimateAsked,
  check: (values) => checkBudgetEstimate(values),
  apiPath: (input) => `/planning/budget-estimate${budgetEstimateApiQuery(input)}`,
};

/**
 * /budget-estimator (issue 18): categories, cities and weeks → a low / typical / high budget
 * per category and in total from the catalog's real rates (GET /planning/budget-estimate), each
 * figure naming the option behind it. The values live in the URL (`?categories=…&cities=…
 * &weeks=…`); the form's own GET gives the same address without script, and the server renders
 * the result of a shared address.
 */
export function BudgetEstimator() {
  const { api } = useContentServices();
  // Cities are checked by the server (it knows them); everything else here first, with the same words.
  const { id, pathname, values, setValues, answer: estimate, retry: retryEstimate, errors, submit, described } = usePlanningTool<BudgetEstimateField, BudgetEstimateValues, BudgetEstimateInput, BudgetEstimate>(ESTIMATOR);
  const [citiesResource, retryCities] = useResource('planning:cities', () => fetchPlanningCities(api));

  const toggle = (field: 'categories' | 'cities', value: string, on: boolean) =>
    setValues((v) => ({ ...v, [field]: on ? [...v[field], value] : v[field].filter((x) => x.toLowerCase() !== value.toLowerCase()) }));
  const ticked = (list: readonly string[], value: string) => list.some((x) => x.toLowerCase() === value.toLowerCase());
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
        <NumberRow
          id={`${id}-weeks`}
          name="weeks"
          label="Duration (weeks)"
          hint={`Whole weeks, 1 to ${BUDGET_MAX_WEEKS}.`}
          placeholder="e.g. 4"
          value={values.weeks}
          error={errors.weeks}
          onChange={(text) => setValues((v) => ({ ...v, weeks: text }))}
        />
        <Button type="submit">Estimate</Button>
      </ToolForm>
      <AnswerStates answer={estimate} retry={retryEstimate} loading="Working out the estimate…" failed="The estimate could not be worked out">
        {(value) => <EstimateAnswer estimate={value} />}
      </AnswerStates>
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

