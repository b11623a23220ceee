import { AUTH_TOKEN_KEY, type User } from 'shared-domain';
import { announceSignIn } from 'shared-ui';
import type { AuthServices } from '../app/auth-services';
import { logout } from '../auth/auth.api';

/**
 * Keeps the token and announces the sign-in (the runtime's `announceSignIn`, which the OpenID
 * hand-off uses too). The host's session controller answers `auth/signed-in` by moving the
 * guest bag to the account and then publishing `auth/login-completed`, which resumes whatever
 * waited for the login.
 */
export function completeSignIn(s: AuthServices, token: string, user: User): void {
  announceSignIn(s, token, user);
}

/**
 * The UserMenu's logout when no host gives one (the standalone page): drops the token at
 * once and tells the server (best effort: a dead server must not keep anyone signed in).
 */
export function signOut(s: AuthServices): void {
  const token = s.storage.getItem(AUTH_TOKEN_KEY);
  s.storage.removeItem(AUTH_TOKEN_KEY);
  s.bus.publish({ type: 'auth/signed-out' });
  if (token) logout(s.api, token).catch(() => undefined);
}
