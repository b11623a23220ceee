/**
 * Seller profile quality score (SCORING.md, SPEC.md sections 5 and 9).
 *
 * Every check earns its full points, its points less 2 for a wrong order where SCORING.md
 * allows it, or 0 with a message. Nothing here reads a clock or mutates its input, so the
 * seller studio, the server and the seed generator all get the same number.
 */

// ---------------------------------------------------------------- shapes (SCORING.md)

/** A key/value pair of creative specs, additional info and SOP settings. */
export type ScoreKeyValue = { readonly key: string; readonly value?: string | number | null };

/** One demographic chart as the profile stores it. */
export type ScoreChart = {
  readonly type: string;
  readonly title: string;
  readonly subTitle?: string;
  readonly data: readonly { readonly label: string; readonly value: number }[];
};

/** The listing side of a media option, as far as the score looks at it. */
export type ScoreMediaOption = {
  readonly name: string;
  readonly type?: string;
  readonly _template?: string;
  readonly descriptions?: readonly string[];
  readonly descriptionId?: string | null;
  readonly referenceArtworks?: readonly { readonly url?: string }[];
  readonly creativeSpecs?: readonly { readonly type: string; readonly fields: readonly ScoreKeyValue[] }[];
  readonly additionalInfo?: readonly ScoreKeyValue[];
  readonly sop?: readonly ScoreKeyValue[];
  readonly _vendors?: readonly string[];
};

/** A digital or television seller profile (SCORING.md `MediaProfile`). */
export type MediaProfile = {
  readonly kind: 'digital' | 'television';
  readonly logo?: { readonly url: string; readonly width?: number; readonly height?: number } | null;
  readonly attributes: Readonly<Record<string, { readonly value?: unknown; readonly toolTip?: string } | undefined>>;
  readonly sections: readonly { readonly title: string; readonly contents: readonly { readonly type: string; readonly value: string }[] }[];
  readonly mediaOptions: readonly ScoreMediaOption[];
  readonly mediaKitUrl?: string | null;
  readonly demographics: readonly ScoreChart[];
};

/** One scored check: full points, points − 2 for a wrong order, or 0 with a message. */
export type ScoreCheck = { key: string; max: number; points: number; message?: string };

/** What `scoreProfile` answers; `messages` lists every message in check order. */
export type ProfileScore = { score: number; max: 100; checks: ScoreCheck[]; messages: string[] };

/** The 40-point top-choices and media-options part; `points` is out of 40. */
export type MediaOptionsScore = { points: number; max: 40; checks: ScoreCheck[]; messages: string[] };

// ---------------------------------------------------------------- constants

const WRONG_ORDER_PENALTY = 2;
const ABOUT_MAX_WORDS = 70;
/** SPEC.md section 9: a profile's logo is 300 × 125 pixels. */
export const LOGO_WIDTH = 300;
export const LOGO_HEIGHT = 125;
/** SPEC.md section 9: each option earns out of 85 and is divided by this multiplier. */
const OPTION_MULTIPLIER = 2.5;
const TOP_CHOICES_MIN = 1;
const TOP_CHOICES_MAX = 3;

const AGE_GROUPS = ['12 - 15', '16 - 19', '20 - 29', '30 - 39', '40 - 49', '50 +'] as const;
const INCOME_GROUPS = ['High', 'Mid', 'Low'] as const;
const STATES = ['Gujarat', 'Karnataka', 'Kerala', 'Maharashtra', 'Tamil Nadu', 'Telangana', 'West Bengal'] as const;
const CITIES = ['Bangalore', 'Chennai', 'Delhi', 'Hyderabad', 'Kochi', 'Kolkata', 'Mumbai'] as const;

const CREATIVE_REQUIRED_KEYS: Readonly<Record<string, readonly string[]>> = {
  image: ['Unit', 'Format', 'Resolution'],
  video: ['Bit rate type', 'Video bit rate', 'Aspect Ratio', 'Format'],
  audio: ['Format', 'Min File Size', 'Max File Size'],
  text: ['Max Character Length'],
  cta: ['Ad click URL', 'Max Characters'],
};
/** Spelled as the contract spells it. */
const CAMPAIGN_GUIDELINES_KEY = 'Campaign Guidlines and Restrictions';
const SOP_KEYS = ['Proof Of Execution', 'First Proof Of Execution(In Days)', 'Proof Of Execution Frequency'] as const;

// ---------------------------------------------------------------- small helpers

const round2 = (x: number): number => Math.round((x + Number.EPSILON) * 100) / 100;
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const isFilled = (v: unknown): boolean => isNonEmptyString(v) || isFiniteNumber(v);

const pass = (key: string, max: number): ScoreCheck => ({ key, max, points: max });
const fail = (key: string, max: number, message?: string): ScoreCheck =>
  message === undefined ? { key, max, points: 0 } : { key, max, points: 0, message };
const wrongOrder = (key: string, max: number, message: string): ScoreCheck =>
  ({ key, max, points: Math.max(0, max - WRONG_ORDER_PENALTY), message });

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);
const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Charts are found by a word of their title, case-insensitive. We match at a word start
 * rather than anywhere so that "Language" is never taken for the `age` chart.
 */
function findChart(charts: readonly ScoreChart[], ...needles: string[]): ScoreChart | undefined {
  const patterns = needles.map((n) => new RegExp(`\\b${escapeRegExp(n)}`, 'i'));
  return charts.find((c) => typeof c.title === 'string' && patterns.some((p) => p.test(c.title)));
}

const labelsOf = (c: ScoreChart): string[] => c.data.map((d) => d.label);
const allFinite = (c: ScoreChart): boolean => c.data.every((d) => isFiniteNumber(d.value));
const sumsTo100 = (c: ScoreChart): boolean =>
  allFinite(c) && Math.abs(c.data.reduce((s, d) => s + d.value, 0) - 100) <= 0.01;

// ---------------------------------------------------------------- profile checks

function logoCheck(logo: MediaProfile['logo'], max: number): ScoreCheck {
  if (!logo || !isNonEmptyString(logo.url)) return fail('logo', max, 'Logo is missing');
  const widthOk = logo.width === undefined || logo.width === LOGO_WIDTH;
  const heightOk = logo.height === undefined || logo.height === LOGO_HEIGHT;
  return widthOk && heightOk ? pass('logo', max) : fail('logo', max, `Logo should be ${LOGO_WIDTH} x ${LOGO_HEIGHT}`);
}

type ValueRule = 'number' | 'string' | 'array';

function valueHolds(rule: ValueRule, value: unknown): boolean {
  if (rule === 'number') return isFiniteNumber(value);
  if (rule === 'string') return isNonEmptyString(value);
  return Array.isArray(value) && value.length > 0;
}

function attributeCheck(
  attributes: MediaProfile['attributes'], key: string, max: number, rule: ValueRule, needsToolTip = false,
): ScoreCheck {
  const attribute = attributes[key];
  if (!attribute) return fail(key, max, `${key} is missing`);
  if (!valueHolds(rule, attribute.value)) return fail(key, max, `Value missing for ${key}`);
  if (needsToolTip && !isNonEmptyString(attribute.toolTip)) return fail(key, max, `ToolTip missing for ${key}`);
  return pass(key, max);
}

function aboutSection(sections: MediaProfile['sections']): MediaProfile['sections'][number] | undefined {
  return sections.find((s) => typeof s.title === 'string' && s.title.trim().toLowerCase() === 'about') ?? sections[0];
}

function aboutChecks(sections: MediaProfile['sections']): ScoreCheck[] {
  const about = aboutSection(sections);
  if (!about) return [fail('sections', 2, 'About section is missing'), fail('aboutContent', 2)];
  const texts = about.contents.filter((c) => c.type === 'text');
  const text = (texts[1] ?? texts[0])?.value ?? '';
  const words = text.split(/\s+/).filter((w) => w.length > 0).length;
  return [
    pass('sections', 2),
    words <= ABOUT_MAX_WORDS ? pass('aboutContent', 2) : fail('aboutContent', 2, 'About section is more than 70 words'),
  ];
}

function mediaKitCheck(url: string | null | undefined): ScoreCheck {
  if (!isNonEmptyString(url)) return fail('mediaKit', 5, 'Media kit is missing');
  // The path decides, not a query string or fragment a CDN may add.
  const path = url.trim().split(/[?#]/)[0];
  return path.toLowerCase().endsWith('.pdf') ? pass('mediaKit', 5) : fail('mediaKit', 5, 'Media kit should be a PDF');
}

function advertisersCheck(charts: readonly ScoreChart[]): ScoreCheck {
  const chart = findChart(charts, 'advertiser');
  if (!chart) return fail('advertisers', 2, 'Advertisers are missing');
  return chart.data.length > 3 ? pass('advertisers', 2) : fail('advertisers', 2, 'Advertisers should be more than 3');
}

/** Two-way splits (gender, time band, urban/rural): the order matters, the sum must be 100. */
function splitCheck(
  chart: ScoreChart | undefined, key: string, max: number, name: string, order: readonly [string, string],
): ScoreCheck {
  if (!chart) return fail(key, max, `${name} Distribution is missing`);
  const labels = labelsOf(chart);
  const sumOk = sumsTo100(chart);
  if (sumOk && sameList(labels, order)) return pass(key, max);
  if (sumOk && sameList(labels, [order[1], order[0]])) {
    return wrongOrder(key, max, `${name} Distribution - ${order.join(',')} order should be followed`);
  }
  return fail(key, max, `${name} Distribution Should be 100%`);
}

/** Fixed groups (age, income): exactly these labels, in this order. */
function groupsCheck(
  chart: ScoreChart | undefined, key: string, max: number, name: string, groups: readonly string[],
): ScoreCheck {
  if (!chart) return fail(key, max, `${name} Distribution is missing`);
  const labels = labelsOf(chart);
  if (!allFinite(chart) || !sameSet(labels, groups)) return fail(key, max, `${name} Distribution is invalid`);
  if (sameList(labels, groups)) return pass(key, max);
  return wrongOrder(key, max, `${name} Distribution order should be ${groups.join(', ')}`);
}

/** Locations (state, city): allowed labels only, values highest first. */
function locationCheck(
  chart: ScoreChart | undefined, key: string, max: number, name: string, allowed: readonly string[],
): ScoreCheck {
  if (!chart) return fail(key, max, `${name} Distribution is missing`);
  const valid = chart.data.length > 0 && allFinite(chart) && chart.data.every((d) => allowed.includes(d.label));
  if (!valid) return fail(key, max, `${name} Distribution is invalid`);
  const ordered = chart.data.every((d, i) => i === 0 || chart.data[i - 1].value >= d.value);
  return ordered ? pass(key, max) : wrongOrder(key, max, `${name} Distribution should be ordered highest to lowest`);
}

/** An attribute check as data: its key, points, value rule and whether it needs a tooltip. */
type AttributeSpec = readonly [key: string, max: number, rule: ValueRule, needsToolTip?: boolean];

const DIGITAL_ATTRIBUTES: readonly AttributeSpec[] = [
  ['monthlyUsers', 6, 'number'],
  ['bidType', 3, 'string'],
  ['medium', 3, 'string'],
  ['pricingModel', 3, 'array'],
  ['pagesPerVisit', 3, 'number', true],
  ['appStoreRating', 3, 'number', true],
];

const TELEVISION_ATTRIBUTES: readonly AttributeSpec[] = [
  ['monthlyCumeReach', 5, 'number'],
  ['language', 5, 'string'],
  ['metroSharePercentage', 5, 'string'],
  ['primeTime', 6, 'array'],
  ['monthlyAMA', 4, 'number'],
];

const attributeChecks = (attributes: MediaProfile['attributes'], specs: readonly AttributeSpec[]): ScoreCheck[] =>
  specs.map(([key, max, rule, needsToolTip]) => attributeCheck(attributes, key, max, rule, needsToolTip));

/** Points of the audience charts both kinds score. */
type AudiencePoints = { gender: number; age: number; income: number; state: number; city: number };

/** The audience charts in check order: gender, any kind's own splits, age, income, state, city. */
function audienceChecks(charts: readonly ScoreChart[], points: AudiencePoints, splits: readonly ScoreCheck[] = []): ScoreCheck[] {
  return [
    splitCheck(findChart(charts, 'gender'), 'gender', points.gender, 'Gender', ['Male', 'Female']),
    ...splits,
    groupsCheck(findChart(charts, 'age'), 'age', points.age, 'Age', AGE_GROUPS),
    groupsCheck(findChart(charts, 'income'), 'income', points.income, 'Income', INCOME_GROUPS),
    locationCheck(findChart(charts, 'state'), 'state', points.state, 'State', STATES),
    locationCheck(findChart(charts, 'city'), 'city', points.city, 'City', CITIES),
  ];
}

function digitalChecks(p: MediaProfile): ScoreCheck[] {
  return [
    logoCheck(p.logo, 5),
    ...attributeChecks(p.attributes, DIGITAL_ATTRIBUTES),
    ...aboutChecks(p.sections),
    mediaKitCheck(p.mediaKitUrl),
    advertisersCheck(p.demographics),
    ...audienceChecks(p.demographics, { gender: 3, age: 5, income: 5, state: 5, city: 5 }),
  ];
}

function televisionChecks(p: MediaProfile): ScoreCheck[] {
  const charts = p.demographics;
  return [
    logoCheck(p.logo, 10),
    ...attributeChecks(p.attributes, TELEVISION_ATTRIBUTES),
    ...audienceChecks(charts, { gender: 4, age: 4, income: 3, state: 4, city: 3 }, [
      splitCheck(findChart(charts, 'prime'), 'timeBand', 4, 'Time Band', ['PT', 'NPT']),
      splitCheck(findChart(charts, 'urban', 'rural'), 'panIndia', 3, 'Urban Rural', ['Urban', 'Rural']),
    ]),
  ];
}

// ---------------------------------------------------------------- media options

/** One option's points out of 85 and its messages, each prefixed with the option name. */
function scoreOneOption(o: ScoreMediaOption): { points: number; messages: string[] } {
  const messages: string[] = [];
  let points = 0;
  const say = (text: string) => messages.push(`${o.name}: ${text}`);

  const artworks = o.referenceArtworks ?? [];
  if (artworks.length === 0) say('Missing Reference artworks');
  else if (!artworks.every((a) => isNonEmptyString(a.url))) say('Value is missing for one of Reference artworks');
  else points += 15;

  if (isNonEmptyString(o.descriptionId)) points += 5;
  else say('Description is missing');

  const specs = (o.creativeSpecs ?? []).filter((s) => s.type in CREATIVE_REQUIRED_KEYS);
  if (specs.length === 0) {
    say('Atleast one of Image/Video/Audio/Text/CTA is required');
  } else {
    let complete = true;
    for (const spec of specs) {
      const missing = CREATIVE_REQUIRED_KEYS[spec.type].filter(
        (key) => !spec.fields.some((f) => f.key === key && isFilled(f.value)),
      );
      if (missing.length > 0) {
        complete = false;
        say(`Required fields missing in ${spec.type} creative specs: ${missing.join(', ')}`);
      }
    }
    if (complete) points += 15;
  }

  const hasKey = (list: readonly ScoreKeyValue[] | undefined, key: string) =>
    (list ?? []).some((kv) => kv.key === key && isFilled(kv.value));

  if (hasKey(o.additionalInfo, CAMPAIGN_GUIDELINES_KEY)) points += 12.5;
  else say('Campaign Guidlines and Restrictions are required.');

  if (SOP_KEYS.every((key) => hasKey(o.sop, key))) points += 12.5;
  else say('Proof of execution settings are incomplete');

  if ((o._vendors ?? []).some(isNonEmptyString)) points += 25;
  else say('Atleast one vendor is required');

  return { points, messages };
}

/** Scores the 40-point top-choices and media-options part shared by both profile kinds. */
export function scoreMediaOptions(options: readonly ScoreMediaOption[]): MediaOptionsScore {
  const popular = options.filter((o) => o._template === 'Popular Media').length;
  const premium = options.filter((o) => o._template === 'Premium Media').length;
  const inRange = (n: number) => n >= TOP_CHOICES_MIN && n <= TOP_CHOICES_MAX;
  const topChoices = inRange(popular) && inRange(premium)
    ? pass('topChoices', 6)
    : fail('topChoices', 6, 'Popular/Premium media should be minimum 1 and maximum 3');

  const optionMessages: string[] = [];
  let mediaOptions: ScoreCheck;
  if (options.length === 0) {
    mediaOptions = fail('mediaOptions', 34, 'Atleast one media option is required');
  } else {
    let total = 0;
    for (const o of options) {
      const one = scoreOneOption(o);
      total += one.points;
      optionMessages.push(...one.messages);
    }
    mediaOptions = { key: 'mediaOptions', max: 34, points: round2(total / options.length / OPTION_MULTIPLIER) };
  }

  const checks = [topChoices, mediaOptions];
  const messages = [
    ...(topChoices.message ? [topChoices.message] : []),
    ...(mediaOptions.message ? [mediaOptions.message] : []),
    ...optionMessages,
  ];
  return { points: round2(topChoices.points + mediaOptions.points), max: 40, checks, messages };
}

/** Scores a digital or television profile out of 100 as SCORING.md defines it. */
export function scoreProfile(profile: MediaProfile): ProfileScore {
  const profileChecks = profile.kind === 'television' ? televisionChecks(profile) : digitalChecks(profile);
  const options = scoreMediaOptions(profile.mediaOptions);
  const checks = [...profileChecks, ...options.checks];
  const messages = [
    ...profileChecks.flatMap((c) => (c.message ? [c.message] : [])),
    ...options.messages,
  ];
  const score = round2(checks.reduce((sum, c) => sum + c.points, 0));
  return { score, max: 100, checks, messages };
}

/**
 * Scores a listing of any other category out of 100 from its media options alone.
 * SCORING.md only defines digital and television profiles; our reading for the rest is the
 * 40-point options part scaled to 100: `round2(points * 100 / 40)`.
 */
export function scoreListing(options: readonly ScoreMediaOption[]): number {
  return round2((scoreMediaOptions(options).points * 100) / 40);
}
