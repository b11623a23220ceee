import React from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { bus, recordSingleton } from 'shared-domain';
import { DashboardPage } from './dashboard/dashboard-page';
import { CampaignPage } from './campaign/campaign-page';

recordSingleton('react', React);
recordSingleton('bus', bus);

/** Route objects of mf-dashboard, for a host that builds its own router. */
export const dashboardRoutes: RouteObject[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/dashboard/:campaignId', element: <CampaignPage /> },
];

/** `mf_dashboard/routes`: renders the matching dashboard route (mount it under `path="*"`). */
export default function DashboardRoutes() {
  return useRoutes([...dashboardRoutes, { path: '*', element: null }]);
}
