import type { FastifyInstance, FastifyRequest } from 'fastify';
import { textProblem } from 'shared-domain';
import { InputError } from '../errors';

/** Deeper than any body a route takes; a deeper one is refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * Why a string somewhere in `value` cannot be taken, naming where it is ("body/brand/name"),
 * or null. Strings are checked with shared-domain's text rule, line breaks and tabs allowed
 * (fields that must be one line check that themselves).
 */
export function textInputProblem(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return textProblem(where, value, { multiline: true });
  if (depth > MAX_DEPTH) return `${where} is nested too deeply`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = textInputProblem(value[i], `${where}/${i}`, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(`${where} field name`, key, { multiline: false });
      if (keyProblem) return keyProblem;
      const problem = textInputProblem(item, `${where}/${key}`, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/** `value` with every string in Unicode NFC (so "é" typed two ways is stored one way). */
export function normaliseStrings<T>(value: T): T {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  if (Array.isArray(value)) return value.map(normaliseStrings) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = normaliseStrings(item);
    return out as T;
  }
  return value;
}

/**
 * The query parameters the route declares: the others are dropped before the route runs (a
 * tracking tag on a shared link), so whatever they hold never reaches it.
 */
function declaredQuery(request: FastifyRequest): Record<string, unknown> {
  const schema = request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined;
  const names = Object.keys(schema?.properties ?? {});
  const query = (request.query ?? {}) as Record<string, unknown>;
  return Object.fromEntries(names.filter((name) => name in query).map((name) => [name, query[name]]));
}

function refuse(problem: string | null): void {
  if (problem) throw new InputError(problem);
}

/**
 * Every route of both services: a NUL byte, another control character, a lone surrogate or a
 * text-direction override anywhere in a declared query parameter, the path or a JSON body is a 400 naming the
 * field, before any route (or the database, which cannot store some of them) sees it; JSON
 * bodies are read in NFC. Query and path are checked on request, before the auth hooks load
 * anything by id; the body once it is parsed.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    refuse(textInputProblem(declaredQuery(request), 'querystring'));
    refuse(textInputProblem(request.params, 'params'));
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.body === undefined || request.body === null || Buffer.isBuffer(request.body)) return;
    refuse(textInputProblem(request.body, 'body'));
    request.body = normaliseStrings(request.body);
  });
}
