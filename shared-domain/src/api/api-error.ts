/** Said when a call got no answer in time (the client's timeout for its kind of call). */
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Check your connection and try again.';
/** Said when a call got no answer at all (offline, server down, refused connection). */
export const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** The one error type every API call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status, or 0 when no answer came (network down, timed out, aborted). */
    readonly status: number,
    /** Machine code from the server's `{ error }`, e.g. `bad_request`, `not_found`; `timeout` or `network_error` without an answer. */
    readonly code: string,
    message: string,
    /** The answer's whole JSON body, for errors that carry more than a message (per-field messages, a suggested value). */
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** No answer came: the network, or the client's timeout. */
  get isNetwork(): boolean {
    return this.status === 0;
  }

  /** The answer's per-field messages (`fields`: field path → what is wrong), else none. */
  get fields(): Record<string, string> {
    return fieldErrorsOf(this.body);
  }

  /** The client gave up waiting (the server may still have done the work). */
  get isTimeout(): boolean {
    return this.status === 0 && this.code === 'timeout';
  }

  /**
   * Worth sending again unchanged: no answer, or an answer that says "not now" (408, 429,
   * 5xx). Any other answer is the server's verdict on the request itself.
   */
  get isTransient(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

type ErrorBody = { error?: unknown; message?: unknown };

/**
 * The per-field messages of an error answer's body: the server's one per-field shape,
 * `{ error, message, fields: { 'hostnames.1': '…' } }`; none for any other body.
 */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const fields = (body as { fields?: unknown } | null | undefined)?.fields;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return {};
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** Turns whatever axios (or anything else) threw into an ApiError. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as { response?: { status?: number; data?: unknown }; message?: string; code?: string; isAxiosError?: boolean } | null;
  if (e && e.response && typeof e.response.status === 'number') {
    const body = (e.response.data ?? {}) as ErrorBody;
    const code = typeof body.error === 'string' ? body.error : `http_${e.response.status}`;
    const message = typeof body.message === 'string' && body.message
      ? body.message
      : e.response.status >= 500 ? 'Server Error!' : `Request failed (${e.response.status})`;
    return new ApiError(e.response.status, code, message, e.response.data);
  }
  // axios: ECONNABORTED for its own `timeout`, ETIMEDOUT with transitional.clarifyTimeoutError.
  if (e && (e.code === 'ETIMEDOUT' || (e.code === 'ECONNABORTED' && /timeout/i.test(e.message ?? '')))) return new ApiError(0, 'timeout', TIMEOUT_MESSAGE);
  // axios's own words ("Network Error") say nothing to a person; anything else keeps its message.
  if (e && !e.isAxiosError && e.message) return new ApiError(0, 'network_error', e.message);
  return new ApiError(0, 'network_error', NETWORK_MESSAGE);
}
