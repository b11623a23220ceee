import { ApiError } from 'shared-domain';
import { RateLimitedError } from './auth.api';
import { NETWORK_MESSAGE, NOT_AVAILABLE_MESSAGE, authErrorText, tooManyAttemptsText } from './auth-errors';

describe('auth errors in words', () => {
  it.each([
    [600, 'Too many attempts. Try again in 10 minutes.'],
    [61, 'Too many attempts. Try again in 2 minutes.'],
    [30, 'Too many attempts. Try again in 1 minute.'],
    [null, 'Too many attempts. Try again later.'],
  ])('Retry-After %p → %p', (seconds, text) => {
    expect(tooManyAttemptsText(seconds)).toBe(text);
  });

  it('uses the server message for a wrong or expired code', () => {
    expect(authErrorText(new ApiError(400, 'invalid_code', 'That code is not right'))).toBe('That code is not right');
    expect(authErrorText(new ApiError(400, 'code_expired', 'The code has expired'))).toBe('The code has expired');
  });

  it('says the server could not be reached, or that sign-in is unavailable', () => {
    expect(authErrorText(new ApiError(0, 'network_error', 'x'))).toBe(NETWORK_MESSAGE);
    expect(authErrorText(new ApiError(503, 'x', 'x'))).toBe(NOT_AVAILABLE_MESSAGE);
    expect(authErrorText(new RateLimitedError('slow down', 900))).toBe('Too many attempts. Try again in 15 minutes.');
  });
});
