/**
 * The media-mix recommender (issue 18, /media-recommendation): from a shortlist of catalog
 * options and a budget, choose options and their units to maximise estimated reach, every line
 * priced exactly as the bag prices it (GST and minimum billing included), the plan's total at or
 * under the budget. Pure and deterministic: the same candidates (in any order) and request give
 * the same plan.
 *
 * What a plan is worth (base reach, repeats, stacking, objectives) is in recommend-model.ts;
 * how the plan is searched, in recommend-search.ts.
 *
 * The search: greedy by marginal value per rupee (a new line may enter at any step count, which matters when minimum
 * billing makes the first steps cost the same), from an empty plan and from a few seeded starts
 * (each of the best single lines), then local improvement (drop or shorten one line and refill)
 * until nothing improves. `recommend.test.ts` checks it against exhaustive search on many
 * random small catalogs (within 3 % of the best plan).
 */
import type { BagMediaOption, PricingUnit } from '../entities/pricing-types';
import { categoryDisplayName } from '../catalog/categories';
import { cpm, estimateReach, reachInputsOf } from '../catalog/reach';
import { initialVariableUnit } from '../pricing/bag-line';
import { priceOption } from '../pricing/price-option';
import { round2 } from '../pricing/rounding';
import { formatCount, MAX_UNITS } from '../input/numbers';
import { planUnitMin, quantityUnitOf, withPlanUnits, type PlanUnit } from './plan-units';
import { cityPopulation, isNoticeFormat, titleOf, linePeople, marketPopulation, planReach, repeatsReachNewPeople, PEOPLE_REPEAT_DECAY } from './plan-reach';
import { OBJECTIVE_LABELS } from './recommend-request';
import {
  PLAN_EPS, MAX_PLAN_STEPS, OBJECTIVE_MODELS, levelValue, type ObjectiveModel, type PlanAlternative, type PlanCandidate, type PlanLevel, type PlannedOption,
  type PlanRequest, type PlanTotals, type PreparedCandidate, type RecommendationResult, type RecommendedLine,
} from './recommend-model';
import { searchPlan } from './recommend-search';

export * from './recommend-model';
export * from './plan-reach';
export { searchPlan, planValue } from './recommend-search';

/** Whom a category's reach counts, for the words of `why` and `reachBasis`. */
const AUDIENCE_NOUN: Readonly<Record<string, string>> = {
  airport: 'passengers', cinema: 'moviegoers', magazine: 'readers', newspaper: 'readers', radio: 'listeners',
  outdoor: 'passers-by', nontraditional: 'passers-by', digital: 'impressions', television: 'viewers',
  'influencer-marketing': 'impressions', 'sports-marketing': 'viewers',
};
const nounOf = (category: string) => AUDIENCE_NOUN[category] ?? 'people';

/** Days one unit of a time unit covers, for capping lines by the campaign's length. */
const TIME_UNIT_DAYS: ReadonlyArray<[RegExp, number]> = [[/^days?$/i, 1], [/^weeks?$/i, 7], [/^months?$/i, 30]];


const positive = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0;

/** The option as a new bag line holds it (newBagLine's units and rates), so its price is the bag's. */
function asBagLine(c: PlanCandidate): BagMediaOption {
  const o = c.option;
  return {
    _id: o._id,
    _mediaOption: o._id,
    _media: c.mediaId,
    pricingUnits: o.pricingUnits ?? [],
    variablePricingUnits: (o.variablePricingUnits ?? []).map(initialVariableUnit),
    rates: o.rates,
    minimumBilling: o.minimumBilling,
    serviceTaxPercentage: o.serviceTaxPercentage,
  };
}

/** The chosen pricing units of a line at `units` of its quantity unit. */
export function planUnitsAt(option: { readonly pricingUnits: readonly Readonly<PricingUnit>[] }, unitName: string, units: number): PlanUnit[] {
  return option.pricingUnits.map((u) => ({ name: u.name, value: u.name === unitName ? units : u.value }));
}

/** The bag's total of `option` with `units` of its quantity unit (GST in, minimum billing applied). */
export function lineCost(line: BagMediaOption, unit: Readonly<PricingUnit> | null, units: number): number {
  const priced = unit ? withPlanUnits(line, [{ name: unit.name, value: units }]) : line;
  return priceOption(priced).totalPrice;
}

/** Base reach (one step) and its words, or null when the option has no estimate for this objective. */
function baseReachOf(c: PlanCandidate, line: BagMediaOption, unit: Readonly<PricingUnit> | null, step: number, model: ObjectiveModel): { reach: number; basis: string } | null {
  const option = unit ? withPlanUnits(line, [{ name: unit.name, value: step }]) : line;
  const estimate = estimateReach(c.category, reachInputsOf(c.attributes, { name: c.optionName, pricingUnits: option.pricingUnits, variablePricingUnits: option.variablePricingUnits }));
  if (estimate.kind === 'estimate' && positive(estimate.reach)) return { reach: estimate.reach, basis: estimate.basis };
  // A site's production option (printing, mounting) buys no passers-by of its own.
  if (model.footfallProxy && (c.category === 'outdoor' || c.category === 'nontraditional') && !/production/i.test(c.option.type ?? '')) {
    const raw = c.attributes?.dailyFootfall?.value ?? c.attributes?.footfall?.value;
    const footfall = typeof raw === 'string' ? Number(raw.replace(/,/g, '')) : raw;
    if (positive(footfall)) return { reach: Math.round(footfall), basis: 'Daily footfall (one day’s passers-by)' };
  }
  return null;
}

/** Most steps of a line: MAX_PLAN_STEPS, and for a time unit no more than the campaign's days cover. */
function maxStepsOf(unit: Readonly<PricingUnit> | null, step: number, campaignDays: number | undefined): number {
  if (!unit) return 1;
  const days = TIME_UNIT_DAYS.find(([re]) => re.test(unit.name.trim()))?.[1];
  if (days === undefined || !positive(campaignDays)) return MAX_PLAN_STEPS;
  return Math.max(1, Math.min(MAX_PLAN_STEPS, Math.floor(campaignDays / (days * step))));
}

/**
 * The candidates that can be planned: each with a base reach and its step counts priced, those
 * that fit the budget (steps beyond the first that does not fit are not priced). A candidate
 * without a reach for this objective is left out; one whose first step is over the budget keeps
 * no levels (it still tells the smallest workable budget).
 */
export function prepareCandidates(candidates: readonly PlanCandidate[], request: PlanRequest, maxSteps = MAX_PLAN_STEPS): PreparedCandidate[] {
  const model = OBJECTIVE_MODELS[request.objective];
  const marketPeople = request.market ? marketPopulation(request.market) : null;
  const sorted = [...candidates].sort((a, b) => (a.mediaOptionId < b.mediaOptionId ? -1 : a.mediaOptionId > b.mediaOptionId ? 1 : 0));
  const out: PreparedCandidate[] = [];
  let previousId: string | undefined;
  for (const candidate of sorted) {
    if (candidate.mediaOptionId === previousId) continue;
    previousId = candidate.mediaOptionId;
    // Obituary, classified and recruitment ads are read by those looking for them: no objective here.
    if (isNoticeFormat(candidate.option)) continue;
    const line = asBagLine(candidate);
    const unit = quantityUnitOf(line);
    const step = unit ? planUnitMin(unit) : 1;
    const base = baseReachOf(candidate, line, unit, step, model);
    if (!base) continue;
    const weight = model.weight(candidate.category);
    const peopleCap = Math.min(cityPopulation(request.market, candidate.city) ?? Number.POSITIVE_INFINITY, marketPeople ?? Number.POSITIVE_INFINITY);
    const levels: PlanLevel[] = [];
    const most = Math.min(maxSteps, maxStepsOf(unit, step, request.campaignDays));
    for (let k = 1; k <= most; k++) {
      // The bag takes at most MAX_UNITS of a unit (withPlanUnits ignores more).
      if (k * step > MAX_UNITS) break;
      const cost = lineCost(line, unit, k * step);
      if (!Number.isFinite(cost) || cost <= 0) break;
      levels.push({
        steps: k, units: k * step, cost,
        reach: Math.round(Math.min(peopleCap, linePeople(candidate.category, base.reach, k))),
        exposures: Math.round(base.reach * k),
      });
      if (cost > request.budget) break;
    }
    if (!levels.length) continue;
    out.push({ candidate, unit, step, baseReach: base.reach, basis: base.basis, weight, title: titleOf(candidate, base.basis, base.reach), peopleCap, levels });
  }
  return out;
}


const money = (n: number) => `₹${formatCount(round2(n))}`;
const plural = (n: number, word: string) => `${formatCount(n)} ${word}`;

/** A candidate at one of its step counts, as a line or an alternative shows it. */
function plannedOption(p: PreparedCandidate, level: PlanLevel): PlannedOption {
  const unitName = p.unit?.name ?? '';
  return {
    mediaOptionId: p.candidate.mediaOptionId,
    mediaId: p.candidate.mediaId,
    mediaName: p.candidate.mediaName,
    optionName: p.candidate.optionName,
    category: p.candidate.category,
    slug: p.candidate.slug,
    city: p.candidate.city,
    language: p.candidate.language,
    title: p.title,
    unitName,
    units: p.unit ? level.units : 1,
    pricingUnits: planUnitsAt(p.candidate.option, unitName, level.units),
    discountedRate: p.candidate.option.rates.defaultRates.discountedRate,
    cost: level.cost,
    reach: level.reach,
    exposures: level.exposures,
    cpm: cpm(level.cost, level.reach),
  };
}

/**
 * Up to 3 other candidates of the line's category that fit its cost, same city first, most reach
 * first; none of a title another line of the plan already reaches.
 */
function alternativesOf(prepared: readonly PreparedCandidate[], chosen: ReadonlySet<PreparedCandidate>, line: PreparedCandidate, cost: number): PlanAlternative[] {
  const found: Array<PlanAlternative & { sameCity: boolean }> = [];
  const otherTitles = new Set([...chosen].filter((c) => c !== line).map((c) => c.title));
  prepared.forEach((p) => {
    if (chosen.has(p) || p.candidate.category !== line.candidate.category || otherTitles.has(p.title)) return;
    let level: PlanLevel | undefined;
    for (const l of p.levels) if (l.cost <= cost + PLAN_EPS) level = l;
    if (!level) return;
    found.push({
      ...plannedOption(p, level),
      sameCity: p.candidate.city === line.candidate.city,
    });
  });
  return found
    .sort((a, b) => Number(b.sameCity) - Number(a.sameCity) || b.reach - a.reach || a.cost - b.cost || (a.mediaOptionId < b.mediaOptionId ? -1 : 1))
    .slice(0, 3)
    .map(({ sameCity: _sameCity, ...alt }) => alt);
}

/** Why a line was picked: how it ranks among its category's candidates in its city, and its steps. */
function whyOf(prepared: readonly PreparedCandidate[], p: PreparedCandidate, steps: number, model: ObjectiveModel): string {
  const { category, city } = p.candidate;
  const peers = prepared.filter((q) => q.candidate.category === category && q.candidate.city === city);
  const cpmOne = (q: PreparedCandidate) => q.levels[0].cost / q.baseReach;
  const noun = nounOf(category);
  const where = `${categoryDisplayName(category)} options considered in ${city}`;
  const mine = cpmOne(p);
  let first: string;
  if (peers.length > 1 && peers.every((q) => q === p || cpmOne(q) > mine - PLAN_EPS)) {
    first = `Lowest cost per thousand ${noun} among ${peers.length} ${where}.`;
  } else if (peers.length > 1 && peers.every((q) => q === p || q.baseReach <= p.baseReach)) {
    first = `Largest reach among ${peers.length} ${where}.`;
  } else {
    first = `Adds ${plural(p.baseReach, noun)} for ${money(p.levels[0].cost)} where the budget had room.`;
  }
  if (steps <= 1 || !p.unit) return first;
  const units = plural(steps * p.step, p.unit.name.toLowerCase());
  if (model.people) return `${first} ${units}: each further ${p.step > 1 ? `${p.step} ${p.unit.name.toLowerCase()}` : 'one'} reaches ${Math.round(PEOPLE_REPEAT_DECAY * 100)}% as many new ${nounOf(category)} as the one before and was still worth its cost.`;
  return `${first} ${units}: each further ${p.step > 1 ? `${p.step} ${p.unit.name.toLowerCase()}` : 'one'} counts ${Math.round(model.repeatDecay * 100)}% of the value of the one before and was still worth its cost.`;
}

/** How a line serves the plan's objective, in words. */
function objectiveNoteOf(p: PreparedCandidate, objective: PlanRequest['objective']): string {
  const noun = nounOf(p.candidate.category);
  const format = p.candidate.option.type?.trim() || categoryDisplayName(p.candidate.category);
  const label = OBJECTIVE_LABELS[objective];
  const article = /^[aeiou]/i.test(format) ? 'an' : 'a';
  if (objective === 'reach') {
    const repeats = repeatsReachNewPeople(p.candidate.category) ? 'each further step reaches fewer new people' : 'its readers count once, however many insertions';
    return `${label}: ${article} ${format.toLowerCase()} placement seen by the ${noun} of ${p.candidate.mediaName}; ${repeats}.`;
  }
  if (objective === 'frequency') return `${label}: repeats the message to the same ${noun} of ${p.candidate.mediaName}.`;
  return `${label}: seen in ${p.candidate.city}, where the campaign wants visits.`;
}

/** Where a line's people, exposures and frequency come from. */
function reachBasisOf(p: PreparedCandidate, level: PlanLevel): string {
  const noun = nounOf(p.candidate.category);
  const perStep = p.unit ? ` for ${p.unit.name} = ${formatCount(p.step)}` : '';
  const capped = Number.isFinite(p.peopleCap) && level.reach >= Math.round(p.peopleCap) ? `, capped at the ${formatCount(Math.round(p.peopleCap))} people of the market` : '';
  const head = `${p.basis}: ${plural(p.baseReach, noun)}${perStep}`;
  if (level.steps <= 1) return `${head}${capped}.`;
  if (!repeatsReachNewPeople(p.candidate.category)) {
    return `${head}; ${formatCount(level.steps)} ${p.unit?.name.toLowerCase() ?? 'steps'} reach the same ${noun} again: ${plural(level.reach, 'people')}, ${plural(level.exposures, 'exposures')}${capped}.`;
  }
  return `${head}; each further step adds ${Math.round(PEOPLE_REPEAT_DECAY * 100)}% as many new ${noun} as the step before: ${plural(level.reach, 'people')}, ${plural(level.exposures, 'exposures')}${capped}.`;
}

/**
 * Candidates the search weighs per category: the most reach per rupee and the most reach within
 * the budget. A shortlist of a large catalog holds hundreds of options; the ones left out are
 * beaten on both counts by those kept, and the search stays fast. Alternatives still come from all.
 */
export const SEARCH_PER_CATEGORY = 10;

/** The candidates the search weighs (all of a category with at most SEARCH_PER_CATEGORY). */
function searchPool(prepared: readonly PreparedCandidate[], request: PlanRequest): PreparedCandidate[] {
  const model = OBJECTIVE_MODELS[request.objective];
  const byCategory = new Map<string, PreparedCandidate[]>();
  for (const p of prepared) byCategory.set(p.candidate.category, [...(byCategory.get(p.candidate.category) ?? []), p]);
  const kept = new Set<PreparedCandidate>();
  for (const list of byCategory.values()) {
    if (list.length <= SEARCH_PER_CATEGORY) {
      list.forEach((p) => kept.add(p));
      continue;
    }
    const scored = list.map((p, i) => {
      let ratio = 0;
      let value = 0;
      for (const l of p.levels) {
        if (l.cost > request.budget + PLAN_EPS) break;
        value = levelValue(p, l.steps, model);
        ratio = Math.max(ratio, value / l.cost);
      }
      return { p, i, ratio, value };
    });
    const top = (key: 'ratio' | 'value', n: number) =>
      [...scored].sort((a, b) => b[key] - a[key] || a.i - b.i).slice(0, n).forEach((x) => kept.add(x.p));
    top('ratio', SEARCH_PER_CATEGORY);
    top('value', Math.ceil(SEARCH_PER_CATEGORY / 2));
  }
  return prepared.filter((p) => kept.has(p));
}

/** The smallest workable budget: the cheapest first step of any candidate that has a reach. */
export const smallestBudgetOf = (prepared: readonly PreparedCandidate[]): number =>
  prepared.reduce((min, p) => Math.min(min, p.levels[0].cost), Number.POSITIVE_INFINITY);

/**
 * The recommended plan for `candidates` within `request.budget`, or why there is none: no
 * candidate with a reach estimate (an empty plan with a message), or a budget below every
 * candidate's first step (`budget_too_small` with the smallest workable budget).
 */
export function recommendPlan(candidates: readonly PlanCandidate[], request: PlanRequest): RecommendationResult {
  const model = OBJECTIVE_MODELS[request.objective];
  const prepared = prepareCandidates(candidates, request);
  const totalsOf = (lines: readonly RecommendedLine[]): PlanTotals => {
    const cost = round2(lines.reduce((a, l) => a + l.cost, 0));
    return { budget: request.budget, cost, remaining: round2(request.budget - cost), count: lines.length, ...planReach(lines, request.market) };
  };
  if (!prepared.length) {
    const message = candidates.length
      ? `None of the ${formatCount(candidates.length)} matching media options has a reach estimate for this objective (outdoor and BTL are planned for local footfall only). Try other categories or the local footfall objective.`
      : 'No media in the catalog match these choices. Try more cities, categories or languages.';
    return { kind: 'plan', objective: request.objective, options: [], totals: totalsOf([]), message };
  }
  const smallest = smallestBudgetOf(prepared);
  if (smallest > request.budget + PLAN_EPS) {
    return { kind: 'budget_too_small', smallestBudget: smallest, message: `The smallest workable budget for these choices is ${money(smallest)}.` };
  }
  const pool = searchPool(prepared, request);
  const steps = searchPlan(pool, request);
  const chosen = new Set(pool.filter((_, i) => steps[i] > 0));
  const lines: RecommendedLine[] = [];
  for (const p of chosen) {
    const k = steps[pool.indexOf(p)];
    const level = p.levels[k - 1];
    lines.push({
      ...plannedOption(p, level),
      objective: request.objective,
      objectiveNote: objectiveNoteOf(p, request.objective),
      frequency: level.reach > 0 ? Math.round((level.exposures / level.reach) * 10) / 10 : null,
      reachBasis: reachBasisOf(p, level),
      why: whyOf(prepared, p, k, model),
      alternatives: alternativesOf(prepared, chosen, p, level.cost),
    });
  }
  lines.sort((a, b) => b.reach - a.reach || (a.mediaOptionId < b.mediaOptionId ? -1 : 1));
  return { kind: 'plan', objective: request.objective, options: lines, totals: totalsOf(lines) };
}
