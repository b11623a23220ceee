import React from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Navigate, useRoutes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { bus, recordSingleton, type MountFn, type MountOptions } from 'shared-domain';
import { dashboardRoutes } from './routes';
import { DashboardConfigProvider, configFromMount } from './config/dashboard-config';
import { mergeTheme } from './config/theme';

recordSingleton('react', React);
recordSingleton('bus', bus);

// An embed must not take over the agency's URL, so it navigates in memory.
function EmbeddedRoutes() {
  return useRoutes([...dashboardRoutes, { path: '*', element: <Navigate to="/dashboard" replace /> }]);
}

function DashboardApp({ options }: { options: MountOptions }) {
  return (
    <ThemeProvider theme={mergeTheme(options.theme)}>
      <DashboardConfigProvider value={configFromMount(options)}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <EmbeddedRoutes />
        </MemoryRouter>
      </DashboardConfigProvider>
    </ThemeProvider>
  );
}

/** `mf_dashboard/mount`: renders the dashboard into any element, e.g. an agency's page. */
export const mount: MountFn = (element, options) => {
  const root = createRoot(element);
  let current: MountOptions = options;
  root.render(<DashboardApp options={current} />);
  return {
    update(next) {
      current = { ...current, ...next };
      root.render(<DashboardApp options={current} />);
    },
    unmount() {
      root.unmount();
    },
  };
};

export default mount;
