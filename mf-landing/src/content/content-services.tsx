import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { bus, createServiceAClient, type EventBus } from 'shared-domain';

/** What the content pages talk to: the main API (public page reads) and the application bus. */
export type ContentServices = { api: AxiosInstance; bus: EventBus };

let defaults: ContentServices | undefined;

/** Under the host: `/api` and the shared bus. */
export function defaultContentServices(): ContentServices {
  defaults ??= { api: createServiceAClient({ baseURL: '/api' }), bus };
  return defaults;
}

const Context = createContext<ContentServices | null>(null);

/** Replaces the services below it (tests). */
export function ContentServicesProvider({ services, children }: { services: ContentServices; children: ReactNode }) {
  return <Context.Provider value={services}>{children}</Context.Provider>;
}

export function useContentServices(): ContentServices {
  return useContext(Context) ?? defaultContentServices();
}
