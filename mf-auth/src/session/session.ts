import { AUTH_TOKEN_KEY, toApiError, type User } from 'shared-domain';
import type { AuthServices } from '../app/auth-services';
import { fetchMe, logout } from '../auth/auth.api';

/** Keeps the token and tells every package who signed in. */
export function completeSignIn(s: AuthServices, token: string, user: User): void {
  s.storage.setItem(AUTH_TOKEN_KEY, token);
  s.bus.publish({ type: 'auth/signed-in', user });
}

/** Drops the token at once and tells the server (best effort: a dead server must not keep anyone signed in). */
export function signOut(s: AuthServices): void {
  const token = s.storage.getItem(AUTH_TOKEN_KEY);
  s.storage.removeItem(AUTH_TOKEN_KEY);
  s.bus.publish({ type: 'auth/signed-out' });
  if (token) logout(s.api, token).catch(() => undefined);
}

/**
 * With a stored token: ask who it belongs to. A user → `auth/signed-in`; 401 → the token is
 * dropped and `auth/signed-out` published; any other failure leaves things as they are.
 */
export async function restoreSession(s: AuthServices): Promise<void> {
  const token = s.storage.getItem(AUTH_TOKEN_KEY);
  if (!token) return;
  try {
    const { user } = await fetchMe(s.api);
    // A sign-out while the call was out wins.
    if (s.storage.getItem(AUTH_TOKEN_KEY) === token) s.bus.publish({ type: 'auth/signed-in', user });
  } catch (err) {
    if (toApiError(err).status === 401 && s.storage.getItem(AUTH_TOKEN_KEY) === token) {
      s.storage.removeItem(AUTH_TOKEN_KEY);
      s.bus.publish({ type: 'auth/signed-out' });
    }
  }
}
