import { Route, Routes, useLocation } from 'react-router-dom';
import { remoteForPath } from 'shared-domain';
import { RemoteSlot } from '../remotes/remote-slot';
import { BagRoute } from './bag-route';

/**
 * Which remote renders the page comes from shared-domain's route table: /bag → bag,
 * /dashboard/* (and the brief) → dashboard, the /lp/* landing pages → landing, all else →
 * catalog, whose own <Routes> include the not-found page. Each remote receives the full
 * path (the parent route is `*`), so it declares absolute paths and also runs standalone.
 */
export function SiteRoutes() {
  return (
    <Routes>
      <Route path="*" element={<RemotePage />} />
    </Routes>
  );
}

function RemotePage() {
  const { pathname } = useLocation();
  // `key` gives each remote its own boundary, so a failed one does not stick to the next.
  switch (remoteForPath(pathname)) {
    case 'mf_bag':
      return <BagRoute />;
    case 'mf_dashboard':
      return <RemoteSlot key="mf_dashboard" id="mf_dashboard/routes" resetKey={pathname} />;
    case 'mf_landing':
      return <RemoteSlot key="mf_landing" id="mf_landing/routes" resetKey={pathname} />;
    default:
      return <RemoteSlot key="mf_catalog" id="mf_catalog/routes" resetKey={pathname} />;
  }
}
