/**
 * The campaign's own fields beyond its options and plans (SPEC.md 3.11): the brief's choices
 * (client, request a callback, execute with TMA), the estimate, creatives and saved versions
 * of the media plan. Pure rules: the server checks what is sent with them, the dashboard
 * checks its forms with the same ones.
 */
import type { Brief, CampaignCreative, CampaignEstimate, CampaignVersion, PricedMediaOption } from '../entities/entities';
import { formatRupees } from '../format/money';
import { round2 } from '../pricing/rounding';
import { checkText } from '../input/text';
import { campaignAmounts } from './campaign-options';
import { isIsoDate } from './brief';
import { latestPlan } from './campaign-lifecycle';
import { isHttpUrl } from './proof';

/** Most characters of a client's name, a creative's name and a note. */
export const CLIENT_NAME_MAX = 120;
export const CREATIVE_NAME_MAX = 120;
export const CAMPAIGN_NOTE_MAX = 500;
/** Most creatives and saved versions one campaign keeps. */
export const MAX_CREATIVES = 100;
export const MAX_VERSIONS = 50;
/** The largest estimate, in rupees (a hundred crore). */
export const ESTIMATE_MAX = 1_000_000_000;

/** What TMA means, in the words the brief and the campaign page use. */
export const TMA_EXPLAINED = 'TMA is our own media team: they book the media, run the campaign and send you the proof and reports.';

/** The campaign's choices a brief carries besides the brief itself. */
export type CampaignBriefExtras = { client?: string; requestCallback?: boolean; executeWithTma?: boolean };

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The brief's extras as sent: the client's name trimmed (empty means none), the two choices as booleans. */
export function readBriefExtras(raw: { client?: unknown; requestCallback?: unknown; executeWithTma?: unknown }): Checked<CampaignBriefExtras> {
  const value: CampaignBriefExtras = {};
  if (raw.client !== undefined) {
    if (typeof raw.client !== 'string') return { ok: false, message: "The client's name must be text" };
    const client = checkText("The client's name", raw.client, { max: CLIENT_NAME_MAX });
    if (!client.ok) return client;
    value.client = client.value;
  }
  for (const key of ['requestCallback', 'executeWithTma'] as const) {
    const flag = raw[key];
    if (flag === undefined) continue;
    if (typeof flag !== 'boolean') return { ok: false, message: `${key} must be true or false` };
    value[key] = flag;
  }
  return { ok: true, value };
}

/** A note as typed: trimmed, at most CAMPAIGN_NOTE_MAX characters; empty means none. */
function readNote(note: string | undefined): Checked<string | undefined> {
  if (note === undefined) return { ok: true, value: undefined };
  const checked = checkText('The note', note, { max: CAMPAIGN_NOTE_MAX, multiline: true });
  if (!checked.ok) return checked;
  return { ok: true, value: checked.value || undefined };
}

export type EstimateInput = { amount?: number; validUntil: string; note?: string };

/**
 * An estimate as staff send it (`today` is YYYY-MM-DD): `amount` in rupees, or left out to
 * take the latest plan's total (`plan`, null when none was shared); valid until a date not
 * before today.
 */
export function readEstimate(
  input: EstimateInput, today: string, plan: { _id: string; totalPrice: number } | null, by: string, at: string,
): Checked<CampaignEstimate> {
  if (!isIsoDate(input.validUntil)) return { ok: false, message: 'validUntil must be a date written YYYY-MM-DD' };
  if (input.validUntil < today) return { ok: false, message: `An estimate cannot be valid until a day already past (${input.validUntil})` };
  const note = readNote(input.note);
  if (!note.ok) return note;
  let amount: number;
  let source: CampaignEstimate['source'] = 'staff';
  if (input.amount === undefined) {
    if (!plan) return { ok: false, message: 'Give the amount: no plan was shared to take it from' };
    amount = plan.totalPrice;
    source = 'plan';
  } else {
    amount = input.amount;
  }
  if (!Number.isFinite(amount) || amount <= 0 || amount > ESTIMATE_MAX) {
    return { ok: false, message: `The estimate must be more than ₹0 and at most ${formatRupees(ESTIMATE_MAX)}` };
  }
  const value: CampaignEstimate = {
    amount: round2(amount), validUntil: input.validUntil, source, createdAt: at, createdBy: by,
    ...(source === 'plan' && plan ? { planId: plan._id } : {}),
    ...(note.value ? { note: note.value } : {}),
  };
  return { ok: true, value };
}

export type CreativeInput = { name: string; url?: string; fileId?: string; mediaOptionId?: string };

/** A creative as sent: a name, and either a link or a file of the campaign, for one of its options or the whole campaign. */
export function readCreative(
  input: CreativeInput,
  campaign: { uploadIds: readonly string[]; optionIds: readonly string[]; count: number },
  ids: { _id: string; by: string; at: string },
): Checked<CampaignCreative> {
  if (campaign.count >= MAX_CREATIVES) return { ok: false, message: `A campaign keeps at most ${MAX_CREATIVES} creatives` };
  const name = checkText("The creative's name", input.name, { required: true, max: CREATIVE_NAME_MAX });
  if (!name.ok) return name;
  const url = input.url?.trim();
  if ((url ? 1 : 0) + (input.fileId ? 1 : 0) !== 1) return { ok: false, message: 'Give either url (a link) or fileId (a file of this campaign), not both or neither' };
  if (url && !isHttpUrl(url)) return { ok: false, message: 'Enter a full link starting with http:// or https://' };
  if (input.fileId && !campaign.uploadIds.includes(input.fileId)) return { ok: false, message: 'fileId is not a file of this campaign' };
  if (input.mediaOptionId && !campaign.optionIds.includes(input.mediaOptionId)) {
    return { ok: false, message: 'mediaOptionId is not a media option of this campaign' };
  }
  return {
    ok: true,
    value: {
      _id: ids._id, name: name.value, createdAt: ids.at, addedBy: ids.by,
      ...(url ? { url } : { fileId: input.fileId }),
      ...(input.mediaOptionId ? { mediaOptionId: input.mediaOptionId } : {}),
    },
  };
}

/** A saved version of the media plan as it is now: its total and option count, with an optional note. */
export function planVersionOf(
  options: readonly PricedMediaOption[], note: string | undefined, count: number, ids: { _id: string; by: string; at: string },
): Checked<CampaignVersion> {
  if (count >= MAX_VERSIONS) return { ok: false, message: `A campaign keeps at most ${MAX_VERSIONS} saved versions` };
  if (!options.length) return { ok: false, message: 'Add media options to the campaign before saving a version of its plan' };
  const checked = readNote(note);
  if (!checked.ok) return checked;
  return {
    ok: true,
    value: {
      _id: ids._id, createdAt: ids.at, totalPrice: campaignAmounts(options).totalPrice, count: options.length, savedBy: ids.by,
      ...(checked.value ? { note: checked.value } : {}),
    },
  };
}

/** The brand a plan is for (SPEC.md 3.12): the brief's brand name and its category as the industry; null without a brief. */
export function planBrandOf(brief: Pick<Brief, 'brand'> | null | undefined): { name: string; industry: string } | null {
  if (!brief?.brand?.name) return null;
  return { name: brief.brand.name, industry: brief.brand.category ?? '' };
}

/**
 * The plans once a new version is shared: the version it replaces (the latest, when not
 * approved) is changed too, so its `updatedAt` moves to `at`.
 */
export function plansAfterNewVersion<P extends { _id: string; version?: number; approved?: boolean; updatedAt: string }>(plans: readonly P[], at: string): P[] {
  const latest = latestPlan(plans);
  return plans.map((p) => (p === latest && !p.approved ? { ...p, updatedAt: at } : p));
}
