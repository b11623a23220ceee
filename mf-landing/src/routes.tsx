import * as React from 'react';
import { Suspense, useState } from 'react';
import { retryableLazy } from 'shared-ui';
import { Route, Routes, useLocation } from 'react-router-dom';
import { bus, recordSingleton } from 'shared-domain';
import { contentKindFor } from 'shared-domain/content';
import { ContentRoute } from './content/content-route';
import { LandingNotFound } from './landing/landing-not-found';
import { ToolPage, isToolPath } from './tools/tool-page';

recordSingleton('react', React);
recordSingleton('bus', bus);

// Pages with the lead form beside their stored text: loaded when visited.
const LEAD_FORM_PAGES = {
  '/contact-us': retryableLazy(() => import('./pages/contact-page').then((m) => ({ default: m.ContactPage }))),
  '/agency-partner/trial': retryableLazy(() => import('./pages/agency-trial-page').then((m) => ({ default: m.AgencyTrialPage }))),
};
type LeadFormPath = keyof typeof LEAD_FORM_PAGES;
const isLeadFormPath = (path: string): path is LeadFormPath => Object.hasOwn(LEAD_FORM_PAGES, path);

/** Loads the code of the page `pathname` shows (the host waits for it before it hydrates the server's markup); undefined: nothing to wait for. */
export function preloadPage(pathname: string): Promise<void> | undefined {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return isLeadFormPath(path) ? LEAD_FORM_PAGES[path].preload() : undefined;
}

function PageLoading() {
  return <p role="status" style={{ maxWidth: 880, margin: '0 auto', padding: '48px 20px' }}>Loading page…</p>;
}

/** Any landing or content address of the route table renders its stored page; anything else is not found. */
function PageByPath() {
  const path = useLocation().pathname.replace(/(.)\/+$/, '$1');
  if (isToolPath(path)) return <ToolPage path={path} />;
  const kind = contentKindFor(path);
  return kind ? <ContentRoute key={path} url={path} kind={kind} /> : <LandingNotFound />;
}

/** The five paid-search landing pages (`/lp/*`) and the content pages (/about, /privacy-policy…), from the API; the planning tools' pages; Contact Us and the agency trial with the lead form. */
export default function LandingRoutes() {
  // Taken once per mount: the same component on every render (a lazy one becoming the loaded one would remount the page).
  const [[ContactPage, AgencyTrialPage]] = useState(() => [LEAD_FORM_PAGES['/contact-us'].current(), LEAD_FORM_PAGES['/agency-partner/trial'].current()]);
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/contact-us" element={<ContactPage />} />
        <Route path="/agency-partner/trial" element={<AgencyTrialPage />} />
        <Route path="*" element={<PageByPath />} />
      </Routes>
    </Suspense>
  );
}
