/** The one error type every API call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status, or 0 when no answer came (network down, aborted). */
    readonly status: number,
    /** Machine code from the server's `{ error }`, e.g. `bad_request`, `not_found`. */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }
}

type ErrorBody = { error?: unknown; message?: unknown };

/** Turns whatever axios (or anything else) threw into an ApiError. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as { response?: { status?: number; data?: unknown }; message?: string } | null;
  if (e && e.response && typeof e.response.status === 'number') {
    const body = (e.response.data ?? {}) as ErrorBody;
    const code = typeof body.error === 'string' ? body.error : `http_${e.response.status}`;
    const message = typeof body.message === 'string' && body.message
      ? body.message
      : e.response.status >= 500 ? 'Server Error!' : `Request failed (${e.response.status})`;
    return new ApiError(e.response.status, code, message);
  }
  return new ApiError(0, 'network_error', e?.message || 'Network error: the server could not be reached');
}
