/**
 * What an embedded session (a token made by `POST /auth/embed-session` for an agency's page)
 * may do, written once: the bag, campaigns and the user's own account. Everywhere else the
 * session is not used: a public route answers as to a guest, a signed-in or role route 403
 * `embed_scope` (auth.hook.ts).
 */
import { httpError } from '../errors';

/** The services an embedded session is used on: service A (main API) and service B (campaigns). */
export type EmbedService = 'main-api' | 'campaign-service';

/** What a signed-in route outside the scope answers to an embedded session (403 `embed_scope`). */
export const EMBED_SCOPE_MESSAGE = 'An embedded session can only use the bag, campaigns and your own account; sign in on the site for this.';

/** 403 `embed_scope`: an embedded session on a route it may not use (never a 401, which would end the embed's session). */
export class EmbedScopeError extends httpError('embed_scope', EMBED_SCOPE_MESSAGE) {}

/**
 * One rule: a method (or any) and a path of segments, where `*` stands for one segment of any
 * value (an id, or a route pattern's `:id`); `under` also takes every path below it.
 */
type Rule = { methods: readonly string[] | 'any'; path: readonly string[]; under?: boolean };

const rule = (methods: Rule['methods'], path: string, under = false): Rule => ({ methods, path: segmentsOf(path), under });

/** Service A: the bag, the session itself and the user's own account. */
const MAIN_API_ALLOWED: readonly Rule[] = [
  rule('any', '/bag', true),
  rule(['POST'], '/authenticate/me'),
  rule(['POST'], '/auth/logout'),
  rule(['PUT'], '/user/profile'),
  rule(['PUT'], '/user/preferences'),
  rule(['PUT'], '/user/agency-details'),
  rule(['POST'], '/user/phone/send'),
  rule(['POST'], '/user/phone/verify'),
];

/** Service B: every campaign route its owner calls (list, detail, save from the bag, brief, plans, payments, files, report, sharing)… */
const CAMPAIGN_ALLOWED: readonly Rule[] = [
  rule('any', '/campaigns', true),
  // …and a buyer's side of booking (issue 37): holds from the bag, the answer to a counter-offer, reading orders. Signing and every seller's answer need the site.
  rule('any', '/holds', true),
  rule(['GET'], '/booking-requests'),
  rule(['POST'], '/booking-requests/*/counter-answer'),
  rule(['GET'], '/insertion-orders/*'),
  rule(['GET'], '/insertion-orders/*/pdf'),
  // …and the buyer's side of proof (issue 38): the gallery's previews and files. The ledger and
  // make-goods are under /campaigns; adding proof is the seller's or staff's, on the site.
  rule(['GET'], '/proofs/*/preview'),
  rule(['GET'], '/proofs/*/file'),
];

/** …but not staff's own actions on a campaign's execution (report rows, purchase orders and invoices, proofs on schedule entries). */
const CAMPAIGN_STAFF_ONLY: readonly Rule[] = [
  rule(['POST'], '/campaigns/*/report/rows'),
  rule(['POST'], '/campaigns/*/report/rows.csv'),
  rule(['PUT'], '/campaigns/*/media-options/*/schedule/*'),
  rule(['POST'], '/campaigns/*/media-options/*/schedule/*/proof'),
  rule(['POST'], '/campaigns/*/lines/*/proofs'),
];

/** The path's segments, without the query or empty segments (`//`, a trailing `/`). */
function segmentsOf(path: string): string[] {
  return path.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
}

function matches(r: Rule, method: string, segments: readonly string[]): boolean {
  if (r.methods !== 'any' && !r.methods.includes(method)) return false;
  if (segments.length < r.path.length || (!r.under && segments.length !== r.path.length)) return false;
  return r.path.every((s, i) => s === '*' || s === segments[i]);
}

/**
 * True when an embedded session acts as its user on `method` `path` of `service`. `path` is
 * relative to the service's base (`/bag/count`, not `/api/bag/count`), a real path or the
 * route's pattern (`/campaigns/:id`); HEAD counts as GET.
 */
export function embedSessionAllows(service: EmbedService, method: string, path: string): boolean {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const segments = segmentsOf(path);
  const allowed = service === 'main-api' ? MAIN_API_ALLOWED : CAMPAIGN_ALLOWED;
  const refused = service === 'main-api' ? [] : CAMPAIGN_STAFF_ONLY;
  return allowed.some((r) => matches(r, verb, segments)) && !refused.some((r) => matches(r, verb, segments));
}
