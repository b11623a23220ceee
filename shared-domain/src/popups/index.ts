/**
 * `shared-domain/popups`: when the lead-magnet popup and the exit-intent form show (SPEC.md
 * sections 4 and 9). The host loads this on the first route, so it stays tiny and imports
 * nothing: the caller passes what the route table (`shellPartsFor(path).popups`) and the
 * session (`isStaff`) say.
 *
 * The lead magnet's 40 s count from entry (the first page of the visit in this tab): a route
 * change does not start them again. Once due it waits, without being dropped, while it is not
 * eligible here (a page where a buyer works or pays), while another dialog is open (the chat,
 * the bag's drawer, sign-in) and while the visitor is typing; it opens when all have cleared.
 *
 * Cookies (all `path=/; max-age=86400; SameSite=Lax`):
 * - `mm_lead_magnet_shown=1` when the lead magnet opens, and again with `mm_lead_magnet_closed=1`
 *   when it is closed: it does not open again for 24 hours.
 * - `mm_exit_sports=<n>` / `mm_exit_influencer=<n>`: how often the exit-intent form was shown
 *   on sports/IPL pages (at most once) and influencer pages (at most twice) in 24 hours.
 */

/** The lead magnet opens this long after entering an eligible page. */
export const LEAD_MAGNET_DELAY_MS = 40_000;
/** How long popup cookies last: 24 hours, in seconds. */
const POPUP_COOKIE_MAX_AGE_S = 86_400;
/** The most times the exit-intent form shows, by kind of page. */
const EXIT_INTENT_MAX = { sports: 1, influencer: 2 } as const;
export type ExitIntentKind = keyof typeof EXIT_INTENT_MAX;

export const POPUP_COOKIES = { leadMagnetShown: 'mm_lead_magnet_shown', leadMagnetClosed: 'mm_lead_magnet_closed' } as const;
/** The exit-intent shown-count cookie of a kind of page: `mm_exit_sports`, `mm_exit_influencer`. */
const exitIntentCookie = (kind: ExitIntentKind): string => `mm_exit_${kind}`;

/** What the caller knows of the page and the person: the route table's `popups` part and `isStaff(user)`. */
export type PopupContext = { popups: boolean; staff: boolean };

/** `document.cookie` text → name → value. */
export function parseCookies(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) out[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return out;
}

/** A `document.cookie` assignment for one popup cookie (24 hours, whole site). */
function popupCookie(name: string, value: string | number): string {
  return `${name}=${value}; path=/; max-age=${POPUP_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

const eligible = (c: PopupContext): boolean => c.popups && !c.staff;

/** Whether the lead magnet may open on this page once its time is up; closing also sets the shown cookie. */
export function leadMagnetDue(context: PopupContext, cookies: Record<string, string>): boolean {
  return eligible(context) && !cookies[POPUP_COOKIES.leadMagnetShown];
}

/** After the last keystroke, the visitor counts as typing for this long (ms). */
export const TYPING_QUIET_MS = 5_000;
/** How often a due but held-back lead magnet looks again whether it may open (ms). */
export const POPUP_RECHECK_MS = 1_000;

/** The milliseconds of the visit left before the lead magnet is due (0 once its 40 s have passed since `enteredAt`). */
export function leadMagnetWaitLeft(enteredAt: number, now: number): number {
  const passed = now - enteredAt;
  // A start in the future (a clock set back) counts from now.
  return passed < 0 ? LEAD_MAGNET_DELAY_MS : Math.max(0, LEAD_MAGNET_DELAY_MS - passed);
}

/**
 * What the page is doing when the lead magnet is due. `checkout` is the route table's answer:
 * pages where a buyer works or pays (the bag, the dashboard, a campaign's payments) show no
 * lead popups; the bag's drawer open over another page is a dialog.
 */
export type PopupMoment = {
  /** How many dialogs are open (modal or not: the chat panel counts). */
  openDialogs: number;
  /** Focus is in a text field (input, textarea, select, contenteditable). */
  editing: boolean;
  /** When the visitor last pressed a key (ms), if ever. */
  lastKeyAt: number | null;
  now: number;
};
export type PopupHold = 'dialog' | 'typing';

/** What keeps a due popup back now (it opens once nothing does), or null. */
export function popupHeldBy(m: PopupMoment): PopupHold | null {
  if (m.openDialogs > 0) return 'dialog';
  if (m.editing || (m.lastKeyAt !== null && m.now - m.lastKeyAt < TYPING_QUIET_MS)) return 'typing';
  return null;
}

/** The cookies to set when the lead magnet opens. */
export function leadMagnetShownCookies(): string[] {
  return [popupCookie(POPUP_COOKIES.leadMagnetShown, 1)];
}

/** The cookies to set when the lead magnet is closed (sent or not): 24 hours without it. */
export function leadMagnetClosedCookies(): string[] {
  return [popupCookie(POPUP_COOKIES.leadMagnetShown, 1), popupCookie(POPUP_COOKIES.leadMagnetClosed, 1)];
}

/**
 * Which exit-intent rule a path follows: sports and IPL pages (`/sports-marketing…`, `/ipl…`),
 * influencer pages (`/influencer-marketing` and its profiles); elsewhere none (no form).
 */
export function exitIntentKind(path: string): ExitIntentKind | null {
  if (/^\/(?:sports-marketing|ipl)[^/]*(?:\/|$)/.test(path)) return 'sports';
  if (/^\/influencer-marketing(?:\/|$)/.test(path)) return 'influencer';
  return null;
}

/** How often the exit-intent form of `kind` was shown (per its cookie). */
function exitIntentCount(kind: ExitIntentKind, cookies: Record<string, string>): number {
  const n = Number.parseInt(cookies[exitIntentCookie(kind)] ?? '', 10);
  return n > 0 ? n : 0;
}

/** Whether the exit-intent form may show now: desktop, an eligible page with a rule, below its count. */
export function exitIntentDue(path: string, context: PopupContext & { desktop: boolean }, cookies: Record<string, string>): boolean {
  const kind = exitIntentKind(path);
  return kind !== null && context.desktop && eligible(context) && exitIntentCount(kind, cookies) < EXIT_INTENT_MAX[kind];
}

/** The cookie to set when the exit-intent form shows on `path` (its count plus one). */
export function exitIntentShownCookie(path: string, cookies: Record<string, string>): string | null {
  const kind = exitIntentKind(path);
  return kind ? popupCookie(exitIntentCookie(kind), exitIntentCount(kind, cookies) + 1) : null;
}

/** True when the pointer left the window through its top edge (a `mouseout` to nowhere). */
export function leftThroughTop(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}
