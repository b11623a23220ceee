import type { ComponentType, ReactElement } from 'react';
import type { AxiosAdapter } from 'axios';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ApiError, bus, createSessionController, type DomainEvent, type SessionControllerOptions } from 'shared-domain';
import { createRuntime, RuntimeProvider } from 'shared-ui';
import type { RemoteLoader } from '../remotes/remote-loader';
import type { RemoteModuleId, RemoteModules } from '../remotes/contracts';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context';
import { theme } from '../theme/theme';
import { installMatchMedia } from './viewport';

/** A stand-in module: the same component props as the real one, other exports optional. */
export type FakeModule<K extends RemoteModuleId> = RemoteModules[K] extends { default: ComponentType<infer P> }
  ? { default: ComponentType<P> }
  : Partial<RemoteModules[K]>;

/** A loader over fixed modules; ids not given reject like an unreachable remote. */
export function fakeLoader(modules: { [K in RemoteModuleId]?: FakeModule<K> } = {}): RemoteLoader & jest.Mock {
  return jest.fn((id: RemoteModuleId) =>
    id in modules ? Promise.resolve(modules[id]) : Promise.reject(new Error(`${id} is down`)),
  ) as unknown as RemoteLoader & jest.Mock;
}

/** Shows the current location, for asserting navigation. */
export function LocationProbe() {
  const l = useLocation();
  return <div data-testid="location">{l.pathname + l.search}</div>;
}

/**
 * A page runtime as the host makes it, on the shared bus and localStorage, not listening to
 * other tabs; service A answers through `serviceA` when given.
 */
export const testRuntime = (serviceA?: AxiosAdapter) => createRuntime({ events: null, adapters: { serviceA } });

/** Renders inside router, theme, page runtime and remote loader, as the app does. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', loader = fakeLoader(), serviceA }: { route?: string; loader?: RemoteLoader; serviceA?: AxiosAdapter } = {},
) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ThemeProvider theme={theme}>
        <RuntimeProvider runtime={testRuntime(serviceA)}>
          <RemoteLoaderProvider loader={loader}>
            {ui}
            <Routes>
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </RemoteLoaderProvider>
        </RuntimeProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

/** Records what is published on the shared bus until `stop()`. */
export function recordBus() {
  const published: DomainEvent[] = [];
  const sub = bus.events$.subscribe((e) => published.push(e));
  return { published, stop: () => sub.unsubscribe() };
}

/**
 * A real session controller on the shared bus and localStorage over a fake service A:
 * `routes['POST /authenticate/me']` answers; anything else fails like an unreachable server.
 */
export function testSession(routes: Record<string, unknown> = {}) {
  const calls: { method: string; url: string; body?: unknown; headers?: unknown }[] = [];
  const answer = (method: string, url: string, body?: unknown, config?: { headers?: unknown }) => {
    calls.push({ method, url, body, headers: config?.headers });
    const key = `${method} ${url}`;
    if (key in routes) {
      const r = routes[key];
      return r instanceof ApiError ? Promise.reject(r) : Promise.resolve({ data: r });
    }
    return Promise.reject(new ApiError(0, 'network_error', 'Network error'));
  };
  const apiA = {
    get: (url: string, config?: { headers?: unknown }) => answer('GET', url, undefined, config),
    post: (url: string, body?: unknown, config?: { headers?: unknown }) => answer('POST', url, body, config),
  } as unknown as SessionControllerOptions['apiA'];
  const session = createSessionController({ storage: window.localStorage, apiA, bus });
  return { session, calls };
}

/**
 * The life of a test that renders the whole App: clean storage, a desktop width, the console
 * quiet (a remote that is down logs), and every session `track` was given disposed after the
 * test. Call it once at the top of the file.
 */
export function appTestLifecycle() {
  const sessions: { dispose(): void }[] = [];
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    installMatchMedia(1280);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    sessions.splice(0).forEach((s) => s.dispose());
    jest.restoreAllMocks();
  });
  return <T extends { dispose(): void }>(session: T): T => {
    sessions.push(session);
    return session;
  };
}
