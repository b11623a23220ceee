/**
 * Leads (issue 14, SPEC.md section 2 "Lead forms"): what a lead form may send, checked the
 * same way by the form (messages beside each field) and by `POST /api/leads` (400 naming the
 * field). Phone and e-mail use the sign-in rules (session/identity), text the input rules.
 */
import { checkText } from '../input/text';
import { numberProblem, type NumberBounds } from '../input/numbers';
import { EMAIL_MESSAGE, normalizeEmail, normalizePhone, PHONE_MESSAGE } from '../session/identity';

/** A lead's budget: whole rupees from ₹1 to ₹100 crore (1,000,000,000). */
const LEAD_BUDGET_BOUNDS: NumberBounds = { min: 1, max: 1_000_000_000, decimals: 0 };

/**
 * When the advertiser wants to start: the form offers these choices; the API also takes the
 * advertiser's own words (one line, at most 100 characters), or '' when not given.
 */
export const LEAD_TIMELINES = ['Within 2 weeks', 'Within a month', 'In 1 to 3 months', 'In 3 to 6 months', 'Not decided yet'] as const;
export type LeadTimeline = (typeof LEAD_TIMELINES)[number];

/** The most characters of each text field. */
export const LEAD_LIMITS = { name: 100, adTimeLine: 100, requirements: 2000, source: 200, utm: 100, note: 2000, assignee: 100 } as const;

/** The fields of a lead form and of `POST /api/leads`. */
export type LeadField = 'name' | 'email' | 'phone' | 'budget' | 'adTimeLine' | 'requirements' | 'source' | 'utm_source' | 'utm_medium' | 'utm_campaign';

/** What a form sends (`budget` null or absent when not given). */
export type LeadInput = {
  name: string;
  email: string;
  phone: string;
  budget?: number | null;
  adTimeLine?: string;
  requirements?: string;
  /**
   * Where it was sent from: the page path (`/contact-us`) or the popup (`lead-magnet:radio`,
   * `exit-intent:/influencer-marketing`); '' or absent when unknown (the server then records
   * the page that sent the request, when it can tell).
   */
  source?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
};

/** A lead as stored: trimmed text, phone `+91XXXXXXXXXX`, e-mail lower case, '' for what was not given. */
export type LeadFields = {
  name: string;
  email: string;
  phone: string;
  budget: number | null;
  adTimeLine: string;
  requirements: string;
  source: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
};

export type LeadErrors = Partial<Record<LeadField, string>>;
export type LeadCheck = { ok: true; value: LeadFields } | { ok: false; errors: LeadErrors };

/** Human labels of the fields (form labels and error messages). */
export const LEAD_LABELS: Readonly<Record<LeadField, string>> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Mobile number',
  budget: 'Budget',
  adTimeLine: 'When to start',
  requirements: 'Requirements',
  source: 'Source',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
};

/** Indian amount words and their multipliers: "5 lakh", "2 crore", "50k". */
const AMOUNT_UNITS: Readonly<Record<string, number>> = {
  k: 1_000, thousand: 1_000, thousands: 1_000,
  l: 100_000, lac: 100_000, lacs: 100_000, lakh: 100_000, lakhs: 100_000, lk: 100_000,
  cr: 10_000_000, crs: 10_000_000, crore: 10_000_000, crores: 10_000_000,
};

/**
 * A budget as typed (`2,50,000`, `₹ 50000`, `5 lakh`, `1.5 crore`, `50k`, `5,00,000/-`) →
 * rupees, null when blank, NaN when it is not a number (checkLead then says so). An amount
 * with a unit is rounded to whole rupees (1.23456 lakh is ₹1,23,456).
 */
export function budgetFromText(text: string): number | null {
  const compact = text.replace(/[\s,₹]/g, '').replace(/^(?:rs|inr)\.?/i, '').replace(/\/-$/, '');
  if (compact === '') return null;
  const match = /^(\d+(?:\.\d+)?)([a-z]*)\.?$/i.exec(compact);
  if (!match) return Number.NaN;
  if (match[2] === '') return Number(match[1]);
  const unit = AMOUNT_UNITS[match[2].toLowerCase()];
  return unit === undefined ? Number.NaN : Math.round(Number(match[1]) * unit);
}

/** The source is a site path (`/contact-us`) or a popup's name (`lead-magnet:radio`), one line. */
const SOURCE = /^(?:\/[^\s]*|[a-z][a-z-]*:[^\s]+)$/;

/** Checks every field; all problems at once, each in words for a person. */
export function checkLead(input: LeadInput): LeadCheck {
  const errors: LeadErrors = {};
  const text = (field: LeadField, raw: unknown, rule: { required?: boolean; max: number; multiline?: boolean; emptyMessage?: string }): string => {
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      errors[field] = `${LEAD_LABELS[field]} must be text`;
      return '';
    }
    const checked = checkText(LEAD_LABELS[field], raw ?? '', rule);
    if (!checked.ok) {
      errors[field] = checked.message;
      return '';
    }
    return checked.value;
  };

  const name = text('name', input.name, { required: true, max: LEAD_LIMITS.name, emptyMessage: 'Enter your name' });

  const email = typeof input.email === 'string' && input.email.trim() !== '' ? normalizeEmail(input.email) : null;
  if (typeof input.email !== 'string' || input.email.trim() === '') errors.email = 'Enter your e-mail address';
  else if (!email) errors.email = EMAIL_MESSAGE;

  const phone = typeof input.phone === 'string' && input.phone.trim() !== '' ? normalizePhone(input.phone) : null;
  if (typeof input.phone !== 'string' || input.phone.trim() === '') errors.phone = 'Enter your mobile number';
  else if (!phone) errors.phone = `${PHONE_MESSAGE} (+91 and 10 digits, or 10 digits starting 6–9)`;

  let budget: number | null = null;
  if (input.budget !== undefined && input.budget !== null) {
    const problem = numberProblem(LEAD_LABELS.budget, input.budget, LEAD_BUDGET_BOUNDS);
    if (problem) errors.budget = `${problem} (whole rupees, ₹1 to ₹1,00,00,00,000)`;
    else budget = input.budget;
  }

  const adTimeLine = text('adTimeLine', input.adTimeLine, { max: LEAD_LIMITS.adTimeLine });

  const requirements = text('requirements', input.requirements, { max: LEAD_LIMITS.requirements, multiline: true });

  const source = text('source', input.source, { max: LEAD_LIMITS.source });
  if (source && !SOURCE.test(source)) errors.source = 'Source must be a page path such as /contact-us or a popup name such as lead-magnet:radio';

  const utm_source = text('utm_source', input.utm_source, { max: LEAD_LIMITS.utm });
  const utm_medium = text('utm_medium', input.utm_medium, { max: LEAD_LIMITS.utm });
  const utm_campaign = text('utm_campaign', input.utm_campaign, { max: LEAD_LIMITS.utm });

  if (Object.keys(errors).length > 0 || !email || !phone) return { ok: false, errors };
  return { ok: true, value: { name, email, phone, budget, adTimeLine, requirements, source, utm_source, utm_medium, utm_campaign } };
}

/**
 * What makes two leads "the same lead": the person (e-mail and phone) and what they asked
 * (name, budget, timeline, requirements). The page or utm it came from does not count, so a
 * double click or a resend from another page within the dedupe window creates nothing new.
 */
export function leadDedupeText(lead: LeadFields): string {
  return JSON.stringify([lead.email, lead.phone, lead.name.toLowerCase(), lead.budget, lead.adTimeLine, lead.requirements]);
}

/** A repeat of the same lead within this long answers the first one's id (10 minutes). */
export const LEAD_DEDUPE_WINDOW_MS = 10 * 60_000;

/** The confirmation once a lead is kept: the scripted form's and the server's page (sent without script) say the same. */
export const leadThanksHeading = (name: string): string => `Thank you, ${name}. We have your request.`;
export const LEAD_THANKS_TEXT = 'Our media-planning team will call or e-mail you using the details you gave.';
/** Where the lead form posts when the page runs no script (service A's POST /leads/form, a form post: nothing in the URL). */
export const LEAD_FORM_ACTION = '/api/leads/form';
