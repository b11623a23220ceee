/**
 * SPEC.md section 8: "Non-ok bag response → error 'Server Error!'". Every bag write (add,
 * delete, unit edits, bulk edit, reset, clone, rename, update-info) and the catalog's add
 * button say it in these words; a clearer detail the answer gives may follow it
 * ('Server Error! The option is no longer available.').
 */
import { toApiError } from '../api/api-error';

export const BAG_SERVER_ERROR = 'Server Error!';

/** Generic words that add nothing after 'Server Error!' (toApiError's own for an answer without a message). */
const GENERIC = /^(?:Server Error!?|Request failed \(\d+\))$/i;

/** What a failed bag call shows: 'Server Error!', then the answer's own words when it has any. */
export function bagErrorMessage(err: unknown): string {
  const detail = toApiError(err).message.trim();
  if (!detail || GENERIC.test(detail)) return BAG_SERVER_ERROR;
  return detail.startsWith(BAG_SERVER_ERROR) ? detail : `${BAG_SERVER_ERROR} ${detail}`;
}
