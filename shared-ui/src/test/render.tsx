import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AxiosAdapter, AxiosInstance } from 'axios';
import { createTestBus, type StorageLike } from 'shared-domain';
import { createRuntime, RuntimeProvider, type RemoteRuntime } from 'shared-ui';

/** Shows the current location (path and query) so tests can assert on the URL. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location" data-pathname={pathname} data-search={search}>{`${pathname}${search}`}</div>;
}

/**
 * Renders `ui` at every path under a router at `route`, inside `runtime`: the tree the front
 * ends' test helpers share. `location()` is the path and query, `pathname()` and `search()` each part.
 */
export function renderInRuntime(ui: ReactElement, runtime: RemoteRuntime, route: string) {
  const view = render(
    <RuntimeProvider runtime={runtime}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </RuntimeProvider>,
  );
  const probe = () => view.getByTestId('location');
  return { ...view, location: () => probe().textContent, pathname: () => probe().getAttribute('data-pathname'), search: () => probe().getAttribute('data-search') };
}

type Options = {
  route?: string;
  /** Service A: its transport answers the page runtime's service A. */
  api: AxiosInstance;
  storage?: StorageLike;
  /** The session's token (null: signed out); change it with `runtime.update({ token })`. */
  token?: string | null;
  /** The search index the search pages ask. */
  searchIndex?: AxiosInstance;
  /** Service B's transport (none: the network, which a test never reaches). */
  serviceB?: AxiosAdapter;
};

/** Renders under a router at `route` inside a page runtime made as the host makes it, over a test bus; returns the bus and the runtime too. */
export function renderWithProviders(ui: ReactElement, { route = '/', api, storage = window.localStorage, token = null, searchIndex, serviceB }: Options) {
  const bus = createTestBus();
  const adapter = typeof api.defaults.adapter === 'function' ? api.defaults.adapter : undefined;
  const runtime = createRuntime({ bus, storage, token, searchIndex, events: null, adapters: { serviceA: adapter, serviceB } });
  return { ...renderInRuntime(ui, runtime, route), bus, runtime };
}
