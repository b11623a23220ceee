import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AxiosInstance } from 'axios';
import { createTestBus } from 'shared-domain';
import { AuthServicesProvider, type AuthServices } from '../app/auth-services';

const noGoogle: AuthServices['google'] = { renderButton: () => Promise.reject(new Error('no Google in tests')) };

function LocationProbe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

type Options = { api: AxiosInstance; google?: AuthServices['google'] };

/** Renders with test services (the given client, a recording bus, localStorage) under a router. */
export function renderWithServices(ui: ReactElement, { api, google = noGoogle }: Options) {
  const bus = createTestBus();
  const services: AuthServices = { api, bus, storage: window.localStorage, google };
  const view = render(
    <AuthServicesProvider services={services}>
      <MemoryRouter initialEntries={['/']}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AuthServicesProvider>,
  );
  return { ...view, bus, services, location: () => view.getByTestId('location').textContent };
}
