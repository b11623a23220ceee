/**
 * What a buyer asks the media-mix recommender (issue 18): budget, objective, where, which
 * media, when and for whom. `checkRecommendationRequest` checks it field by field; the page
 * and `POST /api/recommendations` both use it, so both refuse the same things with the same words.
 */
import { CATEGORY_KEYS, isCategoryKey, type CategoryKey } from '../catalog/categories';
import { indiaDay } from '../campaign/report';

export const RECOMMENDATION_OBJECTIVES = ['reach', 'frequency', 'footfall'] as const;
export type RecommendationObjective = (typeof RECOMMENDATION_OBJECTIVES)[number];

/** Labels the page shows for the objectives. */
export const OBJECTIVE_LABELS: Readonly<Record<RecommendationObjective, string>> = {
  reach: 'Reach',
  frequency: 'Frequency',
  footfall: 'Local footfall',
};

export const AUDIENCE_GENDERS = ['male', 'female', 'other'] as const;
export type AudienceGender = (typeof AUDIENCE_GENDERS)[number];

/** Who the plan is for. The catalog has no per-option audience data the plan could rank by, so it is recorded and echoed. */
export type RecommendationAudience = { ageFrom?: number; ageTo?: number; gender?: AudienceGender[] };

/** The largest budget: ₹1,000 crore. */
export const RECOMMENDATION_MAX_BUDGET = 10_000_000_000;
export const AUDIENCE_MIN_AGE = 13;
export const AUDIENCE_MAX_AGE = 100;
/** Bounds of the lists, far above what a person picks. */
export const RECOMMENDATION_LIMITS = { cities: 50, languages: 20, text: 80 } as const;

/** A checked request: lists trimmed, de-duplicated, cities in the catalog's spelling. */
export type RecommendationRequest = {
  budget: number;
  objective: RecommendationObjective;
  /** Empty: pan-India. */
  cities: string[];
  /** Empty: every category. */
  categories: CategoryKey[];
  excludeCategories: CategoryKey[];
  languages: string[];
  startDate?: string;
  endDate?: string;
  audience?: RecommendationAudience;
};

export type RecommendationField = keyof RecommendationRequest;

/** What may arrive: anything, each field checked. */
export type RecommendationInput = { readonly [K in RecommendationField]?: unknown };

export type RecommendationCheck =
  | { ok: true; value: RecommendationRequest }
  | { ok: false; errors: Partial<Record<RecommendationField, string>> };

export type RecommendationContext = {
  /** Today is read from it (India's calendar day): a plan cannot start in the past. */
  readonly now: Date;
  /** The cities the catalog has media in. */
  readonly knownCities: readonly string[];
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Days from `start` to `end`, both included. */
const inclusiveDays = (start: string, end: string): number =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** A list of short texts, trimmed and de-duplicated (ignoring case), or a message. */
function textList(value: unknown, what: string, max: number): string[] | string {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return `${what} must be a list.`;
  if (value.length > max) return `Choose at most ${max} ${what.toLowerCase()}.`;
  const out: string[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string' || !item.trim() || item.trim().length > RECOMMENDATION_LIMITS.text) return `${what} must be names of up to ${RECOMMENDATION_LIMITS.text} characters.`;
    const key = item.trim().toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(item.trim());
    }
  }
  return out;
}

function categoryList(value: unknown): CategoryKey[] | string {
  const list = textList(value, 'Categories', CATEGORY_KEYS.length * 2);
  if (typeof list === 'string') return list;
  const unknown = list.filter((c) => !isCategoryKey(c));
  if (unknown.length) return `Unknown categor${unknown.length > 1 ? 'ies' : 'y'} ${unknown.map((c) => `"${c}"`).join(', ')}; the categories are ${CATEGORY_KEYS.join(', ')}.`;
  return list as CategoryKey[];
}

const isAge = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= AUDIENCE_MIN_AGE && x <= AUDIENCE_MAX_AGE;

function audienceOf(value: unknown): RecommendationAudience | undefined | string {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return 'Audience must be an object with ageFrom, ageTo and gender.';
  const { ageFrom, ageTo, gender, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length) return `Audience takes ageFrom, ageTo and gender only (not ${Object.keys(rest).join(', ')}).`;
  const out: RecommendationAudience = {};
  if (ageFrom !== undefined) {
    if (!isAge(ageFrom)) return `The youngest age must be a whole number from ${AUDIENCE_MIN_AGE} to ${AUDIENCE_MAX_AGE}.`;
    out.ageFrom = ageFrom;
  }
  if (ageTo !== undefined) {
    if (!isAge(ageTo)) return `The oldest age must be a whole number from ${AUDIENCE_MIN_AGE} to ${AUDIENCE_MAX_AGE}.`;
    out.ageTo = ageTo;
  }
  if (out.ageFrom !== undefined && out.ageTo !== undefined && out.ageFrom > out.ageTo) return 'The youngest age cannot be above the oldest.';
  if (gender !== undefined) {
    if (!Array.isArray(gender) || gender.some((g) => !(AUDIENCE_GENDERS as readonly unknown[]).includes(g))) {
      return `Gender must be a list of ${AUDIENCE_GENDERS.join(', ')}.`;
    }
    out.gender = AUDIENCE_GENDERS.filter((g) => gender.includes(g));
  }
  return out;
}

/**
 * Checks a request. Budget: a number above ₹0 and at most ₹1,000 crore. Objective: reach,
 * frequency or footfall. Cities: cities the catalog has (any case; none means pan-India).
 * Categories and excludeCategories: category keys, with at least one category left. Dates:
 * YYYY-MM-DD, the start not before today in India, the end not before the start. Audience:
 * ages 13–100, the youngest not above the oldest, gender from male, female, other.
 */
export function checkRecommendationRequest(input: RecommendationInput, context: RecommendationContext): RecommendationCheck {
  const errors: Partial<Record<RecommendationField, string>> = {};
  const { budget, objective } = input;
  if (typeof budget !== 'number' || !Number.isFinite(budget)) errors.budget = 'Enter the budget in rupees as a number.';
  else if (budget <= 0) errors.budget = 'The budget must be more than ₹0.';
  else if (budget > RECOMMENDATION_MAX_BUDGET) errors.budget = 'The budget can be at most ₹1,000 crore.';

  if (typeof objective !== 'string' || !(RECOMMENDATION_OBJECTIVES as readonly string[]).includes(objective)) {
    errors.objective = `Choose the objective: ${RECOMMENDATION_OBJECTIVES.join(', ')}.`;
  }

  const cities: string[] = [];
  const cityList = textList(input.cities, 'Cities', RECOMMENDATION_LIMITS.cities);
  if (typeof cityList === 'string') errors.cities = cityList;
  else {
    const byKey = new Map(context.knownCities.map((c) => [c.trim().toLowerCase(), c]));
    const unknown = cityList.filter((c) => !byKey.has(c.toLowerCase()));
    if (unknown.length) errors.cities = `We have no media in ${unknown.map((c) => `"${c}"`).join(', ')}. Choose cities from the list, or none for pan-India.`;
    else cities.push(...cityList.map((c) => byKey.get(c.toLowerCase()) as string));
  }

  const categories = categoryList(input.categories);
  if (typeof categories === 'string') errors.categories = categories;
  const excludeCategories = categoryList(input.excludeCategories);
  if (typeof excludeCategories === 'string') errors.excludeCategories = excludeCategories;
  else if (typeof categories !== 'string') {
    const left = (categories.length ? categories : CATEGORY_KEYS).filter((c) => !excludeCategories.includes(c));
    if (!left.length) errors.excludeCategories = 'Leave at least one category in the plan.';
  }

  const languages = textList(input.languages, 'Languages', RECOMMENDATION_LIMITS.languages);
  if (typeof languages === 'string') errors.languages = languages;

  const { startDate, endDate } = input;
  const today = indiaDay(context.now);
  if (startDate !== undefined && startDate !== null && startDate !== '') {
    if (!isIsoDay(startDate)) errors.startDate = 'Enter the start date as YYYY-MM-DD.';
    else if (startDate < today) errors.startDate = 'The start date cannot be in the past.';
  }
  if (endDate !== undefined && endDate !== null && endDate !== '') {
    if (!isIsoDay(endDate)) errors.endDate = 'Enter the end date as YYYY-MM-DD.';
    else if (isIsoDay(startDate) && endDate < startDate) errors.endDate = 'The end date cannot be before the start date.';
    else if (endDate < today) errors.endDate = 'The end date cannot be in the past.';
  }

  const audience = audienceOf(input.audience);
  if (typeof audience === 'string') errors.audience = audience;

  if (Object.keys(errors).length) return { ok: false, errors };
  const value: RecommendationRequest = {
    budget: budget as number,
    objective: objective as RecommendationObjective,
    cities,
    categories: categories as CategoryKey[],
    excludeCategories: excludeCategories as CategoryKey[],
    languages: languages as string[],
  };
  if (isIsoDay(startDate)) value.startDate = startDate;
  if (isIsoDay(endDate)) value.endDate = endDate;
  if (audience && typeof audience !== 'string' && Object.keys(audience).length) value.audience = audience;
  return { ok: true, value };
}

/** The categories a checked request plans: its categories (all when none) less the excluded ones. */
export const plannedCategories = (request: Pick<RecommendationRequest, 'categories' | 'excludeCategories'>): CategoryKey[] =>
  (request.categories.length ? [...new Set(request.categories)] : [...CATEGORY_KEYS]).filter((c) => !request.excludeCategories.includes(c));

/** Campaign days of a checked request (start to end, both included), when both dates are given. */
export const campaignDaysOf = (request: Pick<RecommendationRequest, 'startDate' | 'endDate'>): number | undefined =>
  request.startDate && request.endDate ? inclusiveDays(request.startDate, request.endDate) : undefined;
