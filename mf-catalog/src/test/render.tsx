import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AxiosInstance } from 'axios';
import { createTestBus, type StorageLike } from 'shared-domain';
import { CatalogServicesProvider, type CatalogServices } from '../app/catalog-services';

/** Shows the current location so tests can assert on the URL. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

type Options = { route?: string; api: AxiosInstance; storage?: StorageLike; token?: string | null };

/** Renders under a router at `route` with test services; returns the test bus and storage too. */
export function renderWithProviders(ui: ReactElement, { route = '/', api, storage = window.localStorage, token = null }: Options) {
  const bus = createTestBus();
  const services: CatalogServices = { api, bus, storage, getToken: () => token };
  const view = render(
    <CatalogServicesProvider services={services}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </CatalogServicesProvider>,
  );
  return { ...view, bus, services, location: () => view.getByTestId('location').textContent };
}
