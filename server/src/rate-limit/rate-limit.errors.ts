import { httpError } from '../errors';

/** "30 seconds", "1 minute", "12 minutes": a wait as a person reads it. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 too_many_requests; the error handler sends its `Retry-After: <seconds>`. */
export class TooManyRequestsError extends httpError('too_many_requests') {
  /** `what` says what there was too much of, e.g. "Too many codes asked for". */
  constructor(override readonly retryAfterSeconds: number, what = 'Too many requests') {
    super(`${what}. Try again in ${waitText(retryAfterSeconds)}.`);
  }
}
