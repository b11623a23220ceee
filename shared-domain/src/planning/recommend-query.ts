/**
 * The media-recommendation page's form in its address (issue 18): what the buyer chose
 * travels in the URL, so a plan can be shared and reopened. `recommendationInputFrom` turns
 * the form's texts into what `checkRecommendationRequest` and `POST /recommendations` take.
 */
import { budgetFromText } from '../leads/lead-rules';
import { AUDIENCE_GENDERS, RECOMMENDATION_OBJECTIVES, type RecommendationInput, type RecommendationObjective } from './recommend-request';

/** The form as texts and lists, the way the page holds it. */
export type RecommendationValues = {
  budget: string;
  objective: RecommendationObjective;
  cities: string[];
  /** Categories left out of the plan (every other category may be used). */
  exclude: string[];
  languages: string[];
  start: string;
  end: string;
  ageFrom: string;
  ageTo: string;
  gender: string[];
};

export const EMPTY_RECOMMENDATION_VALUES: RecommendationValues = {
  budget: '', objective: 'reach', cities: [], exclude: [], languages: [], start: '', end: '', ageFrom: '', ageTo: '', gender: [],
};

/** Longest text one parameter keeps (an address is no place for essays). */
const MAX_PARAM = 400;
const MAX_ITEMS = 50;

const list = (text: string | null): string[] =>
  (text ?? '').slice(0, MAX_PARAM).split(',').map((s) => s.trim()).filter(Boolean).slice(0, MAX_ITEMS);

/** The query of a form (`?budget=…&objective=…&cities=Delhi,Mumbai…`); empty fields are left out. */
export function recommendationQuery(values: RecommendationValues): string {
  const params = new URLSearchParams();
  const put = (name: string, value: string) => value.trim() && params.set(name, value.trim());
  put('budget', values.budget);
  params.set('objective', values.objective);
  put('cities', values.cities.join(','));
  put('exclude', values.exclude.join(','));
  put('languages', values.languages.join(','));
  put('start', values.start);
  put('end', values.end);
  put('ageFrom', values.ageFrom);
  put('ageTo', values.ageTo);
  put('gender', values.gender.join(','));
  return `?${params.toString()}`;
}

/** The form from an address (what `recommendationQuery` wrote; anything else is ignored or cut). */
export function recommendationValuesFrom(search: string): RecommendationValues {
  const params = new URLSearchParams(search);
  const text = (name: string, max = 24) => (params.get(name) ?? '').slice(0, max);
  const objective = params.get('objective');
  return {
    budget: text('budget'),
    objective: (RECOMMENDATION_OBJECTIVES as readonly (string | null)[]).includes(objective) ? (objective as RecommendationObjective) : 'reach',
    cities: list(params.get('cities')),
    exclude: list(params.get('exclude')),
    languages: list(params.get('languages')),
    start: text('start', 10),
    end: text('end', 10),
    ageFrom: text('ageFrom', 3),
    ageTo: text('ageTo', 3),
    gender: list(params.get('gender')).filter((g) => (AUDIENCE_GENDERS as readonly string[]).includes(g)),
  };
}

const age = (text: string): number | undefined => {
  if (!text.trim()) return undefined;
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
};

/** What the form asks for, as the request's fields (amounts read like '5 lakh' or '₹2,00,000'). */
export function recommendationInputFrom(values: RecommendationValues): RecommendationInput {
  const budget = budgetFromText(values.budget);
  const audience = { ageFrom: age(values.ageFrom), ageTo: age(values.ageTo), gender: values.gender.length ? values.gender : undefined };
  const hasAudience = Object.values(audience).some((v) => v !== undefined);
  return {
    budget: budget ?? Number.NaN,
    objective: values.objective,
    cities: values.cities,
    excludeCategories: values.exclude,
    languages: values.languages,
    startDate: values.start || undefined,
    endDate: values.end || undefined,
    audience: hasAudience ? Object.fromEntries(Object.entries(audience).filter(([, v]) => v !== undefined)) : undefined,
  };
}

/** True when the address asks for a plan (it has a budget). */
export const asksForPlan = (values: RecommendationValues): boolean => values.budget.trim() !== '';
