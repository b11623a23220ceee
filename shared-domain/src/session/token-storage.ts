import type { ClientOptions } from '../api/clients';
import type { StorageLike } from '../bag/local-bag';
import { AUTH_TOKEN_KEY } from './keys';

export type TokenOptions = Required<Pick<ClientOptions, 'getToken' | 'onToken'>>;

/**
 * `getToken` / `onToken` for an API client over a storage (localStorage in a browser), so
 * every client sends the stored token and stores any token an answer carries (SPEC.md
 * section 4). Storage that throws (blocked cookies, some private modes) reads as signed out.
 */
export function storedTokenOptions(getStorage: () => StorageLike): TokenOptions {
  return {
    getToken: () => {
      try {
        return getStorage().getItem(AUTH_TOKEN_KEY);
      } catch {
        return null;
      }
    },
    onToken: (token) => {
      try {
        getStorage().setItem(AUTH_TOKEN_KEY, token);
      } catch {
        // Nowhere to keep it: the session lasts as long as the page.
      }
    },
  };
}
