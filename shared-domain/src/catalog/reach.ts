/**
 * Reach and CPM estimates of SPEC.md section 9, per media option. Pure: the caller passes the
 * media's attributes, the option and the spend; nothing here reads a clock or the network.
 */
import type { Attribute } from '../entities/entities';
import type { PricingUnit, VariablePricingUnit } from '../entities/pricing-types';

/** An estimated reach with the rule it came from, or why there is none ("N/A"). */
export type ReachEstimate =
  | { readonly kind: 'estimate'; readonly reach: number; readonly basis: string }
  | { readonly kind: 'none'; readonly reason: string };

/** The figures the formulas use; each is optional because media report different ones. */
export type ReachInputs = {
  readonly avgFlightSeats?: number;
  readonly monthlyPassengers?: number;
  /** The option's units: the product of its pricing-unit values (PRICING.md "volume"). */
  readonly units?: number;
  readonly seats?: number;
  readonly circulation?: number;
  readonly weeklyListenership?: number;
  readonly radioBand?: RadioBand;
  /** Radio spots (or mentions) the option buys at its default units. */
  readonly spots?: number;
  /** Impressions the seller reports (digital, television, influencer). */
  readonly impressions?: number;
};

export type RadioBand = 'prime' | 'non-prime';

/** The option fields `reachInputsOf` reads. `impressions` is a seller-reported figure, if any. */
export type ReachOption = {
  readonly name?: string;
  readonly pricingUnits?: readonly Readonly<PricingUnit>[];
  readonly variablePricingUnits?: readonly Readonly<VariablePricingUnit>[];
  readonly impressions?: unknown;
};

const positive = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0;
const whole = (x: number): number => Math.round(x);

/** Airport: 0.8 × average flight seats × units × 6, else the monthly passengers. */
export function airportReach(i: Pick<ReachInputs, 'avgFlightSeats' | 'units' | 'monthlyPassengers'>): number | null {
  if (positive(i.avgFlightSeats) && positive(i.units)) return whole(0.8 * i.avgFlightSeats * i.units * 6);
  return positive(i.monthlyPassengers) ? whole(i.monthlyPassengers) : null;
}

/** Cinema: 1820 × seats / 100. */
export const cinemaReach = (seats: number): number => whole((1820 * seats) / 100);

/** Magazine and newspaper: 3 readers a copy, so 3 × circulation. */
export const printReach = (circulation: number): number => whole(3 * circulation);

/**
 * Radio. SPEC.md says only "derived from weekly listenership with factors 0.3 and 0.7,
 * divisors 60 and 72, and a 7-day week". Our reading:
 *
 *   daily listeners      D = weeklyListenership / 7
 *   one prime-time spot  D × 0.7 / 60   (70% of a day's listening is in prime time, taken as
 *                                        60 ten-minute slots, i.e. 10 hours)
 *   any other spot       D × 0.3 / 72   (the other 30% spread over 72 ten-minute slots, 12 hours)
 *   reach                the audience of one spot × the spots bought
 *
 * so a prime spot reaches 2.8 times a non-prime one, close to the 2.5 price ratio of AIR's
 * prime and non-prime rates (SEED-FACTS.md). "Mid-prime" counts as non-prime.
 */
export function radioReach(weeklyListenership: number, band: RadioBand, spots: number): number {
  const daily = weeklyListenership / 7;
  const perSpot = band === 'prime' ? (daily * 0.7) / 60 : (daily * 0.3) / 72;
  return whole(perSpot * spots);
}

/** CPM = spend / impressions × 1000, to the paisa; null when there are no impressions. */
export function cpm(spend: number, impressions: number): number | null {
  if (!positive(impressions) || !Number.isFinite(spend) || spend < 0) return null;
  return Math.round((spend / impressions) * 1000 * 100) / 100;
}

const none = (reason: string): ReachEstimate => ({ kind: 'none', reason });
const estimate = (reach: number, basis: string): ReachEstimate => ({ kind: 'estimate', reach, basis });

/** The reach of one media option by its category's rule (SPEC.md section 9). */
export function estimateReach(category: string, i: ReachInputs): ReachEstimate {
  switch (category) {
    case 'airport': {
      const reach = airportReach(i);
      if (reach === null) return none('Needs average flight seats or monthly passengers');
      return estimate(reach, positive(i.avgFlightSeats) && positive(i.units) ? '0.8 × average flight seats × units × 6' : 'Monthly passengers');
    }
    case 'cinema':
      return positive(i.seats) ? estimate(cinemaReach(i.seats), '1820 × seats / 100') : none('Seats not reported');
    case 'magazine':
    case 'newspaper':
      return positive(i.circulation) ? estimate(printReach(i.circulation), '3 × circulation') : none('Circulation not reported');
    case 'radio':
      if (!positive(i.weeklyListenership)) return none('Weekly listenership not reported');
      if (!positive(i.spots)) return none('Not sold by spots');
      return estimate(
        radioReach(i.weeklyListenership, i.radioBand ?? 'non-prime', i.spots),
        `Weekly listenership ÷ 7 × ${i.radioBand === 'prime' ? '0.7 ÷ 60 (prime time)' : '0.3 ÷ 72'} × ${i.spots} spots`,
      );
    case 'outdoor':
    case 'nontraditional':
      return none('No reach estimate for outdoor and BTL media');
    case 'digital':
    case 'television':
    case 'influencer-marketing':
      return positive(i.impressions) ? estimate(whole(i.impressions), 'Reported impressions') : none('Impressions not reported');
    default:
      return none('No reach estimate for this category');
  }
}

function attributeNumber(attributes: Readonly<Record<string, Attribute>> | undefined, ...keys: string[]): number | undefined {
  for (const key of keys) {
    const v = attributes?.[key]?.value;
    const n = typeof v === 'string' ? Number(v.replace(/,/g, '')) : v;
    if (positive(n)) return n;
  }
  return undefined;
}

const unitsNamed = (o: ReachOption, re: RegExp) => (o.pricingUnits ?? []).filter((u) => u.inUse !== false && re.test(u.name));
const product = (units: readonly Readonly<PricingUnit>[]) => units.reduce((p, u) => p * u.value, 1);

/** Spots a radio option buys: its spot or mention units × its days; undefined when it sells neither. */
function radioSpots(o: ReachOption): number | undefined {
  const spots = unitsNamed(o, /spot|mention/i);
  return spots.length ? product([...spots, ...unitsNamed(o, /^days$/i)]) : undefined;
}

/** Prime when the option's time band starts at "Prime" (its default), or its name says prime time / drive time. */
function radioBand(o: ReachOption): RadioBand {
  const band = (o.variablePricingUnits ?? []).find((u) => /time band/i.test(u.name));
  if (band) return /^prime/i.test(String(band.value ?? band.defaultValue ?? band.values?.[0] ?? '')) ? 'prime' : 'non-prime';
  return /\bprime time\b|\bdrive\b/i.test(o.name ?? '') && !/non-prime/i.test(o.name ?? '') ? 'prime' : 'non-prime';
}

/**
 * Impressions: the option's own reported figure; else, for an option sold per thousand, the
 * impressions it buys ("Impressions ('000)" × 1000); else the media's `impressions` attribute.
 */
function impressionsOf(o: ReachOption, attributes: Readonly<Record<string, Attribute>> | undefined): number | undefined {
  if (positive(o.impressions)) return o.impressions;
  const [unit] = unitsNamed(o, /^impressions/i);
  if (unit && positive(unit.value)) return unit.value * (/'000|\(000\)|thousand/i.test(unit.name) ? 1000 : 1);
  return attributeNumber(attributes, 'impressions', 'monthlyImpressions');
}

/** The reach inputs of `option` at its default units, from the media's attributes. */
export function reachInputsOf(attributes: Readonly<Record<string, Attribute>> | undefined, option: ReachOption): ReachInputs {
  return {
    avgFlightSeats: attributeNumber(attributes, 'avgFlightSeats', 'averageFlightSeats'),
    monthlyPassengers: attributeNumber(attributes, 'monthlyPassengers'),
    units: (option.pricingUnits ?? []).length ? product(unitsNamed(option, /./)) : undefined,
    seats: attributeNumber(attributes, 'seats'),
    circulation: attributeNumber(attributes, 'circulation'),
    weeklyListenership: attributeNumber(attributes, 'weeklyListenership'),
    radioBand: radioBand(option),
    spots: radioSpots(option),
    impressions: impressionsOf(option, attributes),
  };
}

/** Reach and CPM of one option: CPM uses the estimated reach as its impressions. */
export function optionReach(
  category: string,
  attributes: Readonly<Record<string, Attribute>> | undefined,
  option: ReachOption,
  spend: number,
): { reach: ReachEstimate; cpm: number | null } {
  const reach = estimateReach(category, reachInputsOf(attributes, option));
  return { reach, cpm: reach.kind === 'estimate' ? cpm(spend, reach.reach) : null };
}
