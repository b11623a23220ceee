import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { NON_FINITE_KEYWORD, NON_FINITE_MESSAGE } from './field-errors';

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
type AjvIssue = { keyword: string; instancePath: string; schemaPath: string; params: Record<string, unknown>; message?: string };
/** An Ajv validate function as Fastify calls it (`schemaEnv` tells Fastify to pass the parent, so a root value can be coerced). */
type Validate = ((data: unknown, context?: object) => boolean) & { errors?: AjvIssue[] | null; schemaEnv?: unknown };
type Compile = (input: CompileInput) => Validate;

/** A number that is not one: NaN or ±Infinity, or text that reads as one ("NaN", "Infinity", "1e999"). */
function isNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value !== 'string') return false;
  return /^\s*[+-]?nan\s*$/i.test(value) || Math.abs(Number(value)) === Infinity;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The JSON pointer of a number in `data` that is NaN or ±Infinity, or null. Walked with a list
 * rather than recursion: a body may nest deeper than the call stack goes.
 */
function nonFiniteNumberIn(data: unknown): string | null {
  const pending: [unknown, string][] = [[data, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, pointer] = next;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return pointer;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push([value[i], `${pointer}/${i}`]);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value).reverse()) pending.push([item, `${pointer}/${escapePointer(key)}`]);
    }
  }
  return null;
}

/** The value at an Ajv instance path (a JSON pointer) of `data`. */
function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const key of pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const wantsNumber = (issue: AjvIssue) => issue.keyword === 'type' && /number|integer/.test(String(issue.params.type));

/**
 * `validate`, refusing any NaN or ±Infinity with one issue of its own. Ajv coerces "1e999" and
 * "Infinity" in a query to Infinity and then skips `minimum` and `maximum` for it, so without
 * this a `?limit=1e999` reached the database; a JSON body's 1e999 (Infinity) and a query's
 * "NaN" Ajv refuses, but only as "must be integer", which this names as what it is.
 */
function refusingNonFinite(validate: Validate): Validate {
  const checked: Validate = (data, context) => {
    const valid = validate(data, context);
    const first = validate.errors?.[0];
    const pointer = valid ? nonFiniteNumberIn(data) : first && wantsNumber(first) && isNonFinite(valueAt(data, first.instancePath)) ? first.instancePath : null;
    if (pointer === null) {
      checked.errors = validate.errors;
      return valid;
    }
    checked.errors = [{ keyword: NON_FINITE_KEYWORD, instancePath: pointer, schemaPath: '', params: {}, message: NON_FINITE_MESSAGE }];
    return false;
  };
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/** Sets the two validator compilers on `app` (and so on every plugin registered inside it). */
export function registerStrictValidation(app: FastifyInstance): void {
  const factory = AjvCompiler();
  const body = factory({}, { customOptions: BODY_OPTIONS }) as unknown as Compile;
  const text = factory({}, { customOptions: TEXT_PART_OPTIONS }) as unknown as Compile;
  app.setValidatorCompiler((input) => refusingNonFinite(input.httpPart === 'body' ? body(input) : text(input)));
}
