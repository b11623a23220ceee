import type { Brief } from '../entities/entities';
import { BRIEF_GENDERS, defaultBrief, normaliseBrief, validateBrief, type BriefField } from '../campaign/brief';
import { formatRupees } from '../format/money';
import { normaliseText } from '../input/text';
import { parseDateRange } from './date-answer';
import { readSmallTalk } from './small-talk';
import {
  CHAT_STEPS, DONE_SUGGESTIONS, list, RULES, showDate, type ChatAnswers, type ChatStep, type StepRule,
} from './brief-steps';

export { CHAT_STEPS, CHAT_BUDGET_SUGGESTIONS, CHAT_GEO_SUGGESTIONS, type ChatAnswers, type ChatStep } from './brief-steps';

/**
 * The brief assistant's rules (issue 18): a walk through the brief of SPEC.md section 3, one
 * field at a time, as a pure function of the thread's state and the user's message. The
 * server stores the state; an optional language model may reword `reply`, never the values.
 */

/** What a thread keeps between messages (JSON). */
export type ChatBriefState = {
  v: 1;
  answers: ChatAnswers;
  /** A field the user asked to change ("change budget"): the next answer is for it. */
  editing: ChatStep | null;
};

/** One turn's result: the new state, the assistant's words and what to offer next. */
export type ChatTurn = {
  state: ChatBriefState;
  reply: string;
  /** The field being asked for; null once the brief is complete. */
  fieldName: ChatStep | null;
  /** Button labels; each, sent back as a message, is a valid answer. */
  suggestions: string[];
  /** The finished brief (SPEC.md section 3 shape) once every field is answered, else null. */
  brief: Brief | null;
};

/** Longest answer the walker reads (the server caps messages at the same length). */
export const CHAT_MESSAGE_MAX = 1000;

/** What the failed-send message says (SPEC.md section 8); the widget shows it. */
export const CHAT_SEND_FAILED = 'Sorry, there was an error processing your request.';


/** Words that leave an optional field at its default. */
const SKIP = /^(?:skip|skip it|pass|none|no|nope|not sure|don'?t know|dunno|n\/?a|default|use (?:the )?default|no preference|-)$/i;

/** How people name each field when they change it; longest first so "start date" wins over "start". */
const ALIASES: readonly { words: string; step: ChatStep | 'dates'; bare: boolean }[] = ([
  ['brand name', 'brand.name', false], ['company name', 'brand.name', false], ['brand', 'brand.name', false], ['name', 'brand.name', false], ['company', 'brand.name', false],
  ['website', 'brand.url', true], ['web site', 'brand.url', true], ['site', 'brand.url', false], ['url', 'brand.url', true],
  ['category', 'brand.category', true], ['industry', 'brand.category', true], ['sector', 'brand.category', false],
  ['objective', 'campaignDetails.objective', true], ['goal', 'campaignDetails.objective', true], ['aim', 'campaignDetails.objective', false],
  ['budget', 'campaignDetails.budget', true],
  ['start date', 'campaignDetails.startDate', true], ['starting date', 'campaignDetails.startDate', true], ['start', 'campaignDetails.startDate', false],
  ['end date', 'campaignDetails.endDate', true], ['ending date', 'campaignDetails.endDate', true], ['end', 'campaignDetails.endDate', false],
  ['dates', 'dates', true], ['campaign dates', 'dates', true], ['duration', 'dates', true],
  ['age group', 'targetGroup.age', true], ['age range', 'targetGroup.age', true], ['ages', 'targetGroup.age', true], ['age', 'targetGroup.age', true],
  ['gender', 'targetGroup.gender', true], ['genders', 'targetGroup.gender', true],
  ['cities', 'targetGroup.geos', true], ['city', 'targetGroup.geos', true], ['locations', 'targetGroup.geos', true], ['location', 'targetGroup.geos', true],
  ['geos', 'targetGroup.geos', true], ['geo', 'targetGroup.geos', true], ['regions', 'targetGroup.geos', false], ['region', 'targetGroup.geos', false],
  ['media preference', 'mediaPreference', true], ['media preferences', 'mediaPreference', true], ['media', 'mediaPreference', true], ['channels', 'mediaPreference', false],
] as const).map(([words, step, bare]) => ({ words, step, bare })).sort((x, y) => y.words.length - x.words.length);

const aliasPattern = ALIASES.map((a) => a.words.replace(/ /g, '\\s+')).join('|');
const CHANGE = new RegExp(`^(?:please\\s+)?(?:change|set|update|make|correct|edit|fix|modify)\\s+(?:the\\s+|my\\s+|our\\s+)?(${aliasPattern})(?:\\s*(?:to|is|as|=|:|into)\\s*(.*))?$`, 'i');
const STATED = new RegExp(`^(?:the\\s+|my\\s+|our\\s+)?(${aliasPattern})\\s*(?:is|should be|will be|=|:)\\s*(.+)$`, 'i');
const BARE = new RegExp(`^(${aliasPattern})\\s+(.+)$`, 'i');
const RESTART = /^(?:start over|start again|restart|reset|new brief|begin again)$/i;

function aliasOf(words: string) {
  const w = words.toLowerCase().replace(/\s+/g, ' ');
  return ALIASES.find((a) => a.words === w)!;
}

/** A fresh thread. */
export function newChatState(): ChatBriefState {
  return { v: 1, answers: {}, editing: null };
}

/** The field asked for now: the one being changed, else the first unanswered; null when complete. */
export function currentStep(state: ChatBriefState): ChatStep | null {
  return state.editing ?? CHAT_STEPS.find((s) => state.answers[s] === undefined) ?? null;
}

/** The brief the answers make (the defaults for what was skipped), normalised as the server stores it. */
export function briefFromAnswers(answers: ChatAnswers, today: string): Brief {
  const b = defaultBrief(today);
  b.brand.name = answers['brand.name'] ?? '';
  b.brand.url = answers['brand.url'] ?? '';
  b.brand.category = answers['brand.category'] ?? '';
  b.campaignDetails.objective = answers['campaignDetails.objective'] ?? '';
  b.campaignDetails.budget = answers['campaignDetails.budget'] ?? b.campaignDetails.budget;
  b.campaignDetails.duration = {
    startDate: answers['campaignDetails.startDate'] ?? b.campaignDetails.duration.startDate,
    endDate: answers['campaignDetails.endDate'] ?? b.campaignDetails.duration.endDate,
  };
  b.targetGroup.age = { ...(answers['targetGroup.age'] ?? b.targetGroup.age) };
  b.targetGroup.gender = [...(answers['targetGroup.gender'] ?? [])];
  b.targetGroup.geos = [...(answers['targetGroup.geos'] ?? [])];
  // The assistant asks no income: the brief names none rather than assume SPEC's form default.
  delete b.targetGroup.income;
  b.mediaPreference = [...(answers.mediaPreference ?? [])];
  return normaliseBrief(b);
}

/** The brief as lines of text: what the assistant shows at the end, only what the visitor said or chose (it asks no income). */
export function briefSummary(answers: ChatAnswers, today: string): string {
  const brief = briefFromAnswers(answers, today);
  const cd = brief.campaignDetails;
  const tg = brief.targetGroup;
  return [
    `Brand: ${brief.brand.name}`,
    `Website: ${brief.brand.url ?? 'None'}`,
    `Category: ${brief.brand.category ?? ''}`,
    `Objective: ${cd.objective ?? ''}`,
    `Budget: ${formatRupees(cd.budget)}`,
    `Dates: ${showDate(cd.duration.startDate)} – ${showDate(cd.duration.endDate)}`,
    `Age: ${tg.age.from}–${tg.age.to}`,
    `Gender: ${RULES['targetGroup.gender'].show(tg.gender.length ? tg.gender : [...BRIEF_GENDERS])}`,
    `Locations: ${tg.geos.length ? list(tg.geos) : 'Not given'}`,
    `Media preference: ${RULES.mediaPreference.show(brief.mediaPreference)}`,
  ].join('\n');
}

/** Which step a brief problem belongs to. */
const STEP_OF_FIELD: Partial<Record<BriefField, ChatStep>> = {
  'brand.name': 'brand.name', 'brand.url': 'brand.url', 'brand.category': 'brand.category',
  'campaignDetails.objective': 'campaignDetails.objective', 'campaignDetails.budget': 'campaignDetails.budget',
  'campaignDetails.startDate': 'campaignDetails.startDate', 'campaignDetails.endDate': 'campaignDetails.endDate',
  'targetGroup.ageFrom': 'targetGroup.age', 'targetGroup.ageTo': 'targetGroup.age', 'targetGroup.gender': 'targetGroup.gender',
  'targetGroup.geos': 'targetGroup.geos', mediaPreference: 'mediaPreference',
};

function withAnswer<K extends ChatStep>(answers: ChatAnswers, step: K, value: ChatAnswers[K] | undefined): ChatAnswers {
  const next: ChatAnswers = { ...answers };
  if (value === undefined) delete next[step];
  else next[step] = value;
  return next;
}

/** The next turn once the answers are in: the next question, or the summary (after a last check of the whole brief). */
function ask(state: ChatBriefState, lead: string[], today: string): ChatTurn {
  let s = state;
  let step = currentStep(s);
  if (step === null) {
    // A thread picked up days later may hold a start date that has passed: ask for what no longer holds.
    const problems = validateBrief(briefFromAnswers(s.answers, today), today);
    const first = (Object.keys(problems) as BriefField[]).map((f) => STEP_OF_FIELD[f]).find((x) => x !== undefined);
    if (first) {
      const field = (Object.keys(problems) as BriefField[]).find((f) => STEP_OF_FIELD[f] === first)!;
      s = { ...s, answers: withAnswer(s.answers, first, undefined) };
      lead = [...lead, `${problems[field]}.`];
      step = currentStep(s)!;
    }
  }
  const text = (parts: string[]) => parts.filter(Boolean).join(' ');
  if (step === null) {
    return {
      state: s,
      reply: text([...lead, `Here is your brief:\n${briefSummary(s.answers, today)}\n\nSave it with "Save brief", or tell me what to change, for example "change budget to 5 lakh".`]),
      fieldName: null,
      suggestions: [...DONE_SUGGESTIONS],
      brief: briefFromAnswers(s.answers, today),
    };
  }
  const rule = RULES[step] as StepRule<ChatStep>;
  return { state: s, reply: text([...lead, rule.question(s.answers, today)]), fieldName: step, suggestions: rule.suggestions(s.answers, today), brief: null };
}

/** The greeting that opens a thread. */
export function chatGreeting(today: string): ChatTurn {
  return ask(newChatState(), ["Hi! I'll help you put together a campaign brief, one question at a time. You can change any answer later, for example \"change budget to 5 lakh\"."], today);
}

/** The turn for a thread as it stands (re-asks the open question), for a thread reloaded or an empty message. */
export function chatResume(state: ChatBriefState, today: string): ChatTurn {
  return ask(state, [], today);
}

type Applied = { ok: true; answers: ChatAnswers; note: string } | { ok: false; message: string };

/** Puts one answer in, with what follows from it: a new start date after the end drops the end. */
function apply(step: ChatStep | 'dates', text: string, answers: ChatAnswers, today: string): Applied {
  if (step === 'dates') {
    const range = parseDateRange(text, today);
    if (!range) return { ok: false, message: 'Please give both dates, like 1 March 2027 to 31 March 2027.' };
    if (range.start < today) return { ok: false, message: 'The start date cannot be in the past.' };
    if (range.end < range.start) return { ok: false, message: 'The end date must be on or after the start date.' };
    return {
      ok: true,
      answers: { ...answers, 'campaignDetails.startDate': range.start, 'campaignDetails.endDate': range.end },
      note: `The campaign runs ${showDate(range.start)} – ${showDate(range.end)}.`,
    };
  }
  if (step === 'campaignDetails.startDate') {
    // Both dates in one answer.
    const range = /\s(?:to|till|until|through|for|[-–—])\s|[–—]/i.test(text) ? parseDateRange(text, today) : null;
    if (range) return apply('dates', text, answers, today);
  }
  const rule = RULES[step] as StepRule<ChatStep>;
  // A required field's free text would take "skip" as the answer itself.
  if (!rule.skip && SKIP.test(text)) return { ok: false, message: `I need ${rule.label} for the brief.` };
  const parsed = rule.parse(text, answers, today);
  let result: { value: NonNullable<ChatAnswers[ChatStep]>; note?: string };
  if (parsed.ok) result = parsed;
  else if (rule.skip && SKIP.test(text)) result = rule.skip(answers, today);
  else return parsed;
  let next = withAnswer(answers, step, result.value as ChatAnswers[typeof step]);
  let note = result.note ?? `${capitalise(rule.label)}: ${rule.show(result.value)}.`;
  const end = next['campaignDetails.endDate'];
  if (step === 'campaignDetails.startDate' && end && end < (result.value as string)) {
    next = withAnswer(next, 'campaignDetails.endDate', undefined);
    note += ' The end date was before it, so I need a new end date.';
  }
  return { ok: true, answers: next, note };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A correction of another field ("change budget to 5 lakh", "budget 5 lakh" once past it), or null when the message is none. */
function correction(text: string, state: ChatBriefState, current: ChatStep | null): { step: ChatStep | 'dates'; value: string | null; explicit: boolean } | null {
  const stripped = text.replace(/^(?:actually|sorry|oops|no|wait|correction)[,:!]?\s+/i, '');
  let m = CHANGE.exec(stripped);
  if (m) return { step: aliasOf(m[1]).step, value: m[2]?.trim() || null, explicit: true };
  m = STATED.exec(stripped);
  if (m) {
    const a = aliasOf(m[1]);
    const answered = a.step === 'dates' ? state.answers['campaignDetails.startDate'] !== undefined : state.answers[a.step] !== undefined;
    if (answered || a.step === current) return { step: a.step, value: m[2].trim(), explicit: false };
  }
  m = BARE.exec(stripped);
  if (m) {
    const a = aliasOf(m[1]);
    const answered = a.step === 'dates' ? state.answers['campaignDetails.startDate'] !== undefined : state.answers[a.step] !== undefined;
    if (a.bare && (answered || a.step === current)) return { step: a.step, value: m[2].trim(), explicit: false };
  }
  return null;
}

/**
 * One message of the user → the next turn. `today` is the user's calendar day (YYYY-MM-DD):
 * dates before it are refused. An empty message re-asks the open question.
 */
export function chatTurn(state: ChatBriefState | null, message: string, today: string): ChatTurn {
  if (!state) return chatGreeting(today);
  const text = normaliseText(message).replace(/\s+/g, ' ').slice(0, CHAT_MESSAGE_MAX);
  if (text === '') return chatResume(state, today);
  if (RESTART.test(text)) return chatGreeting(today);
  // Greetings and small talk are answered, never taken as an answer ("Hi, I want to advertise" is no brand name).
  const talk = readSmallTalk(text);
  if (talk.reply === null) return answerTurn(state, text, today);
  if (talk.rest === '') return ask(state, [talk.reply], today);
  const turn = answerTurn(state, talk.rest, today);
  return { ...turn, reply: `${talk.reply} ${turn.reply}` };
}

/** A message that answers (or changes) a field of the brief. */
function answerTurn(state: ChatBriefState, text: string, today: string): ChatTurn {
  const current = currentStep(state);

  const fix = correction(text, state, current);
  if (fix) {
    const label = fix.step === 'dates' ? 'the dates' : RULES[fix.step].label;
    if (fix.value === null) {
      // "Change budget": ask for it next.
      const step = fix.step === 'dates' ? 'campaignDetails.startDate' : fix.step;
      return ask({ ...state, editing: step }, [`Sure, let's change ${label}.`], today);
    }
    const applied = apply(fix.step, fix.value, state.answers, today);
    if (applied.ok) {
      return ask({ ...state, answers: applied.answers, editing: state.editing === fix.step ? null : state.editing }, [`Updated. ${applied.note}`], today);
    }
    // A bare "budget …" that does not read as a budget may still be the answer to the open question.
    if (fix.explicit || current === null) return ask(state, [`I could not change ${label}: ${applied.message}`], today);
  }

  if (current === null) {
    return ask(state, ['Your brief is complete. To change something, say for example "change budget to 5 lakh" or "change city to Delhi".'], today);
  }
  const applied = apply(current, text, state.answers, today);
  if (!applied.ok) return ask(state, [applied.message], today);
  return ask({ ...state, answers: applied.answers, editing: null }, [applied.note], today);
}

/** True for a stored state this version reads (anything else starts a new thread). */
export function isChatState(value: unknown): value is ChatBriefState {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<ChatBriefState>;
  return v.v === 1 && !!v.answers && typeof v.answers === 'object'
    && (v.editing === null || (CHAT_STEPS as readonly string[]).includes(String(v.editing)));
}
