import type { ReactElement } from 'react';
import type { AxiosAdapter, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { createTestBus, type User } from 'shared-domain';
import { createRuntime } from 'shared-ui';
import { renderInRuntime } from 'shared-ui/test';
import { createMainClient, fail, mockAdapter, ok, type RecordedRequest } from './mock-api';

type Options = {
  route?: string;
  /** Service B: its transport answers the page runtime's service B. */
  api: AxiosInstance;
  /**
   * Who service A says the token belongs to (POST /authenticate/me); null answers 401. Unnamed:
   * `services.mainApi` says, else an advertiser.
   */
  user?: User | null;
  services?: {
    /** Service A: its transport answers the runtime's service A. */
    mainApi?: AxiosInstance;
    /** Present: the site's own page (the bag is there, "Add media" shows); absent: an embed's. */
    bagPathFor?: (campaignId: string) => string;
  };
};

const transportOf = (client: AxiosInstance): AxiosAdapter => client.defaults.adapter as AxiosAdapter;
const DEFAULT_USER: User = { _id: 'u-owner', name: 'Asha Rao', role: '' };

/** A service A client answering only /authenticate/me with `user`. */
export function createMainMock(user: User | null) {
  const requests: RecordedRequest[] = [];
  const api = createMainClient();
  api.defaults.adapter = mockAdapter(
    ({ path }) => (path === '/authenticate/me' && user ? ok({ user }) : fail(401, 'Sign in first')),
    requests,
    '/api',
  );
  return { api, requests };
}

/**
 * Renders under a router at `route` inside a page runtime made as the host makes it, over
 * localStorage and a test bus, whose services answer through the tests' transports: service A
 * says who the user is (and `services.mainApi` answers the rest), service B is `api`'s.
 */
export function renderWithProviders(ui: ReactElement, options: Options) {
  const { route = '/dashboard', api, services = {} } = options;
  const bus = createTestBus();
  const main = createMainMock(options.user === undefined ? DEFAULT_USER : options.user);
  const given = services.mainApi ? transportOf(services.mainApi) : null;
  // Who the user is: `user` when the test names one; else the test's own service A when it says (not a 404, a user in the answer).
  const whoAmI: AxiosAdapter = async (config) => {
    if (!given || options.user !== undefined) return transportOf(main.api)(config);
    const answer = await given(config).catch((error: unknown) => {
      if ((error as { response?: { status?: number } }).response?.status === 404) return null;
      throw error;
    });
    return answer && (answer.data as { user?: unknown } | null)?.user ? answer : transportOf(main.api)(config);
  };
  const serviceA: AxiosAdapter = (config: InternalAxiosRequestConfig) =>
    (config.url === '/authenticate/me' ? whoAmI : given ?? transportOf(main.api))(config);
  const runtime = createRuntime({
    bus, storage: window.localStorage, events: window, embedded: !services.bagPathFor,
    adapters: { serviceA, serviceB: typeof api.defaults.adapter === 'function' ? api.defaults.adapter : undefined },
  });
  const view = renderInRuntime(ui, runtime, route);
  // The dashboard's tests read the path alone (`location()`) and the query (`search()`).
  return { ...view, bus, runtime, mainRequests: main.requests, location: view.pathname };
}
