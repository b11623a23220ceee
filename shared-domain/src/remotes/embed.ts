/**
 * The agency embed's rules (README "Embedding"): where an embed's sign-in window opens, what
 * that window hands back by `postMessage`, and where the links an embed renders lead. Pure,
 * so the embed (shared-ui's mountRemote), the sign-in window (mf-bag) and the tests share them.
 */
import type { User } from '../entities/entities';
import { normalizeOrigin } from '../organizations/hostname';

/** The site's page that signs an embed's visitor in and hands the embedded session back. */
export const EMBED_SIGN_IN_PATH = '/embed/sign-in';

/** What the window is asked for: a sign-in, or a verified phone for a signed-in visitor (saving needs one). */
export type EmbedSignInStep = 'sign-in' | 'phone';

/** What the sign-in window is opened with: the agency page's origin, its organisation, the step. */
export type EmbedSignInRequest = { origin: string; organisation: string; step: EmbedSignInStep };

/** The sign-in window's address on the site for an embed on `request.origin`. */
export function embedSignInUrl(siteOrigin: string, request: EmbedSignInRequest): string {
  const query = new URLSearchParams({ origin: request.origin, organisation: request.organisation, step: request.step });
  return `${siteOrigin.replace(/\/+$/, '')}${EMBED_SIGN_IN_PATH}?${query.toString()}`;
}

/** The sign-in window's query, read strictly: a request, or why the window cannot go on. */
export function readEmbedSignInQuery(search: string): EmbedSignInRequest | { problem: string } {
  const query = new URLSearchParams(search);
  const origin = normalizeOrigin(query.get('origin') ?? '');
  if (!origin) return { problem: 'This sign-in window was opened without the address of the page that asked for it. Close it and press Sign in on that page again.' };
  const organisation = (query.get('organisation') ?? '').trim();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(organisation)) {
    return { problem: `The page at ${origin} did not say which organisation it embeds for: its snippet needs the organisation option from the organisation's settings.` };
  }
  const step = query.get('step') === 'phone' ? 'phone' : 'sign-in';
  return { origin, organisation, step };
}

/** The one message type the sign-in window posts to the embed's page. */
export const EMBED_SESSION_MESSAGE = 'mediamart:embed-session';

/** What the sign-in window posts, only to the origin the server accepted for the organisation. */
export type EmbedSessionMessage = {
  type: typeof EMBED_SESSION_MESSAGE;
  step: EmbedSignInStep;
  /** The embedded session (service A and B accept it only from `origin`, for the bag, campaigns and the user's own data). */
  token: string;
  expiresAt: string;
  user: User;
};

/** Whether a `message` event's data is the sign-in window's answer (its origin and source are checked apart). */
export function isEmbedSessionMessage(data: unknown): data is EmbedSessionMessage {
  const d = data as Partial<EmbedSessionMessage> | null;
  return !!d && typeof d === 'object' && d.type === EMBED_SESSION_MESSAGE && typeof d.token === 'string' && d.token.length > 0
    && typeof d.expiresAt === 'string' && !!d.user && typeof d.user === 'object' && typeof d.user._id === 'string'
    && (d.step === 'sign-in' || d.step === 'phone');
}

/**
 * The site an embed belongs to: the origin of its `apiBase` (`https://site/api` → `https://site`),
 * read against the page's own address for a relative base; null when it is no http(s) address.
 */
export function siteOriginOf(apiBase: string, pageHref: string): string | null {
  try {
    const url = new URL(apiBase, pageHref);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where a link or an image an embed renders leads: a site path (`/newspaper/x`, `/uploads/a.png`)
 * on `siteUrl` (the organisation's host, or the site); an absolute or non-path address as it is.
 */
export function siteHref(siteUrl: string, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  return `${siteUrl.replace(/\/+$/, '')}${href}`;
}

/** The events an agency page may follow through a mount handle's `on(type, handler)`. */
export const EMBED_EVENT_TYPES = ['bag/item-added', 'bag/count-changed', 'campaign/saved', 'auth/signed-in', 'auth/signed-out'] as const;
export type EmbedEventType = (typeof EMBED_EVENT_TYPES)[number];

/** Prefix of every key the embeds keep in the agency page's storage, apart from the agency's own keys. */
export const EMBED_STORAGE_PREFIX = 'mediamart:';
