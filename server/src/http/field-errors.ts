/** Every error answer: a code and a message a person can read (errors.ts answers them). */
export type ErrorBody = { error: string; message: string };

/** A 400 naming each wrong value (errors.ts FieldsError): `fields` maps a field to what is wrong with it. */
export type FieldsErrorBody = ErrorBody & { fields: Record<string, string> };

/**
 * The Ajv-style keyword of the issue our validators raise for a number that is NaN or
 * ±Infinity (http/validation.ts); the error handler answers it with the per-field body.
 */
export const NON_FINITE_KEYWORD = 'finite';
export const NON_FINITE_MESSAGE = 'must be a finite number';

/** The per-field 400 body; the message lists every field for a client that shows one line. */
export function fieldsErrorBody(fields: Partial<Record<string, string>>): FieldsErrorBody {
  const entries = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string');
  return { error: 'bad_request', message: entries.map(([f, m]) => `${f}: ${m}`).join('; '), fields: Object.fromEntries(entries) };
}
