import * as React from 'react';
import { Suspense, lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { bus, recordSingleton } from 'shared-domain';
import { landingPageFor } from './content/landing-content';
import { LandingNotFound } from './landing/landing-not-found';
import { LandingPage } from './landing/landing-page';

recordSingleton('react', React);
recordSingleton('bus', bus);

// Pages with the lead form load when visited.
const ContactPage = lazy(() => import('./pages/contact-page').then((m) => ({ default: m.ContactPage })));
const AgencyTrialPage = lazy(() => import('./pages/agency-trial-page').then((m) => ({ default: m.AgencyTrialPage })));

function LandingByPath() {
  const page = landingPageFor(useLocation().pathname);
  return page ? <LandingPage page={page} /> : <LandingNotFound />;
}

function PageLoading() {
  return <p role="status" style={{ padding: '32px 20px' }}>Loading…</p>;
}

/** The landing pages (`/lp/*`), Contact Us and the agency trial page. */
export default function LandingRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/contact-us" element={<ContactPage />} />
        <Route path="/agency-partner/trial" element={<AgencyTrialPage />} />
        <Route path="*" element={<LandingByPath />} />
      </Routes>
    </Suspense>
  );
}
