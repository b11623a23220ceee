import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fieldsErrorBody, NON_FINITE_KEYWORD, type ErrorBody, type FieldsErrorBody } from './http/field-errors';

/** The body of every error answer (shared-domain's `toApiError` reads it). */
export type { ErrorBody } from './http/field-errors';

/**
 * Every `error` code an answer of ours carries, with its HTTP status: the one table the error
 * handler answers by (the classes below and in the feature modules only name a code).
 */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_code: 400,
  code_expired: 400,
  origin_not_registered: 400,
  budget_too_small: 400,
  invalid_preview: 400,
  unauthorized: 401,
  invalid_token: 401,
  forbidden: 403,
  embed_origin_refused: 403,
  embed_scope: 403,
  phone_not_verified: 403,
  not_found: 404,
  not_a_seller: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  request_timeout: 408,
  conflict: 409,
  version_conflict: 409,
  release_check_failed: 409,
  taken: 409,
  nothing_to_invoice: 409,
  agency_details_missing: 409,
  not_invoiceable: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  too_many_requests: 429,
  request_header_fields_too_large: 431,
  internal: 500,
  bad_gateway: 502,
  delivery_failed: 502,
  channel_unavailable: 503,
  card_payments_unavailable: 503,
  invoicing_not_configured: 503,
  gateway_timeout: 504,
} as const;

/** A code of ERROR_STATUS. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * What an error answer carries beside `error` and `message`: a 400's `fields`, a 409's current
 * `profile` or failed `check`… (the route's response schema names them for that status).
 */
export type ErrorDetails = Readonly<Record<string, unknown>> & { readonly error?: never; readonly message?: never };

/**
 * An error that maps to one HTTP answer; thrown by routes and repositories. A throttled one
 * carries `retryAfterSeconds`, which the error handler sends as `Retry-After`.
 */
export abstract class HttpError extends Error {
  abstract readonly code: ErrorCode;
  readonly retryAfterSeconds?: number;
  constructor(message?: string, readonly details?: ErrorDetails) {
    super(message);
    this.name = new.target.name;
  }
  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** The base of an error class answering `code`, with the message it says when thrown without one. */
export function httpError(code: ErrorCode, defaultMessage = '') {
  return class extends HttpError {
    readonly code = code;
    constructor(message: string = defaultMessage, details?: ErrorDetails) {
      super(message, details);
    }
  };
}

/** 400: the request is malformed or names something that cannot be. */
export class InputError extends httpError('bad_request') {}
/** 401: no valid token where one is needed. */
export class UnauthorizedError extends httpError('unauthorized', 'Please log in to continue') {}
/** 403: a real object the caller may not touch. */
export class ForbiddenError extends httpError('forbidden') {}
/** 404: does not exist, or the caller may not see it. */
export class NotFoundError extends httpError('not_found') {}
/** 409: conflicts with the current state (duplicate e-mail, stale update…). */
export class ConflictError extends httpError('conflict') {}
/** 413: the body is larger than the route takes (an upload, a logo). */
export class PayloadTooLargeError extends httpError('payload_too_large') {}
/** 415: a type the route does not take, or content that does not match its declared type. */
export class UnsupportedMediaTypeError extends httpError('unsupported_media_type') {}

/**
 * 400 naming each wrong value, the one per-field shape: `fields` maps a field (a path such as
 * `hostnames.1`) to what is wrong with it, in the words a page shows beside that field. The
 * message lists them all unless the route says its own.
 */
export class FieldsError extends InputError {
  constructor(fields: Partial<Record<string, string>>, message?: string) {
    const body = fieldsErrorBody(fields);
    super(message ?? body.message, { fields: body.fields });
  }
}

/** The code of a refusal raised by Fastify or a plugin, by its status. */
const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'request_header_fields_too_large',
};

/**
 * What Fastify's own refusals say, in our words: its messages can echo the URL, a header or
 * a piece of the body back, which an error answer never does.
 */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
  FST_ERR_BAD_URL: 'The address is not valid: a part of it is not well encoded',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send JSON (content-type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content-length header does not match the body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_INVALID_TYPE: 'The content-type header is not valid',
  FST_ERR_CTP_EMPTY_TYPE: 'The content-type header is empty',
  FST_ERR_CTP_INSTANCE_ALREADY_STARTED: 'The request could not be read',
};

/** A message for a person for any 4xx error Fastify or a plugin raised (never its raw text). */
function clientErrorMessage(err: FastifyError, status: number): string {
  const known = err.code ? FRAMEWORK_MESSAGES[err.code] : undefined;
  if (known) return known;
  // Our own code throws HttpError; anything else in 4xx comes from Fastify, a plugin or a
  // parser (JSON syntax errors quote the body), so only the status is described.
  if (status === 413) return FRAMEWORK_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE;
  if (status === 415) return FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE;
  if (status === 400 && (err.name === 'SyntaxError' || /JSON/i.test(err.message))) return FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY;
  return STATUS_MESSAGES[status] ?? 'The request cannot be served';
}

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'The request is not valid',
  401: 'Please log in to continue',
  403: 'You may not do this',
  404: 'Not found',
  405: 'This method is not allowed here',
  406: 'This answer type is not available',
  408: 'The request took too long to arrive',
  409: 'This conflicts with the current state',
  414: 'The address is too long',
  429: 'Too many requests; try again later',
  431: 'The request headers are too large',
};

type AjvIssue = { keyword?: string; instancePath?: string; params?: Record<string, unknown>; message?: string };

/** "querystring/sort must be one of: popularity, price-asc" instead of Ajv's bare enum text. */
function validationMessage(err: FastifyError): string {
  const issue = (err.validation?.[0] ?? {}) as AjvIssue;
  const where = `${err.validationContext ?? 'request'}${issue.instancePath ?? ''}`;
  if (issue.keyword === 'enum' && Array.isArray(issue.params?.allowedValues)) {
    return `${where} must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}`;
  }
  if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') {
    return `${where} has an unknown field "${issue.params.additionalProperty}"`;
  }
  return err.message;
}

/**
 * The per-field body for a schema refusal that names one value (a NaN or ±Infinity), keyed by
 * its path without the part ("limit", "items.0.val"); null for any other refusal.
 */
function validationFields(err: FastifyError): FieldsErrorBody | null {
  const issue = (err.validation?.[0] ?? {}) as AjvIssue;
  if (issue.keyword !== NON_FINITE_KEYWORD || issue.message === undefined) return null;
  const path = (issue.instancePath ?? '').split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  return fieldsErrorBody({ [path.join('.') || (err.validationContext ?? 'request')]: issue.message });
}

/** Turns anything thrown into `{ error, message }` with the right status; 5xx hides internals. */
export function errorHandler(err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (err instanceof HttpError) {
    if (err.retryAfterSeconds !== undefined) void reply.header('retry-after', String(err.retryAfterSeconds));
    void reply.code(err.statusCode).send({ ...err.details, error: err.code, message: err.message } satisfies ErrorBody);
    return;
  }
  const fastifyErr = err as FastifyError;
  if (fastifyErr.validation) {
    void reply.code(400).send(validationFields(fastifyErr) ?? ({ error: 'bad_request', message: validationMessage(fastifyErr) } satisfies ErrorBody));
    return;
  }
  const status = typeof fastifyErr.statusCode === 'number' ? fastifyErr.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? `http_${status}`;
    void reply.code(status).send({ error: code, message: clientErrorMessage(fastifyErr, status) } satisfies ErrorBody);
    return;
  }
  request.log.error({ err }, 'request failed');
  void reply.code(ERROR_STATUS.internal).send({ error: 'internal', message: 'Internal server error' } satisfies ErrorBody);
}

/** The 404 of an unknown API route (and anything else the site does not answer); the URL is not echoed. */
export class NoRouteError extends NotFoundError {
  constructor(method: string) {
    super(`There is no ${method} route at this address`);
  }
}

/**
 * Fastify's `frameworkErrors`: refusals raised while routing, before any hook or error
 * handler runs (a path parameter over the length limit is 414, a badly encoded URL 400).
 */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  errorHandler(err, request, reply);
}
