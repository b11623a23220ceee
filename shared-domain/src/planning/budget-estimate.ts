/**
 * The budget estimator (issue 18, /budget-estimator): for the categories, cities and number of
 * weeks a buyer picks, a low / typical / high budget per category and in total, from the
 * catalog's real rates. Pure: the server reads the options and calls `estimateBudget`; the page
 * keeps its values in the URL with `budgetEstimateQuery` / `budgetEstimateValuesFrom`.
 *
 * The method, in the words the page shows (BUDGET_ESTIMATE_METHOD):
 * - every option is booked for the duration by one rule (`plannedUnits`), then priced exactly
 *   as the bag prices it (`priceOption`: rate rows, minimum billing, GST included);
 * - per category the options' costs are sorted, and low / typical / high are their 25th, 50th
 *   (median) and 75th percentiles by linear interpolation (`percentile`);
 * - each figure names the option whose cost is at the nearest rank to that percentile;
 * - the totals add one figure of each category: a plan with one option per category.
 */
import type { Attribute } from '../entities/entities';
import type { PricingUnit, Rates } from '../entities/pricing-types';
import type { CatalogMediaOption } from '../catalog/catalog-types';
import { CATEGORIES, categoryInfo, isCategoryKey, type CategoryKey } from '../catalog/categories';
import { newBagLine, type BagLineMedia } from '../pricing/bag-line';
import { priceOption } from '../pricing/price-option';
import { isInUse } from '../pricing/units';
import { withPlanUnits, type PlanUnit } from './plan-units';

/** A catalog option with the media it belongs to (what the server reads for the planning tools). */
export type PlanningRateRow = {
  option: CatalogMediaOption;
  media: BagLineMedia & { attributes?: Readonly<Record<string, Attribute>> };
};

/** A unit the plan books, as the bag takes it (`addPlanToBag`'s `pricingUnits`, `withPlanUnits`). */
export type PlannedUnit = PlanUnit & { name: string; value: number };

/** An option a figure names: where it is, what it costs at the planned units, and those units. */
export type PlanOption = {
  optionId: string;
  mediaId: string;
  mediaName: string;
  optionName: string;
  category: string;
  slug: string;
  /** The media's page: `/{category}/{slug}`. */
  href: string;
  city: string | null;
  unitLabel: string;
  /** The planned units (`plannedUnits`) and what they cost as the bag prices them, GST included. */
  pricingUnits: PlannedUnit[];
  cost: number;
  /** The option's rates, which the bag keeps with a line it adds (`addPlanToBag`). */
  rates: Rates;
};

/** A low, typical or high figure: the percentile of the costs, and the option nearest to it. */
export type BudgetFigure = { amount: number; option: PlanOption };

export type CategoryEstimate = {
  category: CategoryKey;
  label: string;
  /** Options whose costs make the figures; 0: the category has none in the chosen cities (no figures). */
  optionCount: number;
  low: BudgetFigure | null;
  typical: BudgetFigure | null;
  high: BudgetFigure | null;
};

export type BudgetEstimate = {
  weeks: number;
  categories: CategoryEstimate[];
  /** Sums of the categories' figures (categories without options add nothing); null when no category has any. */
  total: { low: number; typical: number; high: number } | null;
};

/** Inputs as the calculator takes them once checked. Cities empty: all of India. */
export type BudgetEstimateInput = { categories: CategoryKey[]; cities: string[]; weeks: number };
export type BudgetEstimateField = keyof BudgetEstimateInput;
/** The form's values as text (what the URL holds). */
export type BudgetEstimateValues = { categories: string[]; cities: string[]; weeks: string };
export type BudgetEstimateCheck =
  | { ok: true; value: BudgetEstimateInput }
  | { ok: false; errors: Partial<Record<BudgetEstimateField, string>> };

/** The duration is counted in whole weeks, 1 to 52 (a year). */
export const BUDGET_MIN_WEEKS = 1;
export const BUDGET_MAX_WEEKS = 52;
/** More cities than this is not an estimate for "some cities": leave them all out for all of India. */
export const BUDGET_MAX_CITIES = 20;
/** Options an estimate reads per category at most (the server's sample: the most popular media's first). */
export const BUDGET_SAMPLE_PER_CATEGORY = 200;
/** The three figures, in order, with the percentile each is. */
export const BUDGET_PERCENTILES = { low: 0.25, typical: 0.5, high: 0.75 } as const;

/** How the page explains the figures, in plain words. */
export const BUDGET_ESTIMATE_METHOD: readonly string[] = [
  'Every option of the chosen categories and cities is booked for the duration: options sold by the day, week or month run for the whole duration (a month counted as 30 days, rounded up); season rights are bought once; options sold by count (insertions, spots, posts, impressions…) are booked at their usual count every week.',
  'Each booking is priced exactly as the bag prices it: the option’s rates for those units, its minimum billing, and GST.',
  'Low, typical and high are the 25th percentile, the median and the 75th percentile of those prices in each category (linear interpolation between the two nearest prices), and each names the option priced nearest to it.',
  'The totals add one option of each category: the low total is every category’s low figure, and so on.',
  `A large category is read from its most popular media: up to ${BUDGET_SAMPLE_PER_CATEGORY} options each.`,
];

const round = (n: number) => Math.round(n);

/**
 * The `p`-th percentile (0 ≤ p ≤ 1) of ascending `sorted` numbers by linear interpolation between
 * the closest ranks (the "R-7" method of spreadsheets' PERCENTILE.INC): position h = (n − 1) × p,
 * value = x[⌊h⌋] + (h − ⌊h⌋) × (x[⌊h⌋ + 1] − x[⌊h⌋]). NaN for an empty list.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const h = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

/** The index nearest to the `p`-th percentile's position (ties go up), so a figure names a real option. */
export function nearestRank(count: number, p: number): number {
  return Math.min(count - 1, Math.max(0, Math.round((count - 1) * p)));
}

const TIME_UNITS: Readonly<Record<string, (weeks: number) => number>> = {
  days: (weeks) => weeks * 7,
  weeks: (weeks) => weeks,
  months: (weeks) => Math.ceil((weeks * 7) / 30),
};
/** Units that measure the ad (its size or length), not how often it runs. */
const SIZE_UNIT = /\(cm\)|sq\.? ?ft|\(sec\)|^width|^height|^area|^duration/i;

/**
 * The units an option is booked at for `weeks` weeks, by one rule: a time unit (Days, Weeks,
 * Months) is set to the duration (months of 30 days, rounded up); an option with a Seasons unit
 * is bought once as it is; otherwise its first count unit (Insertions, Spots, Posts…) is its
 * default × weeks (its usual booking every week); an option with no count unit is bought once.
 * Units the rule does not name keep their defaults (never below their minimum).
 */
export function plannedUnits(pricingUnits: readonly Readonly<PricingUnit>[], weeks: number): PlannedUnit[] {
  const units = pricingUnits.filter((u) => isInUse(u)).map((u) => ({ name: u.name, value: u.value, min: u.min }));
  const timed = units.filter((u) => TIME_UNITS[u.name.toLowerCase()]);
  if (timed.length) {
    for (const u of timed) u.value = TIME_UNITS[u.name.toLowerCase()](weeks);
  } else if (!units.some((u) => /^seasons?$/i.test(u.name))) {
    const count = units.find((u) => !SIZE_UNIT.test(u.name));
    if (count) count.value = count.value * weeks;
  }
  return units.map((u) => ({ name: u.name, value: Math.max(u.value, u.min ?? 0) }));
}

/**
 * What `row`'s option costs at `units` as the bag prices it: its line at default units, those
 * units set, priced by `priceOption` (GST included, minimum billing applied).
 */
export function planOption(row: PlanningRateRow, units: readonly PlannedUnit[]): PlanOption {
  const { option, media } = row;
  // The units go on as the bag puts a plan's units on its line, so the price here is the bag's.
  const line = withPlanUnits(newBagLine(option, media, option._id), units);
  const priced = priceOption(line, { serviceTaxPercentage: categoryInfo(media.category)?.gstPercent ?? 18 });
  return {
    optionId: option._id,
    mediaId: media._id,
    mediaName: media.name,
    optionName: option.name,
    category: media.category,
    slug: media.slug,
    href: `/${media.category}/${media.slug}`,
    city: media.city ?? null,
    unitLabel: option.unitLabel,
    pricingUnits: units.map((u) => ({ name: u.name, value: u.value })),
    cost: priced.totalPrice,
    rates: option.rates,
  };
}

/** The cheapest first; equal costs by option id, so the same rows always give the same figures. */
const byCost = (a: PlanOption, b: PlanOption) => a.cost - b.cost || (a.optionId < b.optionId ? -1 : a.optionId > b.optionId ? 1 : 0);

function figureOf(sorted: readonly PlanOption[], costs: readonly number[], p: number): BudgetFigure {
  return { amount: round(percentile(costs, p)), option: sorted[nearestRank(sorted.length, p)] };
}

/**
 * Low / typical / high per category of `categories` (in the order of CATEGORIES) and in total,
 * from `rows` (options of those categories in the chosen cities; others are ignored), each
 * booked for `weeks` weeks (`plannedUnits`). Options that price at nothing are left out.
 */
export function estimateBudget(rows: readonly PlanningRateRow[], input: { categories: readonly CategoryKey[]; weeks: number }): BudgetEstimate {
  const wanted = CATEGORIES.filter((c) => input.categories.includes(c.key));
  const byCategory = new Map<string, PlanOption[]>(wanted.map((c) => [c.key, []]));
  for (const row of rows) {
    const list = byCategory.get(row.media.category);
    if (!list) continue;
    const planned = planOption(row, plannedUnits(row.option.pricingUnits ?? [], input.weeks));
    if (Number.isFinite(planned.cost) && planned.cost > 0) list.push(planned);
  }
  const categories = wanted.map((c): CategoryEstimate => {
    const sorted = (byCategory.get(c.key) ?? []).sort(byCost);
    if (!sorted.length) return { category: c.key, label: c.label, optionCount: 0, low: null, typical: null, high: null };
    const costs = sorted.map((o) => o.cost);
    return {
      category: c.key,
      label: c.label,
      optionCount: sorted.length,
      low: figureOf(sorted, costs, BUDGET_PERCENTILES.low),
      typical: figureOf(sorted, costs, BUDGET_PERCENTILES.typical),
      high: figureOf(sorted, costs, BUDGET_PERCENTILES.high),
    };
  });
  const priced = categories.filter((c) => c.optionCount > 0);
  const sum = (key: 'low' | 'typical' | 'high') => priced.reduce((s, c) => s + (c[key]?.amount ?? 0), 0);
  return { weeks: input.weeks, categories, total: priced.length ? { low: sum('low'), typical: sum('typical'), high: sum('high') } : null };
}

/** `"Delhi, Mumbai"` or repeated parameters → trimmed, non-empty, distinct (first spelling kept, case ignored). */
function listOf(values: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const v of values.flatMap((x) => x.split(','))) {
    const t = v.trim();
    if (t && !seen.has(t.toLowerCase())) {
      seen.add(t.toLowerCase());
      out.push(t);
    }
  }
  return out;
}

/**
 * Checks the form's values: at least one category, each one of CATEGORIES; cities (none: all
 * of India) at most BUDGET_MAX_CITIES, each one of `knownCities` when given (case ignored, the
 * known spelling kept); weeks a whole number from 1 to 52. Each wrong value gets its own message.
 */
export function checkBudgetEstimate(values: Readonly<BudgetEstimateValues>, knownCities?: readonly string[]): BudgetEstimateCheck {
  const errors: Partial<Record<BudgetEstimateField, string>> = {};
  const categories = listOf(values.categories);
  const unknownCategory = categories.find((c) => !isCategoryKey(c));
  if (!categories.length) errors.categories = 'Choose at least one category.';
  else if (unknownCategory !== undefined) errors.categories = `“${unknownCategory.slice(0, 40)}” is not a category we list.`;

  let cities = listOf(values.cities);
  if (cities.length > BUDGET_MAX_CITIES) errors.cities = `Choose at most ${BUDGET_MAX_CITIES} cities, or none for all of India.`;
  else if (knownCities) {
    const known = new Map(knownCities.map((c) => [c.toLowerCase(), c]));
    const unknown = cities.find((c) => !known.has(c.toLowerCase()));
    if (unknown !== undefined) errors.cities = `We have no media in “${unknown.slice(0, 40)}”. Choose a city from the list.`;
    else cities = cities.map((c) => known.get(c.toLowerCase())!);
  }

  const text = values.weeks.trim();
  const weeks = Number(text);
  if (!text) errors.weeks = 'Enter the duration in weeks.';
  else if (!/^\d+$/.test(text) || weeks < BUDGET_MIN_WEEKS || weeks > BUDGET_MAX_WEEKS) errors.weeks = `Duration must be a whole number of weeks from ${BUDGET_MIN_WEEKS} to ${BUDGET_MAX_WEEKS}.`;

  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { categories: categories as CategoryKey[], cities, weeks } };
}

/**
 * The page's URL query: `?categories=newspaper&categories=radio&cities=Delhi&weeks=4`, each list
 * as repeated parameters — what the form's own GET sends without script, so both give one address.
 */
export function budgetEstimateQuery(values: Readonly<BudgetEstimateValues>): string {
  const params = new URLSearchParams();
  for (const c of listOf(values.categories)) params.append('categories', c);
  for (const c of listOf(values.cities)) params.append('cities', c);
  if (values.weeks.trim()) params.set('weeks', values.weeks.trim());
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API's query of checked input: lists comma-joined (`?categories=newspaper,radio&cities=Delhi&weeks=4`). */
export function budgetEstimateApiQuery(input: Readonly<BudgetEstimateInput>): string {
  const params = new URLSearchParams();
  params.set('categories', input.categories.join(','));
  if (input.cities.length) params.set('cities', input.cities.join(','));
  params.set('weeks', String(input.weeks));
  return `?${params.toString()}`;
}

/** The form's values from a URL query: repeated or comma-joined lists; anything else ignored. */
export function budgetEstimateValuesFrom(search: string): BudgetEstimateValues {
  const params = new URLSearchParams(search);
  const list = (name: string) => listOf(params.getAll(name).map((v) => v.slice(0, 400))).slice(0, 60);
  return { categories: list('categories'), cities: list('cities'), weeks: (params.get('weeks') ?? '').slice(0, 8) };
}

/** True when the query asks for an estimate (any of its values is present). */
export function budgetEstimateAsked(values: Readonly<BudgetEstimateValues>): boolean {
  return values.categories.length > 0 || values.cities.length > 0 || values.weeks.trim() !== '';
}
