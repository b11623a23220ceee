import React from 'react';
import { useLocation } from 'react-router-dom';
import { bus, recordSingleton } from 'shared-domain';
import { contentKindFor } from 'shared-domain/content';
import { definePages } from 'shared-ui/runtime';
import { ContentRoute } from './content/content-route';
import { LandingNotFound } from './landing/landing-not-found';
import { ToolPage } from './tools/tool-page';

recordSingleton('react', React);
recordSingleton('bus', bus);

/** The page's path without a trailing slash (`/about/` is `/about`). */
const usePath = () => useLocation().pathname.replace(/(.)\/+$/, '$1');

function PageLoading() {
  return <p role="status" style={{ maxWidth: 880, margin: '0 auto', padding: '48px 20px' }}>Loading page…</p>;
}

/** A landing or content address of the route table: its stored page, from the API. */
function StoredPage() {
  const path = usePath();
  const kind = contentKindFor(path);
  return kind ? <ContentRoute key={path} url={path} kind={kind} /> : <LandingNotFound />;
}

/** A planning tool's address: the tool's page. */
function ToolAtPath() {
  return <ToolPage path={usePath()} />;
}

/**
 * The remote's pages, by the route table's names (shared-domain): the five paid-search landing
 * pages (`/lp/*`) and the content pages (/about, /privacy-policy…) from the API, the planning
 * tools' pages, and Contact Us and the agency trial with the lead form beside their text
 * (loaded when visited).
 */
const pages = definePages('mf_landing', {
  landing: { component: StoredPage },
  content: { component: StoredPage },
  tool: { component: ToolAtPath },
  contact: { load: () => import('./pages/contact-page').then((m) => ({ default: m.ContactPage })) },
  'agency-trial': { load: () => import('./pages/agency-trial-page').then((m) => ({ default: m.AgencyTrialPage })) },
}, { fallback: <PageLoading />, notFound: { component: LandingNotFound } });

/** Loads the code of the page `pathname` shows (the host waits for it before it hydrates the server's markup); undefined: nothing to wait for. */
export const preloadPage = pages.preloadPage;

/** `mf_landing/routes`: every page the route table gives mf_landing; anything else is not found. */
export default pages.Routes;
