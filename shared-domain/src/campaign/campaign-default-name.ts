/**
 * The name a campaign saved from the bag gets when the buyer gave none: one a person
 * recognises on the dashboard ("Times of India – December 2026"), never the bag's
 * placeholder. The server names a new campaign with it; the bag shows it as the default.
 */
import { DEFAULT_BAG_NAME } from '../session/keys';
import { checkCampaignName, CAMPAIGN_NAME_MAX } from './campaign-name';

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const;
/** India Standard Time: the site's calendar. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const SEPARATOR = ' – ';
/** Said when no line names its media. */
const NO_MEDIA_NAME = 'Campaign';

/** The name the buyer typed for the bag: a valid name other than the placeholder (DEFAULT_BAG_NAME), else null. */
export function typedBagName(name: string | null | undefined): string | null {
  if (name == null) return null;
  const checked = checkCampaignName(name);
  return checked.ok && checked.name !== DEFAULT_BAG_NAME ? checked.name : null;
}

/** "December 2026": the month of `at` in India. */
export function campaignMonth(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return `${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** A date of the bag (`2026-12-05` or an ISO instant), or null when it is not one. */
function dateOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A calendar day is that day in India; noon keeps it there whatever the offset.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value;
  const at = new Date(day);
  return Number.isNaN(at.getTime()) ? null : at;
}

export type CampaignNameSource = {
  /** The bag's name as stored (the placeholder when the buyer typed none). */
  name?: string | null;
  /** The campaign's start date, if the buyer set one. */
  startDate?: string | null;
  /** The lines saved, in bag order; the first one naming its media names the campaign. */
  lines: readonly { display?: { mediaName?: string | null } | null }[];
};

/**
 * The campaign's name: the name the buyer typed for the bag; else the first line's media and
 * the month the campaign starts (today's month when it has no start date), e.g.
 * "Times of India – December 2026"; "Campaign – December 2026" when no line names its media.
 * Always a valid campaign name (checkCampaignName), at most CAMPAIGN_NAME_MAX characters.
 */
export function campaignNameFor(source: CampaignNameSource, now: Date): string {
  const typed = typedBagName(source.name);
  if (typed) return typed;
  const month = campaignMonth(dateOf(source.startDate) ?? now);
  const room = CAMPAIGN_NAME_MAX - SEPARATOR.length - month.length;
  for (const line of source.lines) {
    const media = checkCampaignName([...(line.display?.mediaName ?? '').trim()].slice(0, room).join(''));
    if (media.ok) return `${media.name}${SEPARATOR}${month}`;
  }
  return `${NO_MEDIA_NAME}${SEPARATOR}${month}`;
}
