import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { matchRoute } from 'shared-domain';
import { RemoteSlot } from '../remotes/remote-slot';
import { BagRoute } from './bag-route';
import { preparePage, routeRemoteId } from './route-remote';

/**
 * Which remote renders the page comes from shared-domain's route table (the server answers
 * the same table's statuses); a path the table lacks is the catalog's, whose own <Routes>
 * end in the not-found page. Each remote receives the full path (the parent route is `*`),
 * so it declares absolute paths and also runs standalone.
 */
export function SiteRoutes({ onPageReady }: { onPageReady?: () => void }) {
  return (
    <Routes>
      <Route path="*" element={<RemotePage onReady={onPageReady} />} />
    </Routes>
  );
}

function RemotePage({ onReady }: { onReady?: () => void }) {
  const { pathname, search } = useLocation();
  const entry = matchRoute(pathname)?.entry;
  if (entry?.redirect) return <Navigate to={`${entry.redirect}${search}`} replace />;
  const id = routeRemoteId(pathname);
  if (id === 'mf_bag/routes') return <BagRoute />;
  // `key` gives each remote its own boundary, so a failed one does not stick to the next.
  return <RemoteSlot key={id} id={id} resetKey={pathname} onReady={onReady} onFailed={onReady} prepare={(mod) => preparePage(mod, pathname)} />;
}
