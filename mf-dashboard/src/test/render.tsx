import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AxiosInstance } from 'axios';
import { createTestBus } from 'shared-domain';
import { DashboardServicesProvider, type DashboardServices } from '../app/dashboard-services';

/** Shows the current location so tests can assert on the URL. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

type Options = { route?: string; api: AxiosInstance };

/** Renders under a router at `route` with test services (localStorage, a test bus). */
export function renderWithProviders(ui: ReactElement, { route = '/dashboard', api }: Options) {
  const bus = createTestBus();
  const services: DashboardServices = { campaignApi: api, bus, storage: window.localStorage };
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
  return { ...view, bus, location: () => view.getByTestId('location').textContent };
}
