import * as React from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { bus, recordSingleton } from 'shared-domain';
import { landingPageFor } from './content/landing-content';
import { LandingNotFound } from './landing/landing-not-found';
import { LandingPage } from './landing/landing-page';

recordSingleton('react', React);
recordSingleton('bus', bus);

function LandingByPath() {
  const page = landingPageFor(useLocation().pathname);
  return page ? <LandingPage page={page} /> : <LandingNotFound />;
}

/** The five paid-search landing pages (`/lp/*`). */
export default function LandingRoutes() {
  return (
    <Routes>
      <Route path="*" element={<LandingByPath />} />
    </Routes>
  );
}
