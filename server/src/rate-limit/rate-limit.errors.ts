import { waitWords } from 'shared-domain';
import { httpError } from '../errors';

/** "30 seconds", "1 minute", "12 minutes": a wait as a person reads it (the chat's limit message says it the same way). */
export const waitText = waitWords;

/** 429 too_many_requests; the error handler sends its `Retry-After: <seconds>`. */
export class TooManyRequestsError extends httpError('too_many_requests') {
  /** `what` says what there was too much of, e.g. "Too many codes asked for". */
  constructor(override readonly retryAfterSeconds: number, what = 'Too many requests') {
    super(`${what}. Try again in ${waitText(retryAfterSeconds)}.`);
  }
}
