import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The body of every error answer (shared-domain's `toApiError` reads it). */
export type ErrorBody = { error: string; message: string };

/** An error that maps to one HTTP answer; thrown by routes and repositories. */
export abstract class HttpError extends Error {
  abstract readonly statusCode: number;
  abstract readonly code: string;
}

/** 400: the request is malformed or names something that cannot be. */
export class InputError extends HttpError {
  override readonly name = 'InputError';
  readonly statusCode = 400;
  readonly code = 'bad_request';
}

/** 401: no valid token where one is needed. */
export class UnauthorizedError extends HttpError {
  override readonly name = 'UnauthorizedError';
  readonly statusCode = 401;
  readonly code = 'unauthorized';
  constructor(message = 'Please log in to continue') {
    super(message);
  }
}

/** 403: a real object the caller may not touch. */
export class ForbiddenError extends HttpError {
  override readonly name = 'ForbiddenError';
  readonly statusCode = 403;
  readonly code = 'forbidden';
}

/** 404: does not exist, or the caller may not see it. */
export class NotFoundError extends HttpError {
  override readonly name = 'NotFoundError';
  readonly statusCode = 404;
  readonly code = 'not_found';
}

/** 409: conflicts with the current state (duplicate e-mail, stale update…). */
export class ConflictError extends HttpError {
  override readonly name = 'ConflictError';
  readonly statusCode = 409;
  readonly code = 'conflict';
}

const CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
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

/** Turns anything thrown into `{ error, message }` with the right status; 5xx hides internals. */
export function errorHandler(err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (err instanceof HttpError) {
    void reply.code(err.statusCode).send({ error: err.code, message: err.message } satisfies ErrorBody);
    return;
  }
  const fastifyErr = err as FastifyError;
  if (fastifyErr.validation) {
    void reply.code(400).send({ error: 'bad_request', message: validationMessage(fastifyErr) } satisfies ErrorBody);
    return;
  }
  const status = typeof fastifyErr.statusCode === 'number' ? fastifyErr.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? `http_${status}`;
    void reply.code(status).send({ error: code, message: err.message } satisfies ErrorBody);
    return;
  }
  request.log.error({ err }, 'request failed');
  void reply.code(500).send({ error: 'internal', message: 'Internal server error' } satisfies ErrorBody);
}

/** JSON 404 for unknown API routes (and anything else the site does not answer). */
export function notFoundBody(method: string, url: string): ErrorBody {
  const path = url.split('?')[0];
  return { error: 'not_found', message: `No route ${method} ${path}` };
}
