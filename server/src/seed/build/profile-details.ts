/** The details of a profile beyond its stub: audience charts, sections, popularity. */
import type { CatalogMediaOption, Chart, ScoreMediaOption, Section } from 'shared-domain';
import { ADVERTISERS } from '../names-digital';
import { CHART_CITIES, CHART_STATES } from '../names-places';
import { CITY_BY_NAME, clamp } from './helpers';
import type { Rng } from 'shared-domain';
import type { DemographicsKind, Stub } from './stub';

const chart = (type: string, title: string, data: [string, number][]): Chart =>
  ({ type, title, data: data.map(([label, value]) => ({ label, value })) });

/** `n` whole percentages summing to exactly 100, shaped by rough weights. */
function percentages(rng: Rng, weights: readonly number[]): number[] {
  const raw = weights.map((w) => w * rng.range(0.7, 1.3));
  const total = raw.reduce((s, x) => s + x, 0);
  const out = raw.map((x) => Math.max(1, Math.round((x / total) * 100)));
  const drift = 100 - out.reduce((s, x) => s + x, 0);
  const biggest = out.indexOf(Math.max(...out));
  out[biggest] += drift;
  return out;
}

const AGE_GROUPS = ['12 - 15', '16 - 19', '20 - 29', '30 - 39', '40 - 49', '50 +'] as const;

function genderChart(rng: Rng, reversed: boolean): Chart {
  const male = rng.int(45, 72);
  const data: [string, number][] = [['Male', male], ['Female', 100 - male]];
  return chart('pie', 'Gender Distribution', reversed ? [data[1], data[0]] : data);
}

function ageChart(rng: Rng): Chart {
  const shares = percentages(rng, [4, 10, 34, 28, 14, 10]);
  return chart('bar', 'Age Distribution', AGE_GROUPS.map((g, i) => [g, shares[i]]));
}

function locationChart(rng: Rng, title: string, labels: readonly string[], favourite: string | undefined, unordered: boolean): Chart {
  const chosen = rng.shuffle(labels).slice(0, rng.int(3, 5));
  if (favourite && labels.includes(favourite) && !chosen.includes(favourite)) chosen[0] = favourite;
  const data: [string, number][] = chosen.map((l) => [l, rng.int(5, 30) + (l === favourite ? 20 : 0)]);
  data.sort((a, b) => b[1] - a[1]);
  if (unordered) data.reverse();
  return chart('bar', title, data);
}

/** A check of a profile the seller can leave incomplete. */
export type ProfileDefect = 'mediaKitMissing' | 'mediaKitDoc' | 'toolTip' | 'genderOrder' | 'stateOrder' | 'aboutLong' | 'logoSize' | 'advertisers';
/** The checks a digital or a television profile can fail. */
export const DIGITAL_DEFECTS: readonly ProfileDefect[] = ['mediaKitMissing', 'mediaKitDoc', 'toolTip', 'genderOrder', 'stateOrder', 'aboutLong', 'logoSize', 'advertisers'];
export const TELEVISION_DEFECTS: readonly ProfileDefect[] = ['genderOrder', 'stateOrder', 'logoSize'];

/** The audience charts of a profile of that kind; `gaps` puts some in the wrong order. */
export function demographics(kind: DemographicsKind, stub: Stub, rng: Rng, gaps: ReadonlySet<ProfileDefect>): Chart[] {
  if (kind === 'none') return [];
  const gender = genderChart(rng, gaps.has('genderOrder'));
  if (kind === 'basic') return [gender, ageChart(rng)];
  const income = percentages(rng, [25, 50, 25]);
  const city = CITY_BY_NAME.get(stub.city);
  const common = [
    gender,
    ageChart(rng),
    chart('pie', 'Income Distribution', [['High', income[0]], ['Mid', income[1]], ['Low', income[2]]]),
    locationChart(rng, 'State Distribution', CHART_STATES, city?.state, gaps.has('stateOrder')),
    locationChart(rng, 'City Distribution', CHART_CITIES, stub.city, false),
  ];
  if (kind === 'digital') {
    const advertisers = rng.shuffle(ADVERTISERS).slice(0, gaps.has('advertisers') ? 3 : rng.int(4, 8));
    const shares = percentages(rng, advertisers.map((_, i) => advertisers.length - i));
    return [chart('bar', 'Top Advertisers', advertisers.map((a, i) => [a, shares[i]])), ...common];
  }
  const pt = rng.int(55, 75);
  const urban = rng.int(35, 70);
  return [
    ...common,
    chart('pie', 'Prime Time Distribution', [['PT', pt], ['NPT', 100 - pt]]),
    chart('pie', 'Urban Rural Distribution', [['Urban', urban], ['Rural', 100 - urban]]),
  ];
}

const LONG_ABOUT_TAIL = 'Our team plans, books and executes campaigns end to end, shares proof of execution on schedule, and works with brands, agencies and start-ups across India. Ask us for audience data, past campaign results and bundled rates for longer commitments. Our sales desk answers within one working day.';

/** The About section; `long` adds a tail that takes it over the score's 70-word limit (the stubs' texts run to about 30 words). */
export function sections(stub: Stub, long: boolean): Section[] {
  const about = long ? `${stub.about} ${LONG_ABOUT_TAIL}` : stub.about;
  return [{ title: 'About', contents: [{ type: 'text', value: stub.tagline }, { type: 'text', value: about }] }];
}

/** A catalog option names its descriptions; the score asks whether one was chosen. */
export const asScored = (o: CatalogMediaOption): ScoreMediaOption => ({ ...o, descriptionId: o.descriptions.length > 0 ? `${o._id}-d1` : null });

/** 1–100 from the audience on a log scale, with some noise so ties are rare. */
export function popularity(audience: number, rng: Rng): number {
  const base = clamp((Math.log10(Math.max(audience, 1)) - 3) / 6, 0, 1);
  return Math.round(clamp(base * 80 + rng.range(0, 20), 1, 100));
}
