import type { ApiError } from 'shared-domain';

/** An API failure in words for the page. */
export function errorText(error: ApiError): string {
  return error.isNetwork ? 'Could not reach the server. Check your connection and try again.' : error.message;
}
