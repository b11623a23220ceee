import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchema } from 'fastify';

/**
 * Bodies are taken as sent: an unknown field is a 400 naming it (Fastify's default Ajv drops
 * it silently) and a value of the wrong type is a 400 (the default coerces: `true` became
 * the name "true"). Query strings, path parameters and headers arrive as text, so they keep
 * Fastify's coercion ("?page=2" is the number 2), and a query parameter a route does not
 * know (a tracking tag on a shared link) is still ignored.
 */
const BODY_OPTIONS = { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false } as const;
const TEXT_PART_OPTIONS = { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } as const;

type CompileInput = { schema: FastifySchema; method: string; url: string; httpPart?: string };
type Compile = (input: CompileInput) => (data: unknown) => boolean | { error?: Error; value?: unknown };

/** Sets the two validator compilers on `app` (and so on every plugin registered inside it). */
export function registerStrictValidation(app: FastifyInstance): void {
  const factory = AjvCompiler();
  const body = factory({}, { customOptions: BODY_OPTIONS }) as unknown as Compile;
  const text = factory({}, { customOptions: TEXT_PART_OPTIONS }) as unknown as Compile;
  app.setValidatorCompiler((input) => (input.httpPart === 'body' ? body(input) : text(input)));
}
