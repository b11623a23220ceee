import React, { type ReactNode } from 'react';
import { bus, isWhiteLabelAdmin, recordSingleton, type User } from 'shared-domain';
import { SiteName } from 'shared-ui';
import { definePages, type Refusal } from 'shared-ui/runtime';
import { LoadingState, SkeletonBlock } from 'shared-ui/states';
import { useDocumentTitle } from './app/use-document-title';
import { DashboardPage, PLAN_PATH } from './campaign-list/dashboard-page';
import { NotFoundPage } from './not-found/not-found-page';
import { ORGANISATIONS_STAFF_ONLY } from './organizations/staff-only-text';
import { ButtonLink, Page, PageHead, PageTitle, TextLink } from './ui/primitives';

// A browser test checks that the host and every remote share one React and one bus.
recordSingleton('react', React);
recordSingleton('bus', bus);

function PageFallback() {
  return (
    <Page aria-busy="true">
      <LoadingState label="Loading page…" />
      <SkeletonBlock $height={40} aria-hidden="true" />
      <SkeletonBlock aria-hidden="true" />
    </Page>
  );
}

/** The access gate's states (sign in, not for you, checking) in the dashboard's page, under the page's heading. */
function Frame({ heading, aside, children }: { heading: string; aside?: ReactNode; children: ReactNode }) {
  useDocumentTitle(heading);
  return (
    <Page>
      {aside ? (
        <PageHead>
          <PageTitle>{heading}</PageTitle>
          {aside}
        </PageHead>
      ) : <PageTitle>{heading}</PageTitle>}
      {children}
    </Page>
  );
}

const ORGANISATIONS_MANAGED = ORGANISATIONS_STAFF_ONLY;
const toCampaigns = <TextLink to="/dashboard">Go to your campaigns</TextLink>;
const refusal = (message: ReactNode, action: ReactNode = toCampaigns): Refusal => ({ message, action });
const organisationsRefusal = (viewer: User | null): Refusal =>
  // A white-label-admin manages its own organisation in its settings.
  isWhiteLabelAdmin(viewer)
    ? refusal(ORGANISATIONS_MANAGED, <TextLink to="/organization">Your organisation settings</TextLink>)
    : refusal(ORGANISATIONS_MANAGED);

/**
 * The dashboard's pages, by the route table's names (shared-domain): the host renders these
 * routes under its router (parent route `*`) for every path the table gives mf_dashboard, inside
 * its <main>; paths are absolute so they also run alone and under `mount`'s memory router. The
 * campaign list is in this module's chunk; every other page loads when first visited.
 */
const pages = definePages('mf_dashboard', {
  campaigns: { component: DashboardPage, signedOut: 'Sign in to see your campaigns', aside: <ButtonLink to={PLAN_PATH}>Plan a campaign</ButtonLink> },
  campaign: { load: () => import('./campaign-detail/campaign-detail-page').then((m) => ({ default: m.CampaignDetailPage })), signedOut: 'Sign in to see this campaign' },
  account: { load: () => import('./account/account-page').then((m) => ({ default: m.AccountPage })), signedOut: 'Sign in to see your account' },
  brief: { load: () => import('./brief/brief-page').then((m) => ({ default: m.BriefPage })) },
  leads: {
    load: () => import('./staff/leads/leads-inbox-page').then((m) => ({ default: m.LeadsInboxPage })),
    signedOut: 'Sign in with your staff or organisation account to see the leads',
    forbidden: refusal(<>The lead inbox is for <SiteName /> staff and organisation administrators only.</>),
  },
  content: {
    load: () => import('./staff/content/content-screen').then((m) => ({ default: m.StaffContentPage })),
    heading: 'Site content',
    signedOut: 'Sign in with a staff account to edit site content',
    forbidden: refusal(<>Only <SiteName /> staff and organisation administrators can edit site content.</>, <TextLink to="/">Go to the home page</TextLink>),
  },
  analytics: {
    load: () => import('./staff/analytics/analytics-page').then((m) => ({ default: m.AnalyticsPage })),
    signedOut: <>Sign in with a <SiteName /> staff account to see the analytics</>,
    forbidden: refusal(<>Only <SiteName /> staff can see the analytics.</>),
  },
  organisations: {
    load: () => import('./organizations/organization-pages').then((m) => ({ default: m.StaffOrganizationsPage })),
    signedOut: 'Sign in to manage organisations',
    forbidden: organisationsRefusal,
  },
  organisation: {
    load: () => import('./organizations/organization-pages').then((m) => ({ default: m.StaffOrganizationPage })),
    signedOut: 'Sign in to manage organisations',
    forbidden: refusal(ORGANISATIONS_MANAGED),
  },
  releases: {
    load: () => import('./staff/releases/releases-page').then((m) => ({ default: m.ReleasesPage })),
    signedOut: <>Sign in with a <SiteName /> staff account to manage releases</>,
    forbidden: refusal(<>Only <SiteName /> staff can manage releases.</>),
  },
  'organisation-settings': {
    load: () => import('./organizations/organization-pages').then((m) => ({ default: m.OwnOrganizationPage })),
    signedOut: 'Sign in to manage organisations',
    forbidden: refusal("Organisation settings are for an organisation's administrator."),
  },
}, { frame: Frame, fallback: <PageFallback />, notFound: { component: NotFoundPage } });

/** Loads the code of the page a path shows (the host's hydration and navigation wait for it). */
export const preloadPage = pages.preloadPage;

/** `mf_dashboard/routes`: the dashboard's pages behind their access gates. */
export default pages.Routes;
