/**
 * Ad copy from a brief (issue 36, the ad creative maker): headline, body and call to action
 * drafted by fixed rules from the brand, what it sells, the objective, the target group, the
 * cities and the offer. No model and no outside service: each variant is a template whose
 * parts are kept only while the text fits the medium's limits (its creative specs' `text: Max
 * Character Length` and `cta: Max Characters`, SPEC.md section 5, where the medium states them).
 * Pure.
 */
import type { CreativeSpec } from '../entities/entities';
import { CREATIVE_LIMITS } from './creative-input';

export type AdCopyBrief = {
  brand: string;
  /** What the brand sells, or its category ('home loans', 'a coaching institute'). */
  category: string;
  /** One of the brief's objectives (`BRIEF_OBJECTIVES`), or '' . */
  objective: string;
  /** The target group ('first-time home buyers'). */
  audience: string;
  /** Cities or regions, comma-separated ('Pune, Nashik'). */
  cities: string;
  /** The offer, if any ('0% processing fee till 31 March'). */
  offer: string;
};

export type AdCopyLimits = { headline: number; body: number; cta: number };
export type AdCopyVariant = { headline: string; body: string; cta: string };

/** Body copy when the medium states no text length: the seeded short text spec's 250 characters. */
export const DEFAULT_BODY_LIMIT = 250;
/** The longest brief part taken, so one part cannot crowd out the others. */
export const AD_COPY_PART_MAX = 80;

/** The limits a medium's creative specs state: `text: Max Character Length` and `cta: Max Characters` (null: not stated). */
export function specCopyLimits(specs: readonly CreativeSpec[] | null | undefined): { text: number | null; cta: number | null } {
  const read = (type: CreativeSpec['type'], key: string) => {
    const field = (specs ?? []).find((s) => s.type === type)?.fields.find((f) => f.key.trim().toLowerCase() === key);
    const n = field ? Number(String(field.value).replace(/[^\d.]/g, '')) : NaN;
    return Number.isFinite(n) && n >= 1 ? Math.floor(n) : null;
  };
  return { text: read('text', 'max character length'), cta: read('cta', 'max characters') };
}

/** The copy's limits: the form's own, tightened by what the medium states. */
export function adCopyLimits(stated: { text: number | null; cta: number | null } = { text: null, cta: null }): AdCopyLimits {
  return {
    headline: Math.min(CREATIVE_LIMITS.headline, stated.text ?? CREATIVE_LIMITS.headline),
    body: stated.text ?? DEFAULT_BODY_LIMIT,
    cta: Math.min(CREATIVE_LIMITS.cta, stated.cta ?? CREATIVE_LIMITS.cta),
  };
}

/** What a brief needs before copy can be drafted: a brand name, or a message. */
export function adCopyProblem(brief: AdCopyBrief): string | null {
  return clean(brief.brand) ? null : 'Enter the brand name first: the copy is drafted around it.';
}

type Angle = { cta: readonly string[]; headline: (b: Parts) => string; promise: (b: Parts) => string };
type Parts = { brand: string; what: string; who: string; where: string; offer: string };

const ANGLES: Readonly<Record<string, Angle>> = {
  'Brand awareness': { cta: ['Know more', 'More'], headline: (p) => `${p.brand}, ${p.what ? `for ${p.what}` : 'made for you'}`, promise: (p) => `Get to know ${p.brand}.` },
  'Product launch': { cta: ['Discover now', 'Discover'], headline: (p) => `New from ${p.brand}${p.what ? `: ${p.what}` : ''}`, promise: () => 'Be among the first to try it.' },
  'Lead generation': { cta: ['Enquire now', 'Enquire'], headline: (p) => `${p.what ? cap(p.what) : p.brand}? Talk to ${p.brand}`, promise: () => 'Leave your details and we will call you back.' },
  Sales: { cta: ['Shop now', 'Shop'], headline: (p) => `${p.what ? `${cap(p.what)} from ${p.brand}` : `Shop ${p.brand}`}`, promise: () => 'Order today.' },
  'Store footfall': { cta: ['Visit us today', 'Visit us', 'Visit'], headline: (p) => `${p.brand}${p.where ? ` in ${p.where}` : ''}: come and see`, promise: () => 'Walk in and see it for yourself.' },
  'App installs': { cta: ['Install the app', 'Install'], headline: (p) => `${p.brand}${p.what ? ` for ${p.what}` : ''}, in your pocket`, promise: () => 'Download the app in a minute.' },
};
const DEFAULT_ANGLE: Angle = { cta: ['Know more', 'More'], headline: (p) => (p.what ? `${p.brand}: ${p.what}` : p.brand), promise: (p) => `Find out what ${p.brand} can do for you.` };

/**
 * Three variants of headline, body and call to action: one led by the offer (or the
 * objective), one by the place, one by the target group. Every text fits `limits`: optional
 * parts are left out until it does, and a text that still does not fit is cut at a word with
 * '…'. No two variants share a headline; an empty brand gives none.
 */
export function draftAdCopy(brief: AdCopyBrief, limits: AdCopyLimits = adCopyLimits()): AdCopyVariant[] {
  if (adCopyProblem(brief)) return [];
  const parts: Parts = {
    brand: clean(brief.brand),
    what: clean(brief.category),
    who: clean(brief.audience),
    where: placeList(brief.cities),
    offer: clean(brief.offer),
  };
  const angle = ANGLES[brief.objective.trim()] ?? DEFAULT_ANGLE;
  const cta = fit(angle.cta, limits.cta);
  const about = parts.what ? `${cap(parts.what)} by ${parts.brand}.` : '';
  const offerLine = parts.offer ? `${sentence(parts.offer)}` : '';
  const whereLine = parts.where ? `Now in ${parts.where}.` : '';
  const whoLine = parts.who ? `Made for ${parts.who}.` : '';
  const drafts: { headline: string[]; body: string[] }[] = [
    {
      headline: [parts.offer ? `${parts.offer} at ${parts.brand}` : angle.headline(parts), angle.headline(parts), parts.brand],
      body: [about, offerLine, angle.promise(parts), whereLine, whoLine],
    },
    {
      headline: [parts.where ? `${parts.where}, meet ${parts.brand}` : angle.headline(parts), parts.brand],
      body: [parts.where ? `${parts.brand} is here in ${parts.where}.` : about, parts.what ? `${cap(parts.what)}, close to you.` : '', offerLine, angle.promise(parts)],
    },
    {
      headline: [parts.who ? `For ${parts.who}: ${parts.brand}` : angle.headline(parts), parts.brand],
      body: [parts.who ? `${cap(parts.who)}, this is for you.` : about, about, offerLine, whereLine, angle.promise(parts)],
    },
  ];
  // Each variant leads with its own headline: one that another took already is passed over, and a variant left without one is dropped.
  const used = new Set<string>();
  return drafts.flatMap((d) => {
    const headline = fit(d.headline.filter((h) => !used.has(fit([h], limits.headline))), limits.headline);
    if (!headline || used.has(headline)) return [];
    used.add(headline);
    return [{ headline, body: fitSentences(d.body, limits.body), cta }];
  });
}

/** One line, single spaces, at most AD_COPY_PART_MAX characters (cut at a word). */
function clean(text: string): string {
  return cut(text.replace(/\s+/g, ' ').trim().replace(/[.!]+$/, ''), AD_COPY_PART_MAX);
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => (text ? `${cap(text)}${/[.!?]$/.test(text) ? '' : '.'}` : '');

/** 'Pune', 'Pune and Nashik', 'Pune, Nashik and Nagpur' (at most three places named). */
function placeList(cities: string): string {
  const list = [...new Set(cities.split(/[,;\n]/).map(clean).filter(Boolean))].slice(0, 3);
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** The first candidate that fits `max`, else the shortest cut to fit. */
function fit(candidates: readonly string[], max: number): string {
  const texts = candidates.map((c) => c.trim()).filter(Boolean);
  return texts.find((t) => t.length <= max) ?? cut([...texts].sort((a, b) => a.length - b.length)[0] ?? '', max);
}

/** The sentences in order, each kept only while the whole still fits `max`; the first is cut to fit when alone it does not. */
function fitSentences(sentences: readonly string[], max: number): string {
  const unique = [...new Set(sentences.filter(Boolean))];
  let body = '';
  for (const s of unique) {
    const next = body ? `${body} ${s}` : s;
    if (next.length <= max) body = next;
    else if (!body) body = cut(s, max);
  }
  return body;
}

/** `text` within `max` characters, cut at the last whole word with '…' when longer. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return text.slice(0, Math.max(0, max));
  const room = text.slice(0, max - 1);
  // The room ends at a word's end when the next character is a space.
  const space = text.charAt(max - 1) === ' ' ? room.length : room.lastIndexOf(' ');
  return `${(space > 0 ? room.slice(0, space) : room).replace(/[\s,;:–-]+$/, '')}…`;
}
