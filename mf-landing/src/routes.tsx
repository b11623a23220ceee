import * as React from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { bus, recordSingleton } from 'shared-domain';
import { contentKindFor } from 'shared-domain/content';
import { ContentRoute } from './content/content-route';
import { LandingNotFound } from './landing/landing-not-found';
import { ToolPage, isToolPath } from './tools/tool-page';

recordSingleton('react', React);
recordSingleton('bus', bus);

/** Any landing or content address of the route table renders its stored page; anything else is not found. */
function PageByPath() {
  const path = useLocation().pathname.replace(/(.)\/+$/, '$1');
  if (isToolPath(path)) return <ToolPage path={path} />;
  const kind = contentKindFor(path);
  return kind ? <ContentRoute key={path} url={path} kind={kind} /> : <LandingNotFound />;
}

/** The five paid-search landing pages (`/lp/*`) and the content pages (/about, /privacy-policy…), from the API; the planning tools' pages. */
export default function LandingRoutes() {
  return (
    <Routes>
      <Route path="*" element={<PageByPath />} />
    </Routes>
  );
}
