import * as React from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { bus, recordSingleton } from 'shared-domain';
import { landingPageFor } from './content/landing-content';
import { LandingNotFound } from './landing/landing-not-found';
import { LandingPage } from './landing/landing-page';
import { ToolPage, isToolPath } from './tools/tool-page';

recordSingleton('react', React);
recordSingleton('bus', bus);

function LandingByPath() {
  const { pathname } = useLocation();
  if (isToolPath(pathname)) return <ToolPage path={pathname} />;
  const page = landingPageFor(pathname);
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
