import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AxiosInstance } from 'axios';
import { AUTH_TOKEN_KEY, createTestBus, type User } from 'shared-domain';
import { DashboardServicesProvider, createMainClient, type DashboardServices } from '../app/dashboard-services';
import { fail, mockAdapter, ok, type RecordedRequest } from './mock-api';

// The campaign page and the tabs' panels are lazy chunks; their first load compiles them.
configure({ asyncUtilTimeout: 5000 });

/** Shows the current location so tests can assert on the URL. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="location" data-search={search}>
      {pathname}
    </div>
  );
}

type Options = {
  route?: string;
  api: AxiosInstance;
  /** Who service A says the token belongs to (POST /authenticate/me); null answers 401. */
  user?: User | null;
  /** Services beyond the defaults (e.g. `bagPathFor`, as the host's page has it). */
  services?: Partial<DashboardServices>;
};

/** A service A client answering only /authenticate/me with `user`. */
export function createMainMock(user: User | null) {
  const requests: RecordedRequest[] = [];
  const api = createMainClient('/api', () => window.localStorage.getItem(AUTH_TOKEN_KEY));
  api.defaults.adapter = mockAdapter(
    ({ path }) => (path === '/authenticate/me' && user ? ok({ user }) : fail(401, 'Sign in first')),
    requests,
    '/api',
  );
  return { api, requests };
}

/** Renders under a router at `route` with test services (localStorage, a test bus, service A answering who the user is). */
export function renderWithProviders(ui: ReactElement, { route = '/dashboard', api, user = { _id: 'u-owner', name: 'Asha Rao', role: '' }, services: extra }: Options) {
  const bus = createTestBus();
  const main = createMainMock(user);
  const services: DashboardServices = { campaignApi: api, mainApi: main.api, bus, storage: window.localStorage, ...extra };
  const view = render(
    <DashboardServicesProvider services={services}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </DashboardServicesProvider>,
  );
  return {
    ...view,
    bus,
    mainRequests: main.requests,
    location: () => view.getByTestId('location').textContent,
    search: () => view.getByTestId('location').getAttribute('data-search'),
  };
}
