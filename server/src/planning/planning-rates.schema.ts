/** Schemas of the rate-based planning routes (GET /planning/cities, /planning/budget-estimate, /planning/ipl-budget). */
import { Type } from '@sinclair/typebox';
import { AnyJson, errorResponses } from '../http/schema-helpers';

/**
 * Values are taken as text and checked by shared-domain's `checkBudgetEstimate` / `checkIplBudget`,
 * so a wrong value gets the same per-field message the page shows (not a schema validator's).
 */
const text = (description: string, maxLength: number) => Type.Optional(Type.String({ description, maxLength }));

const PlannedUnitSchema = Type.Object({ name: Type.String(), value: Type.Number() });

const PlanOptionProperties = {
  optionId: Type.String(),
  mediaId: Type.String(),
  mediaName: Type.String(),
  optionName: Type.String(),
  category: Type.String(),
  slug: Type.String(),
  href: Type.String({ description: 'The media page: /{category}/{slug}' }),
  city: Type.Union([Type.String(), Type.Null()]),
  unitLabel: Type.String(),
  pricingUnits: Type.Array(PlannedUnitSchema, { description: 'The units the plan books' }),
  cost: Type.Number({ description: 'Rupees at those units as the bag prices them, GST included' }),
  rates: AnyJson('The option’s rates (PRICING.md), which a bag line keeps'),
};
const PlanOptionSchema = Type.Object(PlanOptionProperties);

const FigureSchema = Type.Union([
  Type.Object({ amount: Type.Number({ description: 'The percentile of the category’s costs, rupees' }), option: PlanOptionSchema }),
  Type.Null(),
]);

export const BudgetEstimateSchema = Type.Object({
  weeks: Type.Integer(),
  categories: Type.Array(Type.Object({
    category: Type.String(),
    label: Type.String(),
    optionCount: Type.Integer({ description: 'Options priced (at most BUDGET_SAMPLE_PER_CATEGORY: the most popular media’s first)' }),
    low: FigureSchema,
    typical: FigureSchema,
    high: FigureSchema,
  })),
  total: Type.Union([Type.Object({ low: Type.Number(), typical: Type.Number(), high: Type.Number() }), Type.Null()]),
});

const ReachSchema = Type.Union([
  Type.Object({ kind: Type.Literal('estimate'), reach: Type.Number(), basis: Type.String() }),
  Type.Object({ kind: Type.Literal('none'), reason: Type.String() }),
]);
const IplOptionSchema = Type.Union([Type.Object({ ...PlanOptionProperties, reach: ReachSchema }), Type.Null()]);

export const IplBudgetSchema = Type.Object({
  matches: Type.Integer(),
  spots: Type.Integer(),
  channels: Type.Array(Type.Object({
    channel: Type.String(),
    label: Type.String(),
    optionCount: Type.Integer(),
    typical: IplOptionSchema,
    cheapest: IplOptionSchema,
    dearest: IplOptionSchema,
  })),
  total: Type.Union([Type.Object({ budget: Type.Number(), reach: Type.Union([Type.Number(), Type.Null()]) }), Type.Null()]),
});

export const citiesSchema = {
  summary: 'The cities with media, for the planning tools’ city choice',
  tags: ['planning'],
  response: { 200: Type.Object({ cities: Type.Array(Type.String()) }) },
};

export const budgetEstimateSchema = {
  summary: 'Low / typical / high budget per category and in total from the catalog’s rates (25th percentile, median, 75th percentile)',
  tags: ['planning'],
  querystring: Type.Object({
    categories: text('Category keys, comma-separated (at least one)', 400),
    cities: text('Cities, comma-separated; none: all of India', 1_000),
    weeks: text('Duration in whole weeks, 1–52', 8),
  }),
  response: { 200: BudgetEstimateSchema, ...errorResponses(400, 500) },
};

export const iplBudgetSchema = {
  summary: 'IPL season budget and reach per channel (tv, digital, outdoor, radio, in-stadium) from the catalog’s IPL options',
  tags: ['planning'],
  querystring: Type.Object({
    channels: text('Channels, comma-separated: tv, digital, outdoor, radio, in-stadium', 200),
    matches: text('Matches, 1–74', 8),
    spots: text('Spots per match, 1–30', 8),
  }),
  response: { 200: IplBudgetSchema, ...errorResponses(400, 500) },
};
