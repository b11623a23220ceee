import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { formatRupees, toApiError, type MediaFacetsResponse } from 'shared-domain';
import {
  checkRecommendationRequest, asksForPlan, recommendationInputFrom, recommendationQuery, recommendationValuesFrom,
  type RecommendationField, type RecommendationValues,
} from 'shared-domain/planning';
import { color } from 'shared-ui';
import { Button } from 'shared-ui/forms';
import { useContentServices } from '../content/content-services';
import { PlanForm } from './media-plan-form';
import { PlanView, type PlanAnswer } from './media-plan-view';

type Refusal = { error: string; message: string; fields?: Partial<Record<RecommendationField, string>>; smallestBudget?: number };

type Fetched =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'plan'; answer: PlanAnswer }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'failed'; message: string };

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

// Focused by script when a plan arrives (so a screen reader reads it), not by the visitor: no ring.
const ResultRegion = styled.section`
  &:focus { outline: none; }
`;

const ErrorText = styled.p`
  color: ${color.danger};
  font-weight: 600;
`;

