/** Schemas of POST /recommendations (issue 18, the media-mix recommender). */
import { Type } from '@sinclair/typebox';
import { AUDIENCE_GENDERS, RECOMMENDATION_LIMITS, RECOMMENDATION_OBJECTIVES } from 'shared-domain';
import { ErrorResponseWith, errorResponses } from '../http/schema-helpers';

const names = (description: string, maxItems: number) =>
  Type.Optional(Type.Array(Type.String({ maxLength: RECOMMENDATION_LIMITS.text * 2 }), { maxItems: maxItems * 2, description }));

/**
 * Shapes only; values (an unknown objective, city or category, a budget out of range, dates)
 * are checked by shared-domain's `checkRecommendationRequest`, so each wrong field gets the
 * message the page shows beside it. Lists take twice their cap here so an over-long list
 * reaches that check and is refused in its words.
 */
export const RecommendationBodySchema = Type.Object(
  {
    budget: Type.Number({ description: 'Rupees for the whole plan, GST included: more than 0, at most 10,000,000,000 (₹1,000 crore)' }),
    objective: Type.String({ maxLength: 40, description: `One of ${RECOMMENDATION_OBJECTIVES.join(', ')} (footfall: local footfall)` }),
    cities: names('Cities the catalog has media in (any case); none or empty for pan-India', RECOMMENDATION_LIMITS.cities),
    categories: names('Category keys to plan with; none or empty for all', 11),
    excludeCategories: names('Category keys to leave out', 11),
    languages: names('Media languages; none or empty for any', RECOMMENDATION_LIMITS.languages),
    startDate: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD, not before today in India' })),
    endDate: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD, not before the start; lines sold by days, weeks or months stay within the dates' })),
    audience: Type.Optional(Type.Object(
      {
        ageFrom: Type.Optional(Type.Number({ description: '13 to 100' })),
        ageTo: Type.Optional(Type.Number({ description: '13 to 100, not below ageFrom' })),
        gender: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 6, description: AUDIENCE_GENDERS.join(', ') })),
      },
      { description: 'Recorded and echoed: the catalog has no per-option audience data to rank by' },
    )),
  },
  { additionalProperties: false },
);

const PlanUnitsSchema = Type.Array(Type.Object({ name: Type.String(), value: Type.Number() }), { description: 'Every pricing unit to put into the bag' });
const DiscountedRateSchema = Type.Number({ description: 'The option’s default offer rate (the local bag keeps it beside the option id)' });

const AlternativeSchema = Type.Object({
  mediaOptionId: Type.String(),
  mediaId: Type.String(),
  mediaName: Type.String(),
  optionName: Type.String(),
  category: Type.String(),
  slug: Type.String(),
  city: Type.String(),
  language: Type.String(),
  title: Type.String({ description: 'The audience it reaches: its media profile, or an airport for sites that report the airport’s passengers' }),
  unitName: Type.String(),
  units: Type.Number(),
  pricingUnits: PlanUnitsSchema,
  discountedRate: DiscountedRateSchema,
  cost: Type.Number({ description: 'Rupees, GST included' }),
  reach: Type.Number({ description: 'People the option reaches (a print title’s readers once, whatever the insertions)' }),
  exposures: Type.Number({ description: 'Exposures it delivers: its one-step audience × steps' }),
  cpm: Type.Union([Type.Number(), Type.Null()]),
});

const LineSchema = Type.Object({
  mediaOptionId: Type.String(),
  mediaId: Type.String(),
  mediaName: Type.String(),
  optionName: Type.String(),
  category: Type.String(),
  slug: Type.String({ description: 'The media page is /{category}/{slug}' }),
  city: Type.String(),
  language: Type.String(),
  title: Type.String({ description: 'The audience it reaches: its media profile, or an airport for sites that report the airport’s passengers; a plan holds one line of a title and counts its people once' }),
  unitName: Type.String({ description: 'The unit the plan repeats (insertions, spots, days…); empty when the option has none' }),
  units: Type.Number({ description: 'The value of unitName' }),
  pricingUnits: PlanUnitsSchema,
  discountedRate: DiscountedRateSchema,
  cost: Type.Number({ description: 'The bag’s total of the line: GST included, minimum billing applied (rupees)' }),
  reach: Type.Number({ description: 'People the line reaches (SPEC.md section 9 per title; a print title’s readers count once, whatever the insertions; other media add half as many new people each further step)' }),
  exposures: Type.Number({ description: 'Exposures the line delivers: its one-step audience × steps (gross impressions)' }),
  frequency: Type.Union([Type.Number(), Type.Null()], { description: 'Exposures ÷ reach, to one decimal' }),
  objective: Type.String({ description: 'The objective the line serves (the plan’s)' }),
  objectiveNote: Type.String({ description: 'How the line serves it, in words' }),
  cpm: Type.Union([Type.Number(), Type.Null()], { description: 'Rupees per thousand of that reach' }),
  reachBasis: Type.String(),
  why: Type.String(),
  alternatives: Type.Array(AlternativeSchema, { description: 'Up to 3 options of the same category (same city first) that fit the line’s cost' }),
});

const PlanSchema = Type.Object({
  options: Type.Array(LineSchema),
  totals: Type.Object({
    budget: Type.Number(),
    cost: Type.Number({ description: 'Σ line costs, GST included; never above the budget' }),
    remaining: Type.Number(),
    count: Type.Integer(),
    reach: Type.Number({ description: 'People reached: each title once, titles combined by the Sainsbury formula P × (1 − Π(1 − rᵢ/P)) over the population P of the chosen cities (India when none; Census of India 2011); never above P' }),
    exposures: Type.Number({ description: 'Σ line exposures (gross impressions)' }),
    frequency: Type.Union([Type.Number(), Type.Null()], { description: 'Average frequency: exposures ÷ reach, to one decimal' }),
    grps: Type.Union([Type.Number(), Type.Null()], { description: 'Exposures ÷ population × 100 (reach % × frequency); null when a city’s population is not on file' }),
    population: Type.Union([Type.Number(), Type.Null()], { description: 'Population of the chosen cities (India when none); null when a city’s is not on file' }),
    reachPercent: Type.Union([Type.Number(), Type.Null()], { description: 'Reach as a percentage of the population, to one decimal' }),
    titles: Type.Integer({ description: 'Titles (media profiles) in the plan' }),
    place: Type.String({ description: 'Where the plan runs, in words (the chosen cities, or India)' }),
    populationSource: Type.String({ description: 'Where the population figure comes from' }),
    reachBasis: Type.String({ description: 'How reach was counted, in words' }),
    frequencyBasis: Type.String({ description: 'How the average frequency was counted, in words' }),
    grpBasis: Type.String({ description: 'How the GRPs were counted, in words' }),
  }),
  objective: Type.String(),
  message: Type.Optional(Type.String({ description: 'Why the plan is empty, when it is' })),
  audience: Type.Optional(Type.Object({
    ageFrom: Type.Optional(Type.Number()),
    ageTo: Type.Optional(Type.Number()),
    gender: Type.Optional(Type.Array(Type.String())),
  }, { description: 'The audience asked for, echoed' })),
});

/** A 400: per-field messages for wrong values, or `budget_too_small` with the smallest workable budget. */
const RecommendationErrorSchema = ErrorResponseWith(
  { smallestBudget: Type.Optional(Type.Number({ description: 'budget_too_small: the cheapest workable line, rupees incl. GST and minimum billing' })) },
  'Error answer: bad_request with `fields`, or budget_too_small',
);

export const recommendationSchema = {
  summary: 'A media plan within a budget: options and units chosen for the objective (reach: the most people, each title counted once), each priced as the bag prices it; obituary, classified and recruitment ads are not planned (no sign-in needed)',
  tags: ['planning'],
  body: RecommendationBodySchema,
  response: { 200: PlanSchema, 400: RecommendationErrorSchema, ...errorResponses(429) },
};
