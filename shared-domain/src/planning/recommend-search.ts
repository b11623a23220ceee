/**
 * The media-mix recommender's search (issue 18): greedy by marginal value per rupee from an
 * empty plan and from seeded starts, then local improvement; see recommend-model.ts for what a
 * plan is worth.
 */
import { PLAN_EPS, MAX_PLAN_LINES, OBJECTIVE_MODELS, stackedSum, stepsReach, type ObjectiveModel, type PlanRequest, type PreparedCandidate } from './recommend-model';

/** The search state: steps chosen per prepared candidate (0 = not in the plan). */
type Search = {
  readonly prepared: readonly PreparedCandidate[];
  readonly model: ObjectiveModel;
  readonly budget: number;
  /** Category index of each candidate. */
  readonly categoryOf: readonly number[];
  readonly categoryCount: number;
  /** values[i][k]: weighted reach of candidate i at k steps (unrounded: the search compares exact values); costs[i][k] its price. */
  readonly values: readonly (readonly number[])[];
  readonly costs: readonly (readonly number[])[];
};

const valueAt = (s: Search, i: number, k: number): number => s.values[i][k];
const costAt = (s: Search, i: number, k: number): number => s.costs[i][k];

/** A plan under search: steps per candidate, with its cost, value and line count. */
type Plan = { steps: number[]; cost: number; value: number; lines: number };

function scoreSteps(s: Search, steps: readonly number[]): number {
  const perCategory: number[][] = Array.from({ length: s.categoryCount }, () => []);
  for (let i = 0; i < steps.length; i++) if (steps[i] > 0) perCategory[s.categoryOf[i]].push(valueAt(s, i, steps[i]));
  let total = 0;
  for (const list of perCategory) if (list.length) total += stackedSum(list.sort((a, b) => b - a), s.model.categoryDecay);
  return total;
}

function planOf(s: Search, steps: number[]): Plan {
  let cost = 0;
  let lines = 0;
  for (let i = 0; i < steps.length; i++) {
    if (steps[i] > 0) {
      cost += costAt(s, i, steps[i]);
      lines++;
    }
  }
  return { steps, cost, value: scoreSteps(s, steps), lines };
}

/**
 * Greedy fill: repeatedly the move with the most value per rupee that fits what is left; a
 * move raises one line by one step, or brings in a new line at any step count. `frozen`
 * candidates are not changed. Ties go to the larger gain, then the lower index.
 */
function greedy(s: Search, start: Plan, frozen: ReadonlySet<number> = new Set()): Plan {
  const steps = [...start.steps];
  let cost = start.cost;
  let lines = start.lines;
  // The category sums as lists of values, to price a move's change of the stacked sum.
  const perCategory: number[][] = Array.from({ length: s.categoryCount }, () => []);
  for (let i = 0; i < steps.length; i++) if (steps[i] > 0) perCategory[s.categoryOf[i]].push(valueAt(s, i, steps[i]));
  for (const list of perCategory) list.sort((a, b) => b - a);
  const sums = perCategory.map((list) => stackedSum(list, s.model.categoryDecay));
  const c = s.model.categoryDecay;

  /** The category's stacked sum with `oldValue` replaced by `newValue` (oldValue 0: added). */
  const sumWith = (cat: number, oldValue: number, newValue: number): number => {
    const list = perCategory[cat];
    let sum = 0;
    let w = 1;
    let placed = false;
    let removed = oldValue <= 0;
    for (const v of list) {
      if (!removed && v === oldValue) {
        removed = true;
        continue;
      }
      if (!placed && newValue > v) {
        sum += w * newValue;
        w *= c;
        placed = true;
      }
      sum += w * v;
      w *= c;
    }
    if (!placed) sum += w * newValue;
    return sum;
  };

  for (;;) {
    let best = -1;
    let bestSteps = 0;
    let bestRatio = -1;
    let bestGain = 0;
    const left = s.budget - cost;
    for (let i = 0; i < steps.length; i++) {
      if (frozen.has(i)) continue;
      const k = steps[i];
      const levels = s.prepared[i].levels;
      if (k >= levels.length) continue;
      if (k === 0 && lines >= MAX_PLAN_LINES) continue;
      const cat = s.categoryOf[i];
      const oldValue = valueAt(s, i, k);
      const oldCost = costAt(s, i, k);
      // A new line may enter at any step count; a line in the plan grows one step at a time.
      const last = k === 0 ? levels.length : k + 1;
      for (let to = k + 1; to <= last; to++) {
        const extra = costAt(s, i, to) - oldCost;
        if (extra > left + PLAN_EPS) break;
        const gain = sumWith(cat, oldValue, valueAt(s, i, to)) - sums[cat];
        if (gain <= PLAN_EPS) continue;
        const ratio = extra <= PLAN_EPS ? Number.POSITIVE_INFINITY : gain / extra;
        if (ratio > bestRatio || (ratio === bestRatio && gain > bestGain)) {
          best = i;
          bestSteps = to;
          bestRatio = ratio;
          bestGain = gain;
        }
      }
    }
    if (best < 0) break;
    const cat = s.categoryOf[best];
    const oldValue = valueAt(s, best, steps[best]);
    const list = perCategory[cat];
    if (steps[best] > 0) list.splice(list.indexOf(oldValue), 1);
    else lines++;
    list.push(valueAt(s, best, bestSteps));
    list.sort((a, b) => b - a);
    sums[cat] = stackedSum(list, c);
    cost += costAt(s, best, bestSteps) - costAt(s, best, steps[best]);
    steps[best] = bestSteps;
  }
  return planOf(s, steps);
}

const better = (a: Plan, b: Plan): boolean => a.value > b.value * (1 + 1e-12) + PLAN_EPS;

/**
 * Local improvement: for each line, drop it (or take one step off it) and refill greedily
 * without touching that line; keep the change when the plan is worth more. Rounds repeat until
 * none improves, at most `rounds` times.
 */
function improve(s: Search, plan: Plan, rounds: number): Plan {
  let current = plan;
  for (let round = 0; round < rounds; round++) {
    let improved = false;
    for (let i = 0; i < current.steps.length; i++) {
      const k = current.steps[i];
      if (k === 0) continue;
      for (const to of k > 1 ? [0, k - 1] : [0]) {
        const steps = [...current.steps];
        steps[i] = to;
        const refilled = greedy(s, greedy(s, planOf(s, steps), new Set([i])));
        if (better(refilled, current)) {
          current = refilled;
          improved = true;
          break;
        }
      }
    }
    if (!improved) break;
  }
  return current;
}

/**
 * How many of the best single lines seed their own greedy fill, how many of the best filled
 * plans are then improved, and the improvement rounds (bounds that keep a request fast).
 */
const SEEDED_STARTS = 6;
const IMPROVED_STARTS = 2;
const IMPROVE_ROUNDS = 3;

/** The best plan the search finds: steps per prepared candidate. */
export function searchPlan(prepared: readonly PreparedCandidate[], request: PlanRequest): number[] {
  const model = OBJECTIVE_MODELS[request.objective];
  const categories = [...new Set(prepared.map((p) => p.candidate.category))];
  const s: Search = {
    prepared, model, budget: request.budget,
    categoryOf: prepared.map((p) => categories.indexOf(p.candidate.category)),
    categoryCount: categories.length,
    values: prepared.map((p) => [0, ...p.levels.map((l) => p.weight * stepsReach(p.baseReach, l.steps, model.repeatDecay))]),
    costs: prepared.map((p) => [0, ...p.levels.map((l) => l.cost)]),
  };
  const starts = [greedy(s, planOf(s, prepared.map(() => 0)))];

  // Seeds: the lines worth most on their own within the budget, each at its best affordable steps.
  const singles = prepared
    .map((p, i) => {
      let k = 0;
      while (k < p.levels.length && p.levels[k].cost <= request.budget + PLAN_EPS) k++;
      return { i, k, value: valueAt(s, i, k) };
    })
    .filter((x) => x.k > 0)
    .sort((a, b) => b.value - a.value || a.i - b.i)
    .slice(0, SEEDED_STARTS);
  for (const seed of singles) {
    const steps = prepared.map(() => 0);
    steps[seed.i] = seed.k;
    starts.push(greedy(s, planOf(s, steps)));
  }
  // The best few filled plans (ties: the earlier start), each improved; the best of those wins.
  const order = starts.map((plan, i) => ({ plan, i })).sort((a, b) => b.plan.value - a.plan.value || a.i - b.i);
  let best = order[0].plan;
  const seen = new Set<string>();
  for (const { plan } of order) {
    const key = plan.steps.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    const improved = improve(s, plan, IMPROVE_ROUNDS);
    if (better(improved, best)) best = improved;
    if (seen.size >= IMPROVED_STARTS) break;
  }
  return best.steps;
}
