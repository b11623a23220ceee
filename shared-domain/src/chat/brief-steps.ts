import {
  BRIEF_AGE_LIMITS, BRIEF_DEFAULTS, BRIEF_GENDERS, BRIEF_ITEM_MAX, BRIEF_LIST_MAX, BRIEF_NAME_MAX, BRIEF_OBJECTIVES,
  defaultBrief, normaliseBrandUrl,
} from '../campaign/brief';
import { CATEGORIES } from '../catalog/categories';
import { INDUSTRIES } from '../catalog/industries';
import { formatDate } from '../format/dates';
import { formatRupees } from '../format/money';
import { MAX_RUPEES } from '../input/numbers';
import { checkText } from '../input/text';
import { budgetFromText } from '../leads/lead-rules';
import { addDaysToIsoDate, addSpan, parseDateAnswer } from './date-answer';

/** The brief assistant's fields: how each is asked, offered, read, checked and shown (the walk is brief-walker.ts). */
/** The fields the assistant asks for, in the order it asks. */
export const CHAT_STEPS = [
  'brand.name', 'brand.url', 'brand.category', 'campaignDetails.objective', 'campaignDetails.budget',
  'campaignDetails.startDate', 'campaignDetails.endDate', 'targetGroup.age', 'targetGroup.gender',
  'targetGroup.geos', 'mediaPreference',
] as const;

export type ChatStep = (typeof CHAT_STEPS)[number];

/** The answers so far; a field that is present has been answered (a skipped one holds its default). */
export type ChatAnswers = {
  'brand.name'?: string;
  /** '' when the brand has no website. */
  'brand.url'?: string;
  'brand.category'?: string;
  'campaignDetails.objective'?: string;
  'campaignDetails.budget'?: number;
  'campaignDetails.startDate'?: string;
  'campaignDetails.endDate'?: string;
  'targetGroup.age'?: { from: number; to: number };
  'targetGroup.gender'?: string[];
  'targetGroup.geos'?: string[];
  /** Category keys (`radio`, `outdoor`), as the brief form stores them. */
  mediaPreference?: string[];
};

/** Cities offered as buttons; any other place can be typed. */
export const CHAT_GEO_SUGGESTIONS: readonly string[] = ['Pan-India', 'Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Hyderabad', 'Kolkata', 'Pune'];
export const CHAT_BUDGET_SUGGESTIONS: readonly string[] = ['₹1 lakh', '₹2 lakh', '₹5 lakh', '₹10 lakh', '₹25 lakh'];
export const AGE_SUGGESTIONS: readonly string[] = ['18-24', '25-34', '35-44', '45-60', '20-35'];
export const NO_WEBSITE = 'No website';
export const NO_PREFERENCE = 'No preference';
export const ALL_GENDERS = 'All';
export const DONE_SUGGESTIONS: readonly string[] = ['Change budget', 'Change dates', 'Change cities', 'Start over'];

export type Parsed<T> = { ok: true; value: T; note?: string } | { ok: false; message: string };

export type StepRule<K extends ChatStep> = {
  /** How the field is named in replies ("the budget"). */
  label: string;
  question(a: ChatAnswers, today: string): string;
  suggestions(a: ChatAnswers, today: string): string[];
  /** The value "skip" gives, for a field that may be left out. */
  skip?: (a: ChatAnswers, today: string) => { value: NonNullable<ChatAnswers[K]>; note: string };
  parse(text: string, a: ChatAnswers, today: string): Parsed<NonNullable<ChatAnswers[K]>>;
  show(value: NonNullable<ChatAnswers[K]>): string;
};

/** Splits a list answer: commas, semicolons, slashes, "and", "&". */
function splitList(text: string): string[] {
  return text.split(/\s*(?:[,;/&+]|\band\b)\s*/i).map((s) => s.trim()).filter(Boolean);
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
export const list = (values: readonly string[]) => values.join(', ');

function oneLine(label: string, text: string, max: number): Parsed<string> {
  const checked = checkText(label, text, { required: true, max });
  return checked.ok ? { ok: true, value: checked.value } : { ok: false, message: `${checked.message}.` };
}

const brandOf = (a: ChatAnswers) => a['brand.name'] ?? 'your brand';

/** A start-date suggestion label and the date it means. */
function startChoices(today: string): string[] {
  return ['In 2 weeks', 'Next month', 'In 2 months'].filter((s) => parseDateAnswer(s, today) !== null);
}

export const showDate = (iso: string) => formatDate(`${iso}T12:00:00Z`);

export const RULES: { [K in ChatStep]: StepRule<K> } = {
  'brand.name': {
    label: 'the brand name',
    question: () => "What is your brand's name?",
    suggestions: () => [],
    parse: (text) => oneLine('The brand name', text, BRIEF_NAME_MAX),
    show: (v) => v,
  },
  'brand.url': {
    label: 'the website',
    question: (a) => `What is ${brandOf(a)}'s website? Type the address, like example.com, or say "none".`,
    suggestions: () => [NO_WEBSITE],
    skip: () => ({ value: '', note: 'No website, then.' }),
    parse: (text) => {
      if (/^(?:no(?:ne)?|no website|no site|n\/?a|we don'?t have one|don'?t have one|nil)$/i.test(text)) return { ok: true, value: '' };
      const url = normaliseBrandUrl(text);
      return url && url.length <= BRIEF_ITEM_MAX
        ? { ok: true, value: url }
        : { ok: false, message: 'That does not look like a web address. Type it like example.com or https://example.com, or say "none".' };
    },
    show: (v) => v || 'None',
  },
  'brand.category': {
    label: 'the category',
    question: (a) => `Which industry is ${brandOf(a)} in? Choose one or type your own.`,
    suggestions: () => INDUSTRIES.slice(0, 10).map((i) => i.label),
    parse: (text) => {
      const known = INDUSTRIES.find((i) => same(i.label, text) || same(i.key, text));
      return known ? { ok: true, value: known.label } : oneLine('The category', text, BRIEF_ITEM_MAX);
    },
    show: (v) => v,
  },
  'campaignDetails.objective': {
    label: 'the objective',
    question: () => 'What is the main objective of the campaign?',
    suggestions: () => [...BRIEF_OBJECTIVES],
    parse: (text) => {
      const known = BRIEF_OBJECTIVES.find((o) => same(o, text));
      return known ? { ok: true, value: known } : oneLine('The objective', text, BRIEF_ITEM_MAX * 2);
    },
    show: (v) => v,
  },
  'campaignDetails.budget': {
    label: 'the budget',
    question: () => 'What is your budget for the campaign, in rupees? For example 5 lakh or ₹2,00,000.',
    suggestions: () => [...CHAT_BUDGET_SUGGESTIONS],
    skip: () => ({ value: BRIEF_DEFAULTS.budget, note: `I will use the default budget of ${formatRupees(BRIEF_DEFAULTS.budget)}.` }),
    parse: (text) => {
      const amount = budgetFromText(text);
      if (amount === null || Number.isNaN(amount)) {
        return { ok: false, message: 'Please give the budget as an amount in rupees, like 5 lakh, 2 crore or ₹2,00,000.' };
      }
      if (amount < 1 || !Number.isInteger(amount)) return { ok: false, message: 'The budget must be at least ₹1, in whole rupees.' };
      if (amount > MAX_RUPEES) return { ok: false, message: `The budget can be at most ${formatRupees(MAX_RUPEES)}.` };
      return { ok: true, value: amount };
    },
    show: (v) => formatRupees(v),
  },
  'campaignDetails.startDate': {
    label: 'the start date',
    question: (_a, today) => `When should the campaign start? For example ${showDate(addDaysToIsoDate(today, 30))}. You can also give both dates, like "1 Mar to 31 Mar".`,
    suggestions: (_a, today) => startChoices(today),
    skip: (_a, today) => {
      const d = defaultBrief(today).campaignDetails.duration;
      return { value: d.startDate, note: `I will start it on ${showDate(d.startDate)}.` };
    },
    parse: (text, _a, today) => {
      const date = parseDateAnswer(text, today);
      if (!date) return { ok: false, message: 'I could not read that date. Try something like 1 March 2027 or 01/03/2027.' };
      if (date < today) return { ok: false, message: `The start date cannot be in the past; ${showDate(date)} has gone. Please give a date from ${showDate(today)} on.` };
      return { ok: true, value: date };
    },
    show: showDate,
  },
  'campaignDetails.endDate': {
    label: 'the end date',
    question: (a) => (a['campaignDetails.startDate'] ? `And when should it end? It starts on ${showDate(a['campaignDetails.startDate'])}.` : 'When should the campaign end?'),
    suggestions: () => ['2 weeks later', '1 month later', '3 months later'],
    skip: (a, today) => {
      const start = a['campaignDetails.startDate'];
      const end = start ? addSpan('1 month', start)! : defaultBrief(today).campaignDetails.duration.endDate;
      return { value: end, note: `I will end it on ${showDate(end)}.` };
    },
    parse: (text, a, today) => {
      const start = a['campaignDetails.startDate'];
      const later = /^(?:for\s+)?(.+?)(?:\s+(?:later|after(?:\s+the\s+start)?|long))?$/i.exec(text.trim());
      const spanEnd = start && later ? addSpan(later[1], start) : null;
      const date = spanEnd ?? parseDateAnswer(text, start ?? today);
      if (!date) return { ok: false, message: 'I could not read that date. Try something like 31 March 2027, or "1 month later".' };
      if (date < today) return { ok: false, message: `The end date cannot be in the past; ${showDate(date)} has gone.` };
      if (start && date < start) return { ok: false, message: `The end date must be on or after the start date, ${showDate(start)}.` };
      return { ok: true, value: date };
    },
    show: showDate,
  },
  'targetGroup.age': {
    label: 'the age group',
    question: () => 'Which age group do you want to reach? For example 25-40. Say "skip" to use 20-35.',
    suggestions: () => [...AGE_SUGGESTIONS],
    skip: (_a, today) => {
      const age = defaultBrief(today).targetGroup.age;
      return { value: age, note: `I will use ages ${age.from}–${age.to}.` };
    },
    parse: (text) => {
      const { min, max } = BRIEF_AGE_LIMITS;
      const plus = /^(\d{1,3})\s*\+$|^(?:above|over|older than)\s+(\d{1,3})$/i.exec(text.trim());
      const numbers = plus ? [Number(plus[1] ?? plus[2]), max] : (text.match(/\d+/g) ?? []).map(Number);
      if (numbers.length !== 2 || /-\s*\d+\s*-/.test(text)) {
        return { ok: false, message: 'Please give an age range, like 25-40.' };
      }
      const [from, to] = numbers;
      if (from < min || to > max || from > max) return { ok: false, message: `Ages must be from ${min} to ${max}.` };
      if (to < from) return { ok: false, message: 'The upper age must be at least the lower age, like 25-40.' };
      return { ok: true, value: { from, to } };
    },
    show: (v) => `${v.from}–${v.to}`,
  },
  'targetGroup.gender': {
    label: 'the gender',
    question: () => 'Which gender should the campaign reach?',
    suggestions: () => [ALL_GENDERS, ...BRIEF_GENDERS.filter((g) => g !== 'Other')],
    skip: () => ({ value: [...BRIEF_GENDERS], note: 'Everyone, then.' }),
    parse: (text) => {
      if (/^(?:all|any|everyone|all genders|both|no preference)$/i.test(text)) {
        return { ok: true, value: /^both$/i.test(text) ? ['Male', 'Female'] : [...BRIEF_GENDERS] };
      }
      const words: Record<string, string> = { male: 'Male', men: 'Male', man: 'Male', boys: 'Male', female: 'Female', women: 'Female', woman: 'Female', girls: 'Female', other: 'Other', others: 'Other' };
      const picked = new Set<string>();
      for (const part of splitList(text)) {
        const g = words[part.toLowerCase()];
        if (!g) return { ok: false, message: `Please answer Male, Female, Other or All.` };
        picked.add(g);
      }
      return picked.size ? { ok: true, value: BRIEF_GENDERS.filter((g) => picked.has(g)) } : { ok: false, message: 'Please answer Male, Female, Other or All.' };
    },
    show: (v) => (v.length === BRIEF_GENDERS.length ? 'All' : list(v)),
  },
  'targetGroup.geos': {
    label: 'the locations',
    question: () => 'Which cities or regions should the campaign run in? Separate several with commas.',
    suggestions: () => [...CHAT_GEO_SUGGESTIONS],
    parse: (text) => {
      const pan = /^(?:pan[\s-]?india|all india|all over india|india|nationwide|national)$/i.test(text);
      const places = pan ? ['Pan-India'] : splitList(text);
      if (places.length === 0) return { ok: false, message: 'Please name at least one city or region, or say Pan-India.' };
      if (places.length > BRIEF_LIST_MAX) return { ok: false, message: `Please name at most ${BRIEF_LIST_MAX} places.` };
      const seen = new Set<string>();
      const out: string[] = [];
      for (const place of places) {
        if (!/\p{L}/u.test(place)) return { ok: false, message: `"${place}" is not a place name. Please name cities or regions, like Mumbai, Pune.` };
        const checked = oneLine('A place name', place, BRIEF_ITEM_MAX);
        if (!checked.ok) return checked;
        const known = CHAT_GEO_SUGGESTIONS.find((g) => same(g, checked.value));
        const value = known ?? checked.value;
        if (!seen.has(value.toLowerCase())) {
          seen.add(value.toLowerCase());
          out.push(value);
        }
      }
      return { ok: true, value: out };
    },
    show: list,
  },
  mediaPreference: {
    label: 'the media preference',
    question: () => 'Which media would you like to use? Pick one, or type several separated by commas. Say "no preference" to leave it to us.',
    suggestions: () => [...CATEGORIES.map((c) => c.label), NO_PREFERENCE],
    skip: () => ({ value: [], note: 'No preference, then.' }),
    parse: (text) => {
      if (/^(?:no preference|any|all|anything|open|not sure)$/i.test(text)) return { ok: true, value: [] };
      const keys: string[] = [];
      for (const part of splitList(text)) {
        const p = part.toLowerCase().replace(/\s+(?:ads?|advertising|media)$/, '');
        const found = CATEGORIES.find((c) => same(c.label, p) || same(c.key, p) || same(c.tabLabel ?? '', p) || same(c.key.replace(/-/g, ' '), p)
          || (p === 'tv' && c.key === 'television') || (p === 'print' && c.key === 'newspaper') || (p === 'online' && c.key === 'digital')
          || (p === 'influencers' && c.key === 'influencer-marketing') || (p === 'sports' && c.key === 'sports-marketing') || (p === 'ooh' && c.key === 'outdoor'));
        if (!found) {
          return { ok: false, message: `I do not know "${part}" as a medium. Choose from ${list(CATEGORIES.map((c) => c.label))}, or say "no preference".` };
        }
        if (!keys.includes(found.key)) keys.push(found.key);
      }
      return keys.length ? { ok: true, value: keys } : { ok: false, message: 'Please choose at least one medium, or say "no preference".' };
    },
    show: (v) => (v.length ? list(v.map((k) => CATEGORIES.find((c) => c.key === k)?.label ?? k)) : 'No preference'),
  },
};
