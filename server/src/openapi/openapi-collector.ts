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
  }
}

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

function parameters(schema: unknown, where: 'query' | 'path'): unknown[] {
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
        responses[status] = {
          description: typeof body.description === 'string' ? body.description : status.startsWith('2') ? 'OK' : 'Error',
          content: { 'application/json': { schema: body } },
        };
      }
      for (const method of methods) {
        paths[path] ??= {};
        paths[path][method.toLowerCase()] = {
          summary: schema.summary,
          description: schema.description,
          operationId: schema.operationId,
          tags: schema.tags,
          security: schema.security,
          parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')],
          requestBody: schema.body
            ? { required: true, content: { 'application/json': { schema: schema.body } } }
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
