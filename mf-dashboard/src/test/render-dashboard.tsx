import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestBus } from 'shared-domain';
import { DashboardConfigProvider, type DashboardConfig } from '../config/dashboard-config';
import DashboardRoutes from '../routes';

/** Renders the dashboard routes at `path` with a test bus and the given config. */
export function renderDashboard(path: string, config: Partial<DashboardConfig> = {}, ui?: ReactElement) {
  const bus = createTestBus();
  const utils = render(
    <DashboardConfigProvider value={{ bus, ...config }}>
      <MemoryRouter initialEntries={[path]}>
        {ui ?? <Routes><Route path="*" element={<DashboardRoutes />} /></Routes>}
      </MemoryRouter>
    </DashboardConfigProvider>,
  );
  return { ...utils, bus };
}
