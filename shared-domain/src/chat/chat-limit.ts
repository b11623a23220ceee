/** The brief assistant's answer to its rate limit (HTTP 429 with `Retry-After`): when to send again. */

/** "30 seconds", "1 minute", "12 minutes": a wait as a person reads it. */
export function waitWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The clock time `seconds` from `now`, as the visitor's clock shows it ("6:42 pm"). */
function clockAt(now: Date, seconds: number): string {
  return new Date(now.getTime() + seconds * 1000).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true });
}

/**
 * What the chat says when the server refused a message for too many in a short time: the wait
 * the server gave (`Retry-After`, seconds) and the time it ends; without one, "in a few minutes".
 * The conversation so far stays on screen, and the message stays in the box to send again.
 */
export function chatLimitText(retryAfterSeconds: number | null, now: Date): string {
  const head = 'You have sent many messages in a short time.';
  if (retryAfterSeconds === null || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return `${head} Please try again in a few minutes; your conversation is kept.`;
  }
  const s = Math.ceil(retryAfterSeconds);
  return `${head} Please try again in ${waitWords(s)} (at ${clockAt(now, s)}); your conversation is kept.`;
}
