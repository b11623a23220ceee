import type { RouteOptions } from 'fastify';

declare module 'fastify' {
  // The same optional keys @fastify/swagger adds; our collector reads them.
  interface FastifySchema {
    hide?: boolean;
    tags?: readonly string[];
    description?: string;
    summary?: string;
    operationId?: string;
    security?: ReadonlyArray<{ [securityLabel: string]: readonly string[] }>;
    /** Media types of the request body when it is not JSON (an upload's raw bytes, a CSV file). */
    consumes?: readonly string[];
  }
}

/**
 * The media types an answer of a status may have, set on its response schema when it is
 * not JSON alone (a CSV report, a downloaded file); JSON otherwise.
 */
export const CONTENT_TYPES_KEY = 'x-content-types';

/** What each status means, for the documents' descriptions. */
const STATUS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  400: 'Bad input: the message names the field', 401: 'No valid token', 403: 'A real object the caller may not touch',
  404: 'Not found, or not the caller\'s to see', 409: 'Conflicts with the current state', 413: 'The body is too large',
  414: 'A path parameter is too long (a service running alone; the composed site answers 404)',
  415: 'The body\'s content type is not accepted', 429: 'Too many requests: wait for Retry-After seconds',
  502: 'An upstream service failed', 503: 'Not available on this server', 504: 'An upstream service took too long',
};

/**
 * Statuses every route gives whatever its own code does, added here once rather than on each
 * route: a query, path or body can be refused (400: the schema, or the text guard's control
 * characters); a body can be too large (413) or of a type the route does not parse (415); a
 * path parameter can be longer than the router takes (414).
 */
function frameworkStatuses(schema: { params?: unknown; querystring?: unknown; body?: unknown; consumes?: readonly string[] }): number[] {
  const statuses: number[] = [];
  const hasBody = schema.body !== undefined || schema.consumes !== undefined;
  if (schema.params !== undefined || schema.querystring !== undefined || hasBody) statuses.push(400);
  if (hasBody) statuses.push(413, 415);
  if (schema.params !== undefined) statuses.push(414);
  return statuses;
}

const ERROR_BODY = {
  type: 'object', required: ['error', 'message'],
  properties: {
    error: { type: 'string', description: 'Machine code' },
    message: { type: 'string', description: 'What went wrong, for a person' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field name → what is wrong with it (a value no schema takes: NaN, ±Infinity)' },
  },
};

type JsonSchema = { properties?: Record<string, unknown>; required?: string[]; [key: string]: unknown };

export type OpenApiInfo = {
  title: string;
  version: string;
  description?: string;
  /** OpenAPI `components.securitySchemes`. */
  securitySchemes: Record<string, unknown>;
};

export type OpenApiDocument = {
  openapi: '3.0.3';
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { securitySchemes: Record<string, unknown> };
};

export interface OpenApiCollector {
  /** Pass to `app.addHook('onRoute', …)` inside the service plugin. */
  onRoute(route: RouteOptions & { prefix?: string }): void;
  document(): OpenApiDocument;
}

function parameters(schema: unknown, where: 'query' | 'path' | 'header'): unknown[] {
  const s = schema as JsonSchema | undefined;
  if (!s?.properties) return [];
  return Object.entries(s.properties).map(([name, propSchema]) => ({
    name,
    in: where,
    required: where === 'path' || (s.required ?? []).includes(name),
    schema: propSchema,
  }));
}

/**
 * Builds one service's OpenAPI 3 document from the route schemas it registers. Done per
 * plugin (rather than with @fastify/swagger) so each service lists only its own routes.
 */
export function createOpenApiCollector(info: OpenApiInfo): OpenApiCollector {
  const paths: OpenApiDocument['paths'] = {};
  let serverUrl = '/';
  return {
    onRoute(route) {
      const schema = route.schema;
      if (!schema || schema.hide) return;
      const prefix = route.prefix ?? '';
      if (prefix) serverUrl = prefix;
      const relative = route.url.startsWith(prefix) ? route.url.slice(prefix.length) : route.url;
      const path = (relative || '/').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
      const responses: Record<string, unknown> = {};
      for (const [status, body] of Object.entries((schema.response ?? {}) as Record<string, JsonSchema>)) {
        const types = Array.isArray(body[CONTENT_TYPES_KEY]) ? (body[CONTENT_TYPES_KEY] as string[]) : ['application/json'];
        responses[status] = {
          description: typeof body.description === 'string' ? body.description : status.startsWith('2') ? 'OK' : STATUS_DESCRIPTIONS[status] ?? 'Error',
          ...(status === '204' ? {} : { content: Object.fromEntries(types.map((type) => [type, { schema: body }])) }),
        };
      }
      for (const status of frameworkStatuses(schema)) {
        responses[status] ??= { description: STATUS_DESCRIPTIONS[status], content: { 'application/json': { schema: ERROR_BODY } } };
      }
      const bodyTypes = schema.consumes ?? ['application/json'];
      const bodySchema = schema.body ?? { type: 'string', format: 'binary' };
      for (const method of methods) {
        paths[path] ??= {};
        paths[path][method.toLowerCase()] = {
          summary: schema.summary,
          description: schema.description,
          operationId: schema.operationId,
          tags: schema.tags,
          security: schema.security,
          parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query'), ...parameters(schema.headers, 'header')],
          requestBody: schema.body !== undefined || schema.consumes !== undefined
            ? { required: true, content: Object.fromEntries(bodyTypes.map((type) => [type, { schema: bodySchema }])) }
            : undefined,
          responses,
        };
      }
    },
    document() {
      return {
        openapi: '3.0.3',
        info: { title: info.title, version: info.version, description: info.description },
        servers: [{ url: serverUrl }],
        paths,
        components: { securitySchemes: info.securitySchemes },
      };
    },
  };
}
