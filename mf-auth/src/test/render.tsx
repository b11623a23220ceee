import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AxiosInstance } from 'axios';
import type { AxiosAdapter } from 'axios';
import { createTestBus } from 'shared-domain';
import { createRuntime, RuntimeProvider } from 'shared-ui';
import { browserNavigation } from '../app/auth-services';

function LocationProbe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

type Options = { api: AxiosInstance; embedded?: boolean };

/**
 * Renders in a page runtime made as the host makes it (service A answering through the given
 * client's transport, a recording bus, localStorage; an agency embed's when `embedded`) under a
 * router; a full-page navigation is recorded in `navigated` instead of leaving the page.
 */
export function renderWithServices(ui: ReactElement, { api, embedded = false }: Options) {
  const bus = createTestBus();
  const navigated: string[] = [];
  jest.spyOn(browserNavigation, 'assign').mockImplementation((url) => void navigated.push(url));
  const runtime = createRuntime({ bus, storage: window.localStorage, events: null, embedded, adapters: { serviceA: api.defaults.adapter as AxiosAdapter } });
  const view = render(
    <RuntimeProvider runtime={runtime}>
      <MemoryRouter initialEntries={['/']}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </RuntimeProvider>,
  );
  return { ...view, bus, runtime, navigated, location: () => view.getByTestId('location').textContent };
}
