import { AUTH_TOKEN_KEY, toApiError, type User } from 'shared-domain';
import type { RemoteRuntime } from './runtime';

/** The address's fragment key the server's OpenID callback answers with: `<returnTo>#oidc=<hand-off code>`. */
export const OIDC_HANDOFF_KEY = 'oidc';

/** The snackbar's words before the server's message when the hand-off fails. */
export const OIDC_FAILED_PREFIX = 'Sign-in did not complete: ';

/** What a sign-in tells the page: the token kept, then `auth/signed-in` (the host moves the guest bag to the account). */
export function announceSignIn({ storage, bus }: Pick<RemoteRuntime, 'storage' | 'bus'>, token: string, user: User): void {
  storage.setItem(AUTH_TOKEN_KEY, token);
  bus.publish({ type: 'auth/signed-in', user });
}

type AddressBar = { location: Pick<Location, 'pathname' | 'search' | 'hash'>; history: Pick<History, 'replaceState' | 'state'> };

/**
 * The hand-off code of `#oidc=<code>`, taken out of the address at once (path, search and any
 * other fragment kept), so it is neither bookmarked, shared nor sent again; null when there is none.
 */
export function takeOidcHandoffCode({ location, history }: AddressBar): string | null {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const code = fragment.get(OIDC_HANDOFF_KEY);
  if (code === null) return null;
  fragment.delete(OIDC_HANDOFF_KEY);
  const rest = fragment.toString();
  history.replaceState(history.state, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
  return code || null;
}

/**
 * Trades the hand-off code for the session (`POST /auth/oidc`) and signs the visitor in as the
 * code sign-in does; a refusal is said in the page's snackbar and leaves the visitor signed out.
 * Answers whether the sign-in happened.
 */
export async function completeOidcHandoff(runtime: Pick<RemoteRuntime, 'api' | 'storage' | 'bus'>, code: string): Promise<boolean> {
  try {
    const { data } = await runtime.api.serviceA.post<{ token: string; user: User }>('/auth/oidc', { code });
    announceSignIn(runtime, data.token, data.user);
    return true;
  } catch (err) {
    runtime.bus.publish({ type: 'snackbar/shown', tone: 'error', message: `${OIDC_FAILED_PREFIX}${toApiError(err).message}` });
    return false;
  }
}

/**
 * The page's OpenID hand-off (SPEC.md 7.22), started once as the page starts: the code leaves the
 * address at once; the trade waits for `ready` (the page's session started and listening, so the
 * guest bag moves to the account). Answers null when the address carried no code.
 */
export function startOidcHandoff(
  runtime: Pick<RemoteRuntime, 'api' | 'storage' | 'bus'>,
  bar: AddressBar,
  ready: Promise<unknown>,
): Promise<boolean | null> {
  const code = takeOidcHandoffCode(bar);
  if (!code) return Promise.resolve(null);
  const afterReady = ready.then(() => undefined, () => undefined);
  return afterReady.then(() => completeOidcHandoff(runtime, code));
}
