import React, { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { bus, recordSingleton } from 'shared-domain';
import { DashboardPage } from './campaign-list/dashboard-page';
import { NotFoundPage } from './not-found/not-found-page';
import { Page } from './ui/primitives';
import { LoadingState, SkeletonBlock } from 'shared-ui/states';

// A browser test checks that the host and every remote share one React and one bus.
recordSingleton('react', React);
recordSingleton('bus', bus);

// The list is in this module's chunk; a campaign's page and the brief form load when visited.
const CampaignDetailPage = lazy(() => import('./campaign-detail/campaign-detail-page').then((m) => ({ default: m.CampaignDetailPage })));
const AnalyticsPage = lazy(() => import('./staff/analytics/analytics-page').then((m) => ({ default: m.AnalyticsPage })));
const BriefPage = lazy(() => import('./brief/brief-page').then((m) => ({ default: m.BriefPage })));
const LeadsInboxPage = lazy(() => import('./staff/leads/leads-inbox-page').then((m) => ({ default: m.LeadsInboxPage })));
const AccountPage = lazy(() => import('./account/account-page').then((m) => ({ default: m.AccountPage })));
const organizationPage = <K extends 'StaffOrganizationsPage' | 'StaffOrganizationPage' | 'OwnOrganizationPage'>(name: K) =>
  lazy(() => import('./organizations/organization-pages').then((m) => ({ default: m[name] })));
const StaffOrganizationsPage = organizationPage('StaffOrganizationsPage');
const StaffOrganizationPage = organizationPage('StaffOrganizationPage');
const OwnOrganizationPage = organizationPage('OwnOrganizationPage');
const StaffContentPage = lazy(() => import('./staff/content/content-screen').then((m) => ({ default: m.StaffContentPage })));
const ReleasesPage = lazy(() => import('./staff/releases/releases-page').then((m) => ({ default: m.ReleasesPage })));

function PageFallback() {
  return (
    <Page aria-busy="true">
      <LoadingState label="Loading page…" />
      <SkeletonBlock $height={40} aria-hidden="true" />
      <SkeletonBlock aria-hidden="true" />
    </Page>
  );
}

/**
 * The dashboard's routes. The host renders this under its router (parent route `*`) for
 * /dashboard, /dashboard/*, /account, /ad-campaign-brief, /plan, the staff screens and the
 * organisation settings, inside its <main>; paths are
 * absolute so it also runs alone and under `mount`'s memory router.
 */
export default function DashboardRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/dashboard/:campaignId" element={<CampaignDetailPage />} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="/ad-campaign-brief" element={<BriefPage />} />
        <Route path="/plan" element={<BriefPage />} />
        <Route path="/staff/leads" element={<LeadsInboxPage />} />
        <Route path="/staff/content" element={<StaffContentPage />} />
        <Route path="/staff/analytics" element={<AnalyticsPage />} />
        <Route path="/staff/organizations" element={<StaffOrganizationsPage />} />
        <Route path="/staff/organizations/:id" element={<StaffOrganizationPage />} />
        <Route path="/staff/releases" element={<ReleasesPage />} />
        <Route path="/organization" element={<OwnOrganizationPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
