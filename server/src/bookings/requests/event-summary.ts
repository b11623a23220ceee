/**
 * The sentence the audit trail shows for an entry (issue 37): by its action, with the actor's
 * name and what the entry's detail keeps. Entries of other parts (holds, invoices) read the
 * same way; an unknown action says its name, or the `summary` its detail carries.
 */
import { formatRate, formatRupeesExact, shortHash } from 'shared-domain';
import { indiaTime } from './booking-mail';

type Detail = Record<string, unknown>;

const text = (detail: Detail, key: string): string | null => {
  const value = detail[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

/** "rate ₹90,000, dates 2026-03-01 to 2026-03-15, 2 units" from a change of terms. */
export function termsSentence(detail: Detail): string {
  const parts: string[] = [];
  const rate = detail.rate;
  if (typeof rate === 'number') parts.push(`rate ${formatRate(rate)}`);
  const from = text(detail, 'from');
  const to = text(detail, 'to');
  if (from && to) parts.push(`dates ${from} to ${to}`);
  const units = detail.units;
  if (typeof units === 'number') parts.push(units === 1 ? '1 unit' : `${units} units`);
  return parts.join(', ');
}

/** "Front face (MG Road hoarding)" from an entry's detail, or "the option". */
const optionOf = (d: Detail): string => {
  const option = text(d, 'optionName');
  const media = text(d, 'mediaName');
  if (option && media) return `${option} (${media})`;
  return option ?? media ?? 'the option';
};

/** "until 24 Feb 2030, 11:30 am India time" from a time in the detail, or nothing. */
const until = (d: Detail, key: string, word = 'until'): string => {
  const at = text(d, key);
  return at ? ` ${word} ${indiaTime(at)}` : '';
};

const SENTENCES: Readonly<Record<string, (actor: string, d: Detail) => string>> = {
  'hold.placed': (actor, d) => `${actor} held ${optionOf(d)}: ${termsSentence({ from: d.from, to: d.to, units: d.units })}${until(d, 'expiresAt')}`,
  'request.sent': (actor, d) =>
    `${actor} sent a booking request for ${optionOf(d)} to its seller: ${termsSentence(d)}; the seller answers${until(d, 'respondBy', 'by') || ' in time'}`,
  'request.viewed': (actor) => `${actor} viewed the request`,
  'request.accepted': (actor) => `${actor} accepted the request`,
  'request.declined': (actor, d) => `${actor} declined the request: ${text(d, 'reason') ?? ''}`.trim(),
  'request.countered': (actor, d) => `${actor} made a counter-offer: ${termsSentence(d)}${text(d, 'note') ? ` ("${text(d, 'note')}")` : ''}`,
  'request.counter-accepted': (actor, d) => `${actor} accepted the counter-offer: ${termsSentence(d)}`,
  'request.counter-declined': (actor) => `${actor} declined the counter-offer`,
  'request.expired': (_actor, d) => `The request expired: nobody answered it by ${text(d, 'deadline') ?? 'its deadline'}`,
  'hold.confirmed': () => 'The hold was confirmed: the units are booked',
  'hold.released': (actor) => `${actor} released the hold: the units are free again`,
  'hold.expired': (_actor, d) => `The hold expired${text(d, 'expiresAt') ? ` at ${indiaTime(text(d, 'expiresAt')!)}` : ''}: the units are free again`,
  'order.created': (_actor, d) => `Insertion order ${text(d, 'number') ?? ''} was issued (SHA-256 ${shortHash(text(d, 'sha256') ?? '')})`,
  'order.revised': (actor, d) =>
    `${actor} revised the order: ${text(d, 'number') ?? 'a new version'} replaces version ${text(d, 'previousVersion') ?? ''} (SHA-256 ${shortHash(text(d, 'sha256') ?? '')}); both sides sign again`,
  'order.signed': (_actor, d) => `${text(d, 'name') ?? 'Someone'} signed the order as the ${text(d, 'side') ?? 'signer'} (SHA-256 ${shortHash(text(d, 'sha256') ?? '')})`,
  'order.fully-signed': (_actor, d) => `Insertion order ${text(d, 'number') ?? ''} is signed by both sides`,
  'invoice.issued': (actor, d) => {
    const total = d.total;
    return `${actor} issued tax invoice ${text(d, 'number') ?? ''}${typeof total === 'number' ? ` for ${formatRupeesExact(total)}` : ''}`.replace('  ', ' ');
  },
  'signature.withdrawn': (_actor, d) => `${text(d, 'name') ?? 'Someone'} withdrew the ${text(d, 'side') ?? ''} signature`.replace('  ', ' '),
};

/** The trail's sentence for one entry. */
export function eventSummary(action: string, actor: string, detail: Detail): string {
  const sentence = SENTENCES[action];
  if (sentence) return sentence(actor, detail);
  const own = text(detail, 'summary');
  return own ?? `${actor}: ${action.replace(/[._-]/g, ' ')}`;
}

/** Ties of the same instant in the trail's order (a change writes several entries at once). */
const ORDER_OF_ACTIONS = [
  'hold.placed', 'request.sent', 'request.created', 'request.viewed', 'request.countered', 'request.counter-accepted', 'request.counter-declined',
  'request.accepted', 'request.declined', 'request.expired', 'hold.confirmed', 'hold.released', 'hold.expired', 'order.revised', 'order.created',
  'order.signed', 'signature.withdrawn', 'order.fully-signed', 'invoice.issued',
];

/** The trail's order: by time, then a change's entries in the order they tell it. */
export function compareEvents(a: { at: string; action: string }, b: { at: string; action: string }): number {
  const byTime = a.at.localeCompare(b.at);
  if (byTime !== 0) return byTime;
  const rank = (action: string) => {
    const i = ORDER_OF_ACTIONS.indexOf(action);
    return i < 0 ? ORDER_OF_ACTIONS.length : i;
  };
  return rank(a.action) - rank(b.action);
}
