/**
 * A media plan's reach as people, not impressions (issue 32 item 4). Pure.
 *
 *  - People of a line: print (newspaper, magazine) reaches its readers (SPEC.md section 9:
 *    3 × circulation) once, however many insertions are bought: a further insertion is read by
 *    the same readers, so it raises frequency, not reach. Other media keep the recommender's
 *    repeat rule (each further step adds half of what the step before added, `PEOPLE_REPEAT_DECAY`).
 *    A line never counts more people than live in its city, when the city's population is known.
 *  - A title (one media profile: one newspaper edition, one station, one site) counts its people
 *    once, however many of its options are in the plan: its reach is its largest line's (its
 *    options are seen by the same audience).
 *  - Titles combine with the Sainsbury formula (random duplication between titles, the
 *    standard planning approximation, e.g. Sissors & Baron, "Advertising Media Planning"):
 *    combined reach = P × (1 − Π (1 − r_i / P)), where P is the population of the chosen cities
 *    (all India when none is chosen) and r_i each title's reach, at most P. So the plan's reach
 *    never exceeds P. When a chosen city's population is not on file, no overlap can be modelled
 *    and the plan claims only its largest title (full overlap, the figure that is certain).
 *  - Exposures (gross impressions): each step of a line delivers its one-step audience once:
 *    base reach × steps. Average frequency = exposures ÷ reach; GRPs = exposures ÷ P × 100,
 *    which equals reach % × average frequency.
 */
import { formatCount } from '../input/numbers';

/** Population figures of a market, with where they come from. */
export type PopulationFacts = {
  /** Where the figures come from (cited beside the figures). */
  readonly source: string;
  /** Population of India. */
  readonly india: number;
  /** Population by city name, lower case (aliases included). */
  readonly byCity: Readonly<Record<string, number>>;
};

/** Where a plan runs: its chosen cities (none: all of India) and the population facts. */
export type PlanMarket = {
  readonly cities: readonly string[];
  readonly populations: PopulationFacts;
};

/** The population of a market, or null when a chosen city's population is not on file. */
export function marketPopulation(market: PlanMarket): number | null {
  if (!market.cities.length) return market.populations.india;
  let total = 0;
  for (const city of market.cities) {
    const people = cityPopulation(market, city);
    if (people === null) return null;
    total += people;
  }
  return total;
}

/** A city's population from the market's facts, or null. */
export function cityPopulation(market: PlanMarket | undefined, city: string): number | null {
  const people = market?.populations.byCity[city.trim().toLowerCase()];
  return typeof people === 'number' && Number.isFinite(people) && people > 0 ? people : null;
}

/** Categories whose repeats reach the same people (a further insertion: the same readers). */
const SAME_AUDIENCE_REPEATS: ReadonlySet<string> = new Set(['newspaper', 'magazine']);

/** The recommender's repeat rule for other media: each further step adds this share of the one before. */
export const PEOPLE_REPEAT_DECAY = 0.5;

/** Whether a further step of a line in `category` reaches new people. */
export const repeatsReachNewPeople = (category: string): boolean => !SAME_AUDIENCE_REPEATS.has(category);

/** People a line reaches at `steps` steps of `baseReach` (see the top), unrounded. */
export function linePeople(category: string, baseReach: number, steps: number): number {
  if (steps <= 0 || !(baseReach > 0)) return 0;
  if (!repeatsReachNewPeople(category)) return baseReach;
  return baseReach * ((1 - PEOPLE_REPEAT_DECAY ** steps) / (1 - PEOPLE_REPEAT_DECAY));
}

/** Sainsbury: P × (1 − Π(1 − r_i / P)), each r_i at most P. */
export function sainsburyReach(reaches: readonly number[], population: number): number {
  if (!(population > 0)) return 0;
  let unreached = 1;
  for (const r of reaches) unreached *= 1 - Math.min(Math.max(r, 0), population) / population;
  return population * (1 - unreached);
}

/** What `planReach` reads of a plan line. */
export type ReachLine = {
  /** The title whose audience the line reaches (`titleOf`): lines of one title share their people. */
  readonly title: string;
  /** People the line reaches. */
  readonly reach: number;
  /** Exposures the line delivers (gross impressions). */
  readonly exposures: number;
};

/** A plan's reach, frequency and GRPs, each with its basis. */
export type PlanReach = {
  /** People reached (titles combined; never above the population when it is known). */
  reach: number;
  /** Exposures of all lines (gross impressions). */
  exposures: number;
  /** Exposures ÷ reach, to one decimal; null when nobody is reached. */
  frequency: number | null;
  /** Exposures ÷ population × 100, to a whole number; null when the population is not on file. */
  grps: number | null;
  /** Population of the chosen cities (India when none), or null. */
  population: number | null;
  /** Reach as a percentage of the population, to one decimal, or null. */
  reachPercent: number | null;
  /** Titles (media profiles) counted. */
  titles: number;
  /** Where the plan runs, in words ("Bangalore", "Delhi and Mumbai", "India"). */
  place: string;
  /** Where the population comes from ('' when none is given). */
  populationSource: string;
  reachBasis: string;
  frequencyBasis: string;
  grpBasis: string;
};

/** 4,10,000 → "4.1 lakh"; 1,32,00,000 → "1.32 crore"; below a lakh, grouped digits. */
export function formatPeople(n: number): string {
  const round = (x: number) => Number(x.toFixed(x >= 100 ? 0 : x >= 10 ? 1 : 2));
  if (n >= 10_000_000) return `${formatCount(round(n / 10_000_000))} crore`;
  if (n >= 100_000) return `${formatCount(round(n / 100_000))} lakh`;
  return formatCount(Math.round(n));
}

const titlesWord = (n: number) => `${formatCount(n)} title${n === 1 ? '' : 's'}`;

/** Where the plan runs, in words: "Bangalore", "Delhi and Mumbai", "India". */
const placeOf = (market: PlanMarket | undefined) => {
  const cities = market?.cities ?? [];
  if (!cities.length) return 'India';
  return cities.length === 1 ? cities[0] : `${cities.slice(0, -1).join(', ')} and ${cities[cities.length - 1]}`;
};

/** The reach, frequency and GRPs of plan lines in a market (see the top). */
export function planReach(lines: readonly ReachLine[], market: PlanMarket | undefined): PlanReach {
  return reachFigures(lines, { population: market ? marketPopulation(market) : null, place: placeOf(market), source: market?.populations.source ?? '' });
}

/** Where a plan's reach is counted: the population (null: not on file), the place in words and the source of the figure. */
export type ReachPopulation = { readonly population: number | null; readonly place: string; readonly source: string };

/** `planReach` with the population already known (a page recounting a plan the server answered, after a swap). */
export function reachFigures(lines: readonly ReachLine[], { population, place: where, source }: ReachPopulation): PlanReach {
  const byTitle = new Map<string, number>();
  let exposures = 0;
  for (const l of lines) {
    byTitle.set(l.title, Math.max(byTitle.get(l.title) ?? 0, Math.max(0, l.reach)));
    exposures += Math.max(0, l.exposures);
  }
  const titleReach = [...byTitle.values()];
  const combined = population !== null
    ? sainsburyReach(titleReach, population)
    : titleReach.reduce((m, r) => Math.max(m, r), 0);
  const reach = Math.round(combined);
  exposures = Math.round(exposures);
  const frequency = reach > 0 ? Math.round((exposures / reach) * 10) / 10 : null;
  const reachPercent = population !== null ? Math.round((reach / population) * 1000) / 10 : null;
  const grps = population !== null ? Math.round((exposures / population) * 100) : null;
  const titles = byTitle.size;
  const reachBasis = population !== null
    ? `${formatPeople(reach)} people (${reachPercent}% of ${formatPeople(population)}, the population of ${where}${source ? ` in ${source}` : ''}; Sainsbury overlap of ${titlesWord(titles)}: P × (1 − Π(1 − rᵢ/P)), each title counted once)`
    : `${formatPeople(reach)} people (the largest of ${titlesWord(titles)}: the population of ${where} is not on file, so no overlap between titles is counted)`;
  const frequencyBasis = frequency === null
    ? 'No one reached'
    : `${frequency} (${formatPeople(exposures)} exposures ÷ ${formatPeople(reach)} people reached: insertions, spots and other repeats per reached person)`;
  const grpBasis = grps === null
    ? `Not counted: the population of ${where} is not on file`
    : `${formatCount(grps)} (reach ${reachPercent}% × frequency ${frequency ?? 0}: ${formatPeople(exposures)} exposures ÷ ${formatPeople(population as number)} people × 100)`;
  return { reach, exposures, frequency, grps, population, reachPercent, titles, place: where, populationSource: source, reachBasis, frequencyBasis, grpBasis };
}

/**
 * The title whose audience an option reaches: its media profile; for an airport's sites whose
 * reach is the airport's monthly passengers, the airport (its zones see the same passengers).
 */
export function titleOf(option: { readonly mediaId: string; readonly category: string; readonly city: string }, basis: string, baseReach: number): string {
  if (option.category === 'airport' && /^monthly passengers/i.test(basis)) return `airport:${option.city.trim().toLowerCase()}:${Math.round(baseReach)}`;
  return option.mediaId;
}

/** Formats read only by people looking for them: they do not serve reach, frequency or local footfall. */
const NOTICE_FORMAT = /classified|obituar|remembrance|recruit|appointments?\b|situations? vacant|matrimon|public notice|tender/i;

/** Whether an option's format serves the plan's objectives (a notice format such as an obituary, classified or recruitment ad does not). */
export const isNoticeFormat = (option: { readonly name?: string; readonly type?: string }): boolean =>
  NOTICE_FORMAT.test(option.type ?? '') || NOTICE_FORMAT.test(option.name ?? '');
