/**
 * The media-mix recommender's model (issue 18): its shapes, how each objective values reach
 * and how a plan is scored. What "estimated reach" means here:
 *
 *  - Base reach R of an option: SPEC.md section 9 (`estimateReach`) for the option bought at
 *    one step, i.e. its quantity unit (`quantityUnitOf`: insertions, spots a day, impressions,
 *    months…) at its minimum m and its other units at the catalog's starting values. Options
 *    with no estimate ("N/A": outdoor, BTL; television, influencers and sports without reported
 *    impressions) are never given an invented figure and are left out, with one exception: for
 *    the local-footfall objective an outdoor or BTL site counts its reported daily footfall as R
 *    (one day's passers-by: the people who pass it on other days are mostly the same people); a
 *    site without that figure, and a site's production option (printing, mounting), are left out.
 *  - Repeats: a line bought at k steps (units k × m) reaches R × (1 + d + d² + … + d^(k−1)): each
 *    further step adds d times what the step before added (diminishing returns for repeating one
 *    medium; the same readers see the second insertion).
 *  - Stacking: within a category, lines are taken in descending order of weighted reach and the
 *    j-th (from 0) counts c^j of its reach (a fifth newspaper adds fewer new people than the first).
 *  - Objectives: reach d = 0.5, c = 0.8; frequency d = 0.85, c = 0.6 (repeats worth more, fewer
 *    media); footfall d = 0.6, c = 0.8 with category weights that favour media seen on the spot
 *    in the chosen cities (outdoor, BTL, cinema 1; airport 0.8; the city's radio and newspapers
 *    0.2; media read across India 0.1: a print reader is not a passer-by).
 *
 * The plan's value for frequency and footfall is Σ over categories of Σ_j c^j × weight × reach_j
 * (`planScore`). For the reach objective it is people (plan-reach.ts, issue 32): print lines count
 * their readers once whatever the insertions, one title at most one line, titles combined by the
 * Sainsbury formula over the chosen cities' population. Every plan reports its reach, average
 * frequency and GRPs that way (`planReach`), and notice formats (obituary, classified,
 * recruitment) are never planned: they serve none of the objectives.
 */
import type { Attribute } from '../entities/entities';
import type { PricingUnit } from '../entities/pricing-types';
import type { CatalogMediaOption } from '../catalog/catalog-types';
import type { PlanUnit } from './plan-units';
import type { RecommendationObjective } from './recommend-request';
import { linePeople, type PlanMarket, type PlanReach } from './plan-reach';

/** One catalog option the recommender may choose, with its media's facts. */
export type PlanCandidate = {
  readonly mediaOptionId: string;
  readonly mediaId: string;
  readonly mediaName: string;
  readonly optionName: string;
  readonly category: string;
  readonly slug: string;
  readonly city: string;
  readonly language: string;
  /** The catalog option as the bag receives it (pricing units, rates, minimum billing, GST). */
  readonly option: Readonly<CatalogMediaOption>;
  /** The media's attributes: circulation, seats, weekly listenership, daily footfall… */
  readonly attributes?: Readonly<Record<string, Attribute>>;
};

/** What the recommender needs of a (checked) request. */
export type PlanRequest = {
  readonly budget: number;
  readonly objective: RecommendationObjective;
  /** Campaign days (start to end, both included), when known: caps lines sold by days, weeks or months. */
  readonly campaignDays?: number;
  /** The chosen cities and their populations: reach is counted as people of that market (plan-reach.ts). */
  readonly market?: PlanMarket;
};

/**
 * An option at chosen units, priced: what a plan line and an alternative both carry (enough to
 * put it in the bag).
 */
export type PlannedOption = {
  mediaOptionId: string;
  mediaId: string;
  mediaName: string;
  optionName: string;
  category: string;
  slug: string;
  city: string;
  language: string;
  /** The title whose audience it reaches (`titleOf`): a plan counts a title's people once. */
  title: string;
  /** The repeated unit ('' when the option has no pricing unit to repeat). */
  unitName: string;
  /** The value of `unitName`'s pricing unit. */
  units: number;
  /** Every pricing unit of the line, as the bag should get them (`withPlanUnits`). */
  pricingUnits: PlanUnit[];
  /** The option's default offer rate (the local bag keeps it beside the option id). */
  discountedRate: number;
  /** The bag's total for the line: GST included, minimum billing applied (rupees). */
  cost: number;
  /** People the line reaches (plan-reach.ts `linePeople`: print readers once, whatever the insertions). */
  reach: number;
  /** Exposures the line delivers: its one-step audience × steps (gross impressions). */
  exposures: number;
  /** Rupees per thousand of that reach. */
  cpm: number | null;
};

/** A cheaper or equal-cost option of the same category that would fit a line's cost (enough to put it in the line's place and in the bag). */
export type PlanAlternative = PlannedOption;

/** One line of the plan, as `POST /api/recommendations` answers it. */
export type RecommendedLine = PlannedOption & {
  /** The objective the line serves (the plan's). */
  objective: RecommendationObjective;
  /** How the line serves it, in words. */
  objectiveNote: string;
  /** Exposures ÷ reach: repeats per reached person, to one decimal. */
  frequency: number | null;
  reachBasis: string;
  why: string;
  alternatives: PlanAlternative[];
};

/** A plan's money and its reach, frequency and GRPs, each with its basis (plan-reach.ts). */
export type PlanTotals = PlanReach & { budget: number; cost: number; remaining: number; count: number };

export type RecommendationResult =
  | {
    kind: 'plan';
    objective: RecommendationObjective;
    options: RecommendedLine[];
    totals: PlanTotals;
    /** Said when the plan is empty: why. */
    message?: string;
  }
  | { kind: 'budget_too_small'; smallestBudget: number; message: string };

/** How an objective values reach (see the model at the top). */
export type ObjectiveModel = {
  /** d: what each further step of a line adds, as a share of the step before. */
  readonly repeatDecay: number;
  /** c: the share of reach the j-th line of one category counts, c^j. */
  readonly categoryDecay: number;
  /** Weight of a category's reach. */
  readonly weight: (category: string) => number;
  /** Whether outdoor and BTL count their daily footfall as reach. */
  readonly footfallProxy: boolean;
  /** Whether the plan's value is people (plan-reach.ts), not weighted stacked reach. */
  readonly people: boolean;
};

const FOOTFALL_WEIGHTS: Readonly<Record<string, number>> = {
  outdoor: 1, nontraditional: 1, cinema: 1, airport: 0.8, radio: 0.2, newspaper: 0.2,
};

export const OBJECTIVE_MODELS: Readonly<Record<RecommendationObjective, ObjectiveModel>> = {
  reach: { repeatDecay: 0.5, categoryDecay: 0.8, weight: () => 1, footfallProxy: false, people: true },
  frequency: { repeatDecay: 0.85, categoryDecay: 0.6, weight: () => 1, footfallProxy: false, people: false },
  footfall: { repeatDecay: 0.6, categoryDecay: 0.8, weight: (c) => FOOTFALL_WEIGHTS[c] ?? 0.1, footfallProxy: true, people: false },
};

/** Most steps (units = steps × minimum) of one line, and most lines in a plan (a plan a person reads). */
export const MAX_PLAN_STEPS = 10;
export const MAX_PLAN_LINES = 20;

/** One step count of a candidate: its units, the bag's price, the people it reaches (rounded) and its exposures. */
export type PlanLevel = { readonly steps: number; readonly units: number; readonly cost: number; readonly reach: number; readonly exposures: number };

/** A candidate ready to plan: base reach, words, and every step count that fits the budget. */
export type PreparedCandidate = {
  readonly candidate: PlanCandidate;
  readonly unit: Readonly<PricingUnit> | null;
  /** The units of one step (the quantity unit's minimum, at least 1). */
  readonly step: number;
  readonly baseReach: number;
  readonly basis: string;
  readonly weight: number;
  /** The title whose audience it reaches (`titleOf`). */
  readonly title: string;
  /** Most people the line can reach: its city's population when known, else unbounded. */
  readonly peopleCap: number;
  /**
   * levels[k − 1] is the line at k steps, at most MAX_PLAN_STEPS, priced up to the first one
   * over the budget (kept: the first step's price tells the smallest workable budget).
   */
  readonly levels: readonly PlanLevel[];
};


/**
 * What a candidate at `steps` steps is worth to the search: people (capped at its city's
 * population) for the reach objective, else weighted stepped reach. Unrounded.
 */
export const levelValue = (p: PreparedCandidate, steps: number, model: ObjectiveModel): number =>
  model.people
    ? Math.min(p.peopleCap, linePeople(p.candidate.category, p.baseReach, steps))
    : p.weight * stepsReach(p.baseReach, steps, model.repeatDecay);

/** Estimated reach of a line at `steps` steps: R × (1 − d^k) / (1 − d). */
export const stepsReach = (baseReach: number, steps: number, repeatDecay: number): number =>
  steps <= 0 ? 0 : baseReach * ((1 - repeatDecay ** steps) / (1 - repeatDecay));

/** One line's category and weighted reach, as the plan's value reads it. */
export type ScoredLine = { readonly category: string; readonly value: number };

/** The plan's value: per category, lines by descending value, the j-th counting c^j. */
export function planScore(lines: readonly ScoredLine[], categoryDecay: number): number {
  const byCategory = new Map<string, number[]>();
  for (const l of lines) {
    const list = byCategory.get(l.category);
    if (list) list.push(l.value);
    else byCategory.set(l.category, [l.value]);
  }
  let total = 0;
  for (const list of byCategory.values()) total += stackedSum(list.sort((a, b) => b - a), categoryDecay);
  return total;
}

/** Σ c^j × values[j] of values in descending order. */
export function stackedSum(descending: readonly number[], c: number): number {
  let sum = 0;
  let w = 1;
  for (const v of descending) {
    sum += w * v;
    w *= c;
  }
  return sum;
}

/** Slack when comparing rupees and values computed in floating point. */
export const PLAN_EPS = 1e-9;
