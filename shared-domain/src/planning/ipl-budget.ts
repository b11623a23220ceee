/**
 * The IPL ad budget calculator (issue 18, /ipl-ad-budget-calculator): channels during the IPL
 * season (TV, digital, outdoor, radio, in-stadium), matches and spots per match → a budget and
 * reach per channel and in total, from the catalog's IPL options. Pure: the server reads the
 * options of IPL media and calls `estimateIplBudget`; the page keeps its values in the URL.
 *
 * Which options count, and how they are booked (IPL_BUDGET_METHOD says it in plain words):
 * - an option counts when it is sold per spot (a "Spots" unit), per match (a "Matches" unit) or
 *   per thousand impressions (streaming CPM); season rights and per-post options are left out,
 *   as they do not scale with matches;
 * - its channel is read from its type and its media's category (`iplChannelOf`);
 * - spots = matches × spots per match; matches = matches; impressions = its usual impressions
 *   (the option's default) every match; priced exactly as the bag prices it;
 * - a channel's budget is its typical option: the median by price (nearest rank), with the
 *   cheapest and the dearest beside it; the total adds the channels' budgets;
 * - reach follows SPEC.md section 9 by the channel's category (television and digital: reported
 *   impressions; radio: listenership; outdoor: none); an option without the figures, and
 *   in-stadium branding (no formula), has no reach: the page shows "N/A".
 */
import { estimateReach, reachInputsOf, type ReachEstimate } from '../catalog/reach';
import { withPlanUnits } from './plan-units';
import { nearestRank, planOption, type PlanOption, type PlannedUnit, type PlanningRateRow } from './budget-estimate';

export const IPL_CHANNELS = ['tv', 'digital', 'outdoor', 'radio', 'in-stadium'] as const;
export type IplChannel = (typeof IPL_CHANNELS)[number];

export const IPL_CHANNEL_LABELS: Readonly<Record<IplChannel, string>> = {
  tv: 'TV',
  digital: 'Digital',
  outdoor: 'Outdoor',
  radio: 'Radio',
  'in-stadium': 'In-stadium',
};

/** The category whose SPEC.md section 9 reach rule a channel follows (none: no formula). */
const REACH_CATEGORY: Readonly<Record<IplChannel, string | null>> = {
  tv: 'television',
  digital: 'digital',
  outdoor: 'outdoor',
  radio: 'radio',
  'in-stadium': null,
};

/** The calculator's bounds: matches 1–74 (its documented maximum), spots per match 1–30. */
export const IPL_MAX_MATCHES = 74;
export const IPL_MAX_SPOTS = 30;

export const IPL_BUDGET_METHOD: readonly string[] = [
  'Options of IPL teams, stadiums and broadcasts in the catalog count when they are sold per spot, per match or per thousand impressions (streaming); season rights and per-post options do not grow with matches and are left out.',
  'Spot options are booked at matches × spots per match; per-match options (stadium branding) at the number of matches; streaming options at their usual impressions for every match. Each is priced exactly as the bag prices it: its rates for those units, its minimum billing, and GST.',
  'A channel’s budget is its typical option: the middle one by price, with the cheapest and the dearest beside it. The total adds the channels’ budgets.',
  'Reach follows our reach rules: TV and digital from the impressions the seller reports, radio from weekly listenership, and none for outdoor or in-stadium branding (shown as N/A).',
];

export type IplBudgetInput = { channels: IplChannel[]; matches: number; spots: number };
export type IplBudgetField = keyof IplBudgetInput;
export type IplBudgetValues = { channels: string[]; matches: string; spots: string };
export type IplBudgetCheck = { ok: true; value: IplBudgetInput } | { ok: false; errors: Partial<Record<IplBudgetField, string>> };

/** An option of a channel with its reach at the planned units. */
export type IplOption = PlanOption & { reach: ReachEstimate };

export type IplChannelBudget = {
  channel: IplChannel;
  label: string;
  optionCount: number;
  /** The median option by price; null when the catalog has no option for the channel. */
  typical: IplOption | null;
  cheapest: IplOption | null;
  dearest: IplOption | null;
};

export type IplBudget = {
  matches: number;
  spots: number;
  channels: IplChannelBudget[];
  /** Sum of the channels' typical budgets; reach sums the channels with an estimate (null: none has one). */
  total: { budget: number; reach: number | null } | null;
};

const unitNamed = (row: PlanningRateRow, re: RegExp) => (row.option.pricingUnits ?? []).find((u) => u.inUse !== false && re.test(u.name));
const SPOTS = /^spots$/i;
const MATCHES = /^matches$/i;
/** "Impressions ('000)": a CPM option's unit. */
const IMPRESSIONS = /^impressions\b/i;

/**
 * The channel of an IPL option, or null when it does not count: sold neither per spot, per
 * match nor per thousand impressions, or of no channel. TV: TV spots or a television medium;
 * digital: connected-TV and streaming spots, impressions (CPM) or a digital medium; outdoor and
 * radio: media of those categories; in-stadium: stadium branding.
 */
export function iplChannelOf(row: PlanningRateRow): IplChannel | null {
  const impressions = Boolean(unitNamed(row, IMPRESSIONS));
  if (!unitNamed(row, SPOTS) && !unitNamed(row, MATCHES) && !impressions) return null;
  const type = row.option.type ?? '';
  const category = row.media.category;
  if (category === 'outdoor' || category === 'nontraditional') return 'outdoor';
  if (category === 'radio') return 'radio';
  if (category === 'television' || /^TV\b/i.test(type)) return 'tv';
  if (category === 'digital' || impressions || /\b(CTV|connected|streaming|digital|OTT)\b/i.test(type)) return 'digital';
  if (/stadium/i.test(type)) return 'in-stadium';
  return null;
}

/**
 * The units an IPL option is booked at: Spots = matches × spots per match, Matches = matches,
 * impressions = the option's default every match; others at their defaults.
 */
export function iplPlannedUnits(row: PlanningRateRow, matches: number, spots: number): PlannedUnit[] {
  return (row.option.pricingUnits ?? []).filter((u) => u.inUse !== false).map((u) => {
    const value = SPOTS.test(u.name) ? matches * spots : MATCHES.test(u.name) ? matches : IMPRESSIONS.test(u.name) ? u.value * matches : u.value;
    return { name: u.name, value: Math.max(value, u.min ?? 0) };
  });
}

function iplOption(row: PlanningRateRow, channel: IplChannel, matches: number, spots: number): IplOption {
  const units = iplPlannedUnits(row, matches, spots);
  const planned = planOption(row, units);
  const category = REACH_CATEGORY[channel];
  const option = withPlanUnits(row.option, units);
  const reach: ReachEstimate = category === null
    ? { kind: 'none', reason: 'No reach estimate for in-stadium branding' }
    : estimateReach(category, reachInputsOf(row.media.attributes, option));
  return { ...planned, reach };
}

const byCost = (a: PlanOption, b: PlanOption) => a.cost - b.cost || (a.optionId < b.optionId ? -1 : a.optionId > b.optionId ? 1 : 0);

/** Budget and reach per chosen channel (in IPL_CHANNELS order) and in total, from the IPL options in `rows`. */
export function estimateIplBudget(rows: readonly PlanningRateRow[], input: Readonly<IplBudgetInput>): IplBudget {
  const wanted = IPL_CHANNELS.filter((c) => input.channels.includes(c));
  const byChannel = new Map<IplChannel, IplOption[]>(wanted.map((c) => [c, []]));
  for (const row of rows) {
    const channel = iplChannelOf(row);
    const list = channel ? byChannel.get(channel) : undefined;
    if (!list || !channel) continue;
    const planned = iplOption(row, channel, input.matches, input.spots);
    if (Number.isFinite(planned.cost) && planned.cost > 0) list.push(planned);
  }
  const channels = wanted.map((channel): IplChannelBudget => {
    const sorted = (byChannel.get(channel) ?? []).sort(byCost);
    const label = IPL_CHANNEL_LABELS[channel];
    if (!sorted.length) return { channel, label, optionCount: 0, typical: null, cheapest: null, dearest: null };
    return { channel, label, optionCount: sorted.length, typical: sorted[nearestRank(sorted.length, 0.5)], cheapest: sorted[0], dearest: sorted[sorted.length - 1] };
  });
  const priced = channels.filter((c) => c.typical);
  const reaches = priced.map((c) => c.typical!.reach).filter((r): r is Extract<ReachEstimate, { kind: 'estimate' }> => r.kind === 'estimate');
  return {
    matches: input.matches,
    spots: input.spots,
    channels,
    total: priced.length
      ? { budget: priced.reduce((s, c) => s + c.typical!.cost, 0), reach: reaches.length ? reaches.reduce((s, r) => s + r.reach, 0) : null }
      : null,
  };
}

function listOf(values: readonly string[]): string[] {
  return [...new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase()).filter(Boolean))];
}

function wholeIn(text: string, min: number, max: number): number | null {
  const t = text.trim();
  return /^\d+$/.test(t) && Number(t) >= min && Number(t) <= max ? Number(t) : null;
}

/** Checks the form's values: at least one known channel; matches 1–74 and spots per match 1–30, whole numbers. */
export function checkIplBudget(values: Readonly<IplBudgetValues>): IplBudgetCheck {
  const errors: Partial<Record<IplBudgetField, string>> = {};
  const channels = listOf(values.channels);
  const unknown = channels.find((c) => !(IPL_CHANNELS as readonly string[]).includes(c));
  if (!channels.length) errors.channels = 'Choose at least one channel.';
  else if (unknown !== undefined) errors.channels = `“${unknown.slice(0, 40)}” is not a channel; choose TV, digital, outdoor, radio or in-stadium.`;
  const matches = wholeIn(values.matches, 1, IPL_MAX_MATCHES);
  if (!values.matches.trim()) errors.matches = 'Enter the number of matches.';
  else if (matches === null) errors.matches = `Matches must be a whole number from 1 to ${IPL_MAX_MATCHES}.`;
  const spots = wholeIn(values.spots, 1, IPL_MAX_SPOTS);
  if (!values.spots.trim()) errors.spots = 'Enter the spots per match.';
  else if (spots === null) errors.spots = `Spots per match must be a whole number from 1 to ${IPL_MAX_SPOTS}.`;
  if (Object.keys(errors).length || matches === null || spots === null) return { ok: false, errors };
  return { ok: true, value: { channels: channels as IplChannel[], matches, spots } };
}

/** The page's URL query (`?channels=tv&channels=digital&matches=10&spots=4`): what the form's GET sends. */
export function iplBudgetQuery(values: Readonly<IplBudgetValues>): string {
  const params = new URLSearchParams();
  for (const c of listOf(values.channels)) params.append('channels', c);
  if (values.matches.trim()) params.set('matches', values.matches.trim());
  if (values.spots.trim()) params.set('spots', values.spots.trim());
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API's query of checked input (`?channels=tv,digital&matches=10&spots=4`). */
export function iplBudgetApiQuery(input: Readonly<IplBudgetInput>): string {
  return `?${new URLSearchParams({ channels: input.channels.join(','), matches: String(input.matches), spots: String(input.spots) }).toString()}`;
}

/** The form's values from a URL query: channels repeated or comma-joined; anything else ignored. */
export function iplBudgetValuesFrom(search: string): IplBudgetValues {
  const params = new URLSearchParams(search);
  return {
    channels: listOf(params.getAll('channels').map((v) => v.slice(0, 100))).slice(0, 10),
    matches: (params.get('matches') ?? '').slice(0, 8),
    spots: (params.get('spots') ?? '').slice(0, 8),
  };
}

export function iplBudgetAsked(values: Readonly<IplBudgetValues>): boolean {
  return values.channels.length > 0 || values.matches.trim() !== '' || values.spots.trim() !== '';
}
