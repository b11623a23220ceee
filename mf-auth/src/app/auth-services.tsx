import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { AUTH_TOKEN_KEY, bus, createServiceAClient, type EventBus, type StorageLike, storageOrMemory } from 'shared-domain';
import { browserGoogleIdentity, type GoogleIdentity } from '../google/google-identity';

/** Everything the auth remote talks to outside React; one context so tests replace it. */
export type AuthServices = {
  /** Service A client (`x-access-token`). */
  api: AxiosInstance;
  bus: EventBus;
  storage: StorageLike;
  /** Google Identity Services; used only when GET /auth/config names a Google client id. */
  google: GoogleIdentity;
};

/** localStorage, or memory where it is unavailable. */
const browserStorage = (): StorageLike => storageOrMemory(() => window.localStorage);

let defaults: AuthServices | undefined;

/** The production services: `/api` client (stores any token it answers), the application bus. */
export function defaultAuthServices(): AuthServices {
  if (!defaults) {
    const storage = browserStorage();
    const api = createServiceAClient({
      baseURL: '/api',
      getToken: () => storage.getItem(AUTH_TOKEN_KEY),
      // SPEC section 4: any answer carrying a token is stored.
      onToken: (token) => storage.setItem(AUTH_TOKEN_KEY, token),
    });
    defaults = { api, bus, storage, google: browserGoogleIdentity };
  }
  return defaults;
}

const AuthServicesContext = createContext<AuthServices | null>(null);

export function AuthServicesProvider({ services, children }: { services: AuthServices; children: ReactNode }) {
  return <AuthServicesContext.Provider value={services}>{children}</AuthServicesContext.Provider>;
}

/** The services from the nearest provider, else the production ones. */
export function useAuthServices(): AuthServices {
  return useContext(AuthServicesContext) ?? defaultAuthServices();
}
