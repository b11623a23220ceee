/**
 * The media-mix recommender's search (issue 18): greedy by marginal value per rupee from an
 * empty plan and from seeded starts, then local improvement; see recommend-model.ts for what a
 * plan is worth. A plan holds at most one option of a title (media profile): a second option of
 * it reaches the same people (issue 32).
 */
import { marketPopulation } from './plan-reach';
import { PLAN_EPS, MAX_PLAN_LINES, OBJECTIVE_MODELS, levelValue, type ObjectiveModel, type PlanRequest, type PreparedCandidate } from './recommend-model';

/** The search state: steps chosen per prepared candidate (0 = not in the plan). */
type Search = {
  readonly prepared: readonly PreparedCandidate[];
  readonly model: ObjectiveModel;
  readonly budget: number;
  /** Group index of each candidate: its category (stacked value), or 0 (people: one market). */
  readonly categoryOf: readonly number[];
  readonly categoryCount: number;
  /** Title (media profile) index of each candidate: at most one line per title. */
  readonly titleOf: readonly number[];
  /** People model: the market's population, or null when not on file (then the largest title counts). */
  readonly population: number | null;
  /** values[i][k]: weighted reach of candidate i at k steps (unrounded: the search compares exact values); costs[i][k] its price. */
  readonly values: readonly (readonly number[])[];
  readonly costs: readonly (readonly number[])[];
};

const valueAt = (s: Search, i: number, k: number): number => s.values[i][k];
const costAt = (s: Search, i: number, k: number): number => s.costs[i][k];

/** A plan under search: steps per candidate, with its cost, value and line count. */
type Plan = { steps: number[]; cost: number; value: number; lines: number };

/**
 * A group's value with `oldValue` replaced by `newValue` (oldValue 0: added; newValue 0: removed).
 * Stacked: `list` in descending order, the j-th counting c^j. People: Sainsbury over the market's
 * population (or the largest when it is not on file).
 */
function groupValueWith(s: Search, list: readonly number[], oldValue: number, newValue: number): number {
  let removed = oldValue <= 0;
  if (s.model.people) {
    const P = s.population;
    let unreached = 1;
    let largest = 0;
    for (const v of list) {
      if (!removed && v === oldValue) {
        removed = true;
        continue;
      }
      if (P !== null) unreached *= 1 - Math.min(v, P) / P;
      else largest = Math.max(largest, v);
    }
    if (newValue > 0) {
      if (P !== null) unreached *= 1 - Math.min(newValue, P) / P;
      else largest = Math.max(largest, newValue);
    }
    return P !== null ? P * (1 - unreached) : largest;
  }
  const c = s.model.categoryDecay;
  let sum = 0;
  let w = 1;
  let placed = newValue <= 0;
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
}

const groupValue = (s: Search, list: readonly number[]): number => groupValueWith(s, list, 0, 0);

function scoreSteps(s: Search, steps: readonly number[]): number {
  const perCategory: number[][] = Array.from({ length: s.categoryCount }, () => []);
  for (let i = 0; i < steps.length; i++) if (steps[i] > 0) perCategory[s.categoryOf[i]].push(valueAt(s, i, steps[i]));
  let total = 0;
  for (const list of perCategory) if (list.length) total += groupValue(s, list.sort((a, b) => b - a));
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
  const sums = perCategory.map((list) => groupValue(s, list));
  // Titles with a line in the plan: another option of one of them is not brought in.
  const titleUsed = new Set<number>();
  for (let i = 0; i < steps.length; i++) if (steps[i] > 0) titleUsed.add(s.titleOf[i]);

  /** The group's value with `oldValue` replaced by `newValue` (oldValue 0: added). */
  const sumWith = (cat: number, oldValue: number, newValue: number): number => groupValueWith(s, perCategory[cat], oldValue, newValue);

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
      if (k === 0 && (lines >= MAX_PLAN_LINES || titleUsed.has(s.titleOf[i]))) continue;
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
    else {
      lines++;
      titleUsed.add(s.titleOf[best]);
    }
    list.push(valueAt(s, best, bestSteps));
    list.sort((a, b) => b - a);
    sums[cat] = groupValue(s, list);
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

/** The search's state for `prepared` and `request`. */
function searchOf(prepared: readonly PreparedCandidate[], request: PlanRequest): Search {
  const model = OBJECTIVE_MODELS[request.objective];
  const categories = model.people ? [''] : [...new Set(prepared.map((p) => p.candidate.category))];
  const categoryIndex = new Map(categories.map((c, i) => [c, i]));
  const titleIndex = new Map<string, number>();
  for (const p of prepared) if (!titleIndex.has(p.title)) titleIndex.set(p.title, titleIndex.size);
  const s: Search = {
    prepared, model, budget: request.budget,
    categoryOf: prepared.map((p) => (model.people ? 0 : categoryIndex.get(p.candidate.category) as number)),
    categoryCount: categories.length,
    titleOf: prepared.map((p) => titleIndex.get(p.title) as number),
    population: request.market ? marketPopulation(request.market) : null,
    values: prepared.map((p) => [0, ...p.levels.map((l) => levelValue(p, l.steps, model))]),
    costs: prepared.map((p) => [0, ...p.levels.map((l) => l.cost)]),
  };
  return s;
}

/** The best plan the search finds: steps per prepared candidate. */
export function searchPlan(prepared: readonly PreparedCandidate[], request: PlanRequest): number[] {
  const s = searchOf(prepared, request);
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

/** How the search values plans of `prepared` (steps per prepared candidate): the value it maximises. */
export function planValue(prepared: readonly PreparedCandidate[], request: PlanRequest): (steps: readonly number[]) => number {
  const s = searchOf(prepared, request);
  return (steps) => scoreSteps(s, steps);
}
