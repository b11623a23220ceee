import type { ApiError } from 'shared-domain';

export const NOT_AVAILABLE_MESSAGE = 'Sign-in is not available right now. Please try again later.';
export const NETWORK_MESSAGE = 'Could not reach the server';
export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Google sign-in is not configured on this server';

/** A failed sign-in call in words for the dialog. */
export function authErrorText(error: ApiError): string {
  if (error.isNetwork) return NETWORK_MESSAGE;
  // No route (the OTP routes arrive with the next server issue) or a server fault: the user
  // can only wait, so both read the same.
  if (error.status === 404 || error.status >= 500) return NOT_AVAILABLE_MESSAGE;
  // 400 (bad input), 401 (wrong or expired code), 429 (too many tries): the server's words.
  return error.message;
}
