import React from 'react';
import { Route, Routes } from 'react-router-dom';
import { bus, recordSingleton } from 'shared-domain';
import { CampaignDetailPage } from './campaign-detail/campaign-detail-page';
import { DashboardPage } from './campaign-list/dashboard-page';
import { NotFoundPage } from './not-found/not-found-page';

// A browser test checks that the host and every remote share one React and one bus.
recordSingleton('react', React);
recordSingleton('bus', bus);

/**
 * The dashboard's routes. The host renders this under its router (parent route `*`) for
 * /dashboard and /dashboard/*, inside its <main>; paths are absolute so it also runs alone.
 */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/dashboard/:campaignId" element={<CampaignDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
