import type { ApiError } from 'shared-domain';
import { RateLimitedError } from './auth.api';

export const NOT_AVAILABLE_MESSAGE = 'Sign-in is not available right now. Please try again later.';
export const NETWORK_MESSAGE = 'Could not reach the server';

/** "Too many attempts. Try again in N minutes." from a Retry-After in seconds. */
export function tooManyAttemptsText(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null || retryAfterSeconds <= 0) return 'Too many attempts. Try again later.';
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** A failed sign-in call in words for the dialog. */
export function authErrorText(error: ApiError): string {
  if (error instanceof RateLimitedError) return tooManyAttemptsText(error.retryAfterSeconds);
  if (error.isNetwork) return NETWORK_MESSAGE;
  // No route or a server fault: the user can only wait, so both read the same.
  if (error.status === 404 || error.status >= 500) return NOT_AVAILABLE_MESSAGE;
  // 400 (bad input, invalid_code, code_expired), 401: the server's words.
  return error.message;
}
