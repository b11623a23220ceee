import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AxiosInstance } from 'axios';
import type { AxiosAdapter } from 'axios';
import { createTestBus } from 'shared-domain';
import { createRuntime, RuntimeProvider } from 'shared-ui';
import type { AuthServices } from '../app/auth-services';
import { browserGoogleIdentity } from '../google/google-identity';

const noGoogle: AuthServices['google'] = { renderButton: () => Promise.reject(new Error('no Google in tests')) };

function LocationProbe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

type Options = { api: AxiosInstance; google?: AuthServices['google'] };

/**
 * Renders in a page runtime made as the host makes it (service A answering through the given
 * client's transport, a recording bus, localStorage) under a router; Google's button is `google`'s.
 */
export function renderWithServices(ui: ReactElement, { api, google = noGoogle }: Options) {
  const bus = createTestBus();
  jest.spyOn(browserGoogleIdentity, 'renderButton').mockImplementation(google.renderButton);
  const runtime = createRuntime({ bus, storage: window.localStorage, events: null, adapters: { serviceA: api.defaults.adapter as AxiosAdapter } });
  const view = render(
    <RuntimeProvider runtime={runtime}>
      <MemoryRouter initialEntries={['/']}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </RuntimeProvider>,
  );
  return { ...view, bus, runtime, location: () => view.getByTestId('location').textContent };
}
