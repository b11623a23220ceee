/** Which field a refused booking write (a 400) names: one reading for the seller studio's forms and the bag's hold. */
import { ApiError } from 'shared-domain';

/**
 * The field a 400 names, of those given: the body's `field`, else a key of its per-field
 * messages, else the one its message starts with as a word ("units: more than exist",
 * "From is in the past"); null for any other answer or when none is named.
 */
export function fieldOfError<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as { field?: unknown } | null | undefined;
  const given = fields.find((f) => f === body?.field);
  if (given) return given;
  const keyed = Object.keys(error.fields).map((k) => fields.find((f) => f === k)).find((f) => f !== undefined);
  if (keyed) return keyed;
  return fields.find((f) => new RegExp(`^${f}([^A-Za-z]|$)`, 'i').test(error.message)) ?? null;
}
