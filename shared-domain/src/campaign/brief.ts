import type { Brief } from '../entities/entities';
import { formatRupees } from '../format/money';
import { MAX_INCOME, MAX_RUPEES } from '../input/numbers';
import { checkText, hasVisibleText, normaliseText } from '../input/text';
import { AMOUNT_POSITIVE_MESSAGE, readRupees } from './campaign-payments';

/** Brief defaults of SPEC.md section 9. */
export const BRIEF_DEFAULTS = {
  age: { from: 20, to: 35 },
  income: { from: 10_000, to: 100_000 },
  budget: 200_000,
  /** The campaign starts this many months from today… */
  startInMonths: 2,
  /** …and ends this many months from today. */
  endInMonths: 3,
} as const;

/** Youngest and oldest age a target group may name. */
export const BRIEF_AGE_LIMITS = { min: 13, max: 100 } as const;
/** Longest brand name, and longest free-text answer. */
export const BRIEF_NAME_MAX = 120;
export const BRIEF_TEXT_MAX = 2000;
/** Longest entry of a list (a sales channel, a city, an outcome…), and the most entries a list may hold. */
export const BRIEF_ITEM_MAX = 200;
export const BRIEF_LIST_MAX = 200;

/** Choices the form offers; the server stores whatever strings it is sent. */
export const BRIEF_SALES_CHANNELS: readonly string[] = ['Online', 'Retail stores', 'Distributors and dealers', 'Direct sales'];
export const BRIEF_GENDERS: readonly string[] = ['Male', 'Female', 'Other'];
export const BRIEF_OBJECTIVES: readonly string[] = [
  'Brand awareness', 'Product launch', 'Lead generation', 'Sales', 'Store footfall', 'App installs',
];
export const BRIEF_EXPECTED_OUTCOMES: readonly string[] = [
  'Reach', 'Impressions', 'Clicks', 'Leads', 'Sales', 'Footfall', 'App installs',
];

/** Files a brief may carry (uploaded to the campaign once it exists); a subset of what service B accepts. */
export const BRIEF_UPLOAD_MAX_FILES = 5;
export const BRIEF_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const BRIEF_UPLOAD_EXTENSIONS: readonly string[] = [
  'pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'csv', 'txt', 'png', 'jpg', 'jpeg', 'webp', 'gif',
];

/** A field of the brief form that can carry a message. */
export type BriefField =
  | 'brand.name' | 'brand.url' | 'brand.category' | 'brand.salesChannel'
  | 'targetGroup.description' | 'targetGroup.ageFrom' | 'targetGroup.ageTo'
  | 'targetGroup.incomeFrom' | 'targetGroup.incomeTo' | 'targetGroup.gender' | 'targetGroup.geos'
  | 'campaignDetails.objective' | 'campaignDetails.budget'
  | 'campaignDetails.startDate' | 'campaignDetails.endDate' | 'campaignDetails.expectedOutcome'
  | 'mediaPreference';

/** Messages by field, in form order; empty when the brief can be sent. */
export type BriefErrors = Partial<Record<BriefField, string>>;

/** The form order of the fields, so a summary lists messages as the page shows them. */
export const BRIEF_FIELD_ORDER: readonly BriefField[] = [
  'brand.name', 'brand.url', 'brand.salesChannel', 'brand.category',
  'targetGroup.description', 'targetGroup.ageFrom', 'targetGroup.ageTo', 'targetGroup.gender', 'targetGroup.incomeFrom', 'targetGroup.incomeTo',
  'targetGroup.geos',
  'campaignDetails.objective', 'campaignDetails.budget', 'campaignDetails.startDate', 'campaignDetails.endDate',
  'campaignDetails.expectedOutcome', 'mediaPreference',
];

/** Why a list of the brief cannot be stored (too many entries, or an entry that is too long or holds control characters), or null. */
function listProblem(label: string, values: readonly string[]): string | null {
  if (values.length > BRIEF_LIST_MAX) return `${label}: choose at most ${BRIEF_LIST_MAX}`;
  for (const value of values) {
    const checked = checkText(label, value, { max: BRIEF_ITEM_MAX });
    if (!checked.ok) return checked.message;
  }
  return null;
}

type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
/** A brief as the form holds it; numbers the user left empty or mistyped are NaN. */
export type BriefInput = DeepReadonly<Brief>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseIsoDate(iso: string): { y: number; m: number; d: number } | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

function daysInMonth(y: number, m: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(iso: string): boolean {
  return parseIsoDate(iso) !== null;
}

/**
 * `iso` plus `months` calendar months; a day the target month lacks becomes its last day
 * (31 Jan + 1 month = 28 or 29 Feb), as people count "a month from now".
 */
export function addMonthsToIsoDate(iso: string, months: number): string {
  const p = parseIsoDate(iso);
  if (!p) throw new RangeError(`Not a date: ${iso}`);
  const index = p.y * 12 + (p.m - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(p.d, daysInMonth(y, m)))}`;
}

/** A new brief with SPEC defaults: ages 20–35, income ₹10,000–1,00,000, budget ₹2,00,000, start in 2 and end in 3 months. */
export function defaultBrief(today: string): Brief {
  return {
    brand: { name: '', url: '', salesChannel: [], category: '' },
    targetGroup: {
      description: '',
      age: { ...BRIEF_DEFAULTS.age },
      gender: [],
      income: { ...BRIEF_DEFAULTS.income },
      geos: [],
    },
    campaignDetails: {
      objective: '',
      budget: BRIEF_DEFAULTS.budget,
      duration: {
        startDate: addMonthsToIsoDate(today, BRIEF_DEFAULTS.startInMonths),
        endDate: addMonthsToIsoDate(today, BRIEF_DEFAULTS.endInMonths),
      },
      expectedOutcome: [],
    },
    mediaPreference: [],
  };
}

/** Comma- or line-separated text as a list: trimmed, blanks dropped, repeats (any case) dropped. */
export function parseBriefList(text: string): string[] {
  return uniqueTrimmed(text.split(/[,\n]/));
}

function uniqueTrimmed(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const v = normaliseText(raw);
    if (hasVisibleText(v) && !seen.has(v.toLowerCase())) {
      seen.add(v.toLowerCase());
      out.push(v);
    }
  }
  return out;
}

/** A website as typed ("example.com" or "https://example.com/x") made absolute; null when it is not one. */
export function normaliseBrandUrl(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(t) ? t : `https://${t}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // A host needs a dot and a top-level part of letters: "localhost" or "abc" is no brand's site.
  if (!/\.[a-z]{2,}$/i.test(url.hostname) || /\s/.test(t)) return null;
  return url.href;
}

/**
 * A budget or income as typed in a brief form: "200000", "2,00,000" (Indian grouping) or
 * "200,000", read as payments read amounts (`readRupees`). Zero and negative amounts are read
 * too, so `validateBrief` can say what is wrong with them; anything else ("", "abc", "₹500",
 * "2,0,000") is NaN, which `validateBrief` reports as not an amount.
 */
export function readBriefRupees(text: string): number {
  const read = readRupees(text);
  if (read.ok) return read.amount;
  // The text is an amount, just not above zero: readRupees only says so of well-formed text.
  if (read.message === AMOUNT_POSITIVE_MESSAGE) return Number(text.trim().replace(/,/g, ''));
  return Number.NaN;
}

const isWhole = (n: number) => Number.isFinite(n) && Number.isInteger(n);

/**
 * Every problem in a brief, one message per field (empty: it may be sent). `today` is the
 * user's calendar date (`YYYY-MM-DD`): a campaign cannot start before it.
 */
export function validateBrief(brief: BriefInput, today: string): BriefErrors {
  const errors: BriefErrors = {};
  const { brand, targetGroup: tg, campaignDetails: cd } = brief;

  const name = checkText('Brand name', brand.name, { required: true, max: BRIEF_NAME_MAX, emptyMessage: 'Enter the brand name' });
  if (!name.ok) errors['brand.name'] = name.message;
  if (brand.url?.trim() && !normaliseBrandUrl(brand.url)) {
    errors['brand.url'] = 'Enter the website as an address, like example.com or https://example.com';
  }
  const channels = listProblem('Sales channels', brand.salesChannel);
  if (channels) errors['brand.salesChannel'] = channels;
  const category = checkText('Category', brand.category ?? '', {
    required: true, max: BRIEF_ITEM_MAX, emptyMessage: 'Enter the brand’s category, like FMCG or Real Estate',
  });
  if (!category.ok) errors['brand.category'] = category.message;

  const description = checkText('The description', tg.description ?? '', { max: BRIEF_TEXT_MAX, multiline: true });
  if (!description.ok) {
    errors['targetGroup.description'] = description.message.includes('at most')
      ? `Describe the target group in at most ${BRIEF_TEXT_MAX} characters`
      : description.message;
  }
  const genders = listProblem('Gender', tg.gender);
  if (genders) errors['targetGroup.gender'] = genders;
  const geos = listProblem('Locations', tg.geos);
  if (geos) errors['targetGroup.geos'] = geos;

  const { min, max } = BRIEF_AGE_LIMITS;
  const ageOk = (n: number) => isWhole(n) && n >= min && n <= max;
  if (!ageOk(tg.age.from)) errors['targetGroup.ageFrom'] = `Enter an age from ${min} to ${max}`;
  if (!ageOk(tg.age.to)) errors['targetGroup.ageTo'] = `Enter an age from ${min} to ${max}`;
  else if (ageOk(tg.age.from) && tg.age.to < tg.age.from) errors['targetGroup.ageTo'] = 'The upper age must be at least the lower age';

  const incomeOk = (n: number) => isWhole(n) && n >= 0 && n <= MAX_INCOME;
  const incomeMessage = `Enter an income in whole rupees, from ₹0 to ${formatRupees(MAX_INCOME)}`;
  const income = tg.income;
  if (income) {
    if (!incomeOk(income.from)) errors['targetGroup.incomeFrom'] = incomeMessage;
    if (!incomeOk(income.to)) errors['targetGroup.incomeTo'] = incomeMessage;
    else if (incomeOk(income.from) && income.to < income.from) {
      errors['targetGroup.incomeTo'] = `The upper income must be at least ${formatRupees(income.from)}`;
    }
  }

  const objective = checkText('Objective', cd.objective ?? '', { required: true, max: BRIEF_ITEM_MAX * 2, emptyMessage: 'Choose the campaign objective' });
  if (!objective.ok) errors['campaignDetails.objective'] = objective.message;
  if (!Number.isFinite(cd.budget)) errors['campaignDetails.budget'] = 'Enter the budget in rupees, such as 2,00,000';
  else if (!isWhole(cd.budget) || cd.budget <= 0) errors['campaignDetails.budget'] = 'Enter a budget of at least ₹1, in whole rupees';
  else if (cd.budget > MAX_RUPEES) errors['campaignDetails.budget'] = `Enter a budget of at most ${formatRupees(MAX_RUPEES)}`;

  const { startDate, endDate } = cd.duration;
  if (!isIsoDate(startDate)) errors['campaignDetails.startDate'] = 'Enter the start date';
  // ISO dates compare correctly as text.
  else if (isIsoDate(today) && startDate < today) errors['campaignDetails.startDate'] = 'The start date cannot be in the past';
  if (!isIsoDate(endDate)) errors['campaignDetails.endDate'] = 'Enter the end date';
  else if (isIsoDate(startDate) && endDate < startDate) errors['campaignDetails.endDate'] = 'The end date must be on or after the start date';
  const outcomes = listProblem('Expected outcomes', cd.expectedOutcome);
  if (outcomes) errors['campaignDetails.expectedOutcome'] = outcomes;
  const media = listProblem('Media preference', brief.mediaPreference);
  if (media) errors.mediaPreference = media;

  return errors;
}

/** True when `validateBrief` found nothing. */
export function isBriefValid(errors: BriefErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The messages in form order, for an error summary. */
export function briefErrorList(errors: BriefErrors): { field: BriefField; message: string }[] {
  return BRIEF_FIELD_ORDER.flatMap((field) => (errors[field] ? [{ field, message: errors[field]! }] : []));
}

/** What is sent to the server: text trimmed, the website made absolute (or left out), lists de-duplicated. */
export function normaliseBrief(brief: BriefInput): Brief {
  const { brand, targetGroup: tg, campaignDetails: cd } = brief;
  const url = brand.url ? normaliseBrandUrl(brand.url) : null;
  return {
    brand: {
      name: normaliseText(brand.name),
      ...(url ? { url } : {}),
      salesChannel: uniqueTrimmed(brand.salesChannel),
      ...(brand.category?.trim() ? { category: normaliseText(brand.category) } : {}),
    },
    targetGroup: {
      ...(tg.description?.trim() ? { description: normaliseText(tg.description) } : {}),
      ...(tg.uploads ? { uploads: tg.uploads.map((u) => ({ ...u })) } : {}),
      age: { from: tg.age.from, to: tg.age.to },
      gender: uniqueTrimmed(tg.gender),
      ...(tg.income ? { income: { from: tg.income.from, to: tg.income.to } } : {}),
      geos: uniqueTrimmed(tg.geos),
    },
    campaignDetails: {
      ...(cd.objective?.trim() ? { objective: normaliseText(cd.objective) } : {}),
      budget: cd.budget,
      duration: { startDate: cd.duration.startDate, endDate: cd.duration.endDate },
      expectedOutcome: uniqueTrimmed(cd.expectedOutcome),
    },
    mediaPreference: uniqueTrimmed(brief.mediaPreference),
    ...(brief.files ? { files: brief.files.map((f) => ({ _id: f._id })) } : {}),
  };
}

export type BriefFileProblem = { name: string; message: string };

/** Files the brief cannot carry: too many, too large, empty or of a type the planners cannot open. */
export function validateBriefFiles(files: readonly { name: string; size: number }[]): BriefFileProblem[] {
  const problems: BriefFileProblem[] = [];
  files.forEach((f, i) => {
    if (i >= BRIEF_UPLOAD_MAX_FILES) {
      problems.push({ name: f.name, message: `Attach at most ${BRIEF_UPLOAD_MAX_FILES} files` });
      return;
    }
    const ext = /\.([a-z\d]+)$/i.exec(f.name)?.[1]?.toLowerCase() ?? '';
    if (!BRIEF_UPLOAD_EXTENSIONS.includes(ext)) {
      problems.push({ name: f.name, message: `${f.name}: choose a PDF, document, spreadsheet, presentation or image` });
    } else if (f.size === 0) {
      problems.push({ name: f.name, message: `${f.name} is empty` });
    } else if (f.size > BRIEF_UPLOAD_MAX_BYTES) {
      problems.push({ name: f.name, message: `${f.name} is larger than ${BRIEF_UPLOAD_MAX_BYTES / (1024 * 1024)} MB` });
    }
  });
  return problems;
}
