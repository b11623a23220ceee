import { Type, type TProperties, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** A string enum as plain JSON Schema `enum` (Ajv then names the allowed values). */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string; default?: T[number] } = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** A 400's `fields` (errors.ts FieldsError, the one per-field shape): each wrong value's field with what is wrong with it. */
export const FieldErrors = Type.Record(Type.String(), Type.String(), {
  description: 'Field path (name, hostnames.1, items.0.val…) → what is wrong with it, in the words a page shows beside the field',
});

export const ErrorResponse = Type.Object(
  {
    error: Type.String({ description: 'Machine code: bad_request, unauthorized, not_found, internal…' }),
    message: Type.String({ description: 'What went wrong, for a person' }),
    fields: Type.Optional(FieldErrors),
  },
  { description: 'Error answer' },
);

/**
 * An error answer that carries more than the per-field messages (a 409's current profile, a
 * failed check): ErrorResponse with `properties` beside (errors.ts HttpError `details`).
 */
export function ErrorResponseWith<P extends TProperties>(properties: P, description: string) {
  return Type.Object({ ...ErrorResponse.properties, ...properties }, { description });
}

/** Response schemas of the error answers a route can give, keyed by status. */
export function errorResponses<const S extends readonly number[]>(...statuses: S): Record<S[number], typeof ErrorResponse> {
  const out = {} as Record<S[number], typeof ErrorResponse>;
  for (const status of statuses) out[status as S[number]] = ErrorResponse;
  return out;
}

/** A JSON value kept as is (fast-json-stringify falls back to JSON.stringify). */
export const AnyJson = (description?: string): TSchema => Type.Unknown(description ? { description } : {});
