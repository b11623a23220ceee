import { useEffect, useState } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import { LOCAL_BAG_KEY, bus, parseLocalBag } from 'shared-domain';
import { color } from 'shared-ui';
import { renderStandalone } from 'shared-ui/runtime';
import CatalogRoutes from './routes';

/** Stand-in for the host's header when the catalog runs alone (`npm run dev -w mf-catalog`). */
function StandaloneBar() {
  const [count, setCount] = useState(() => parseLocalBag(localStorage.getItem(LOCAL_BAG_KEY)).length);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    const subs = [
      bus.on('bag/count-changed').subscribe((e) => setCount(e.count)),
      bus.on('bag/limit-reached').subscribe((e) => setNotice(e.message)),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, []);
  return (
    <header style={{ display: 'flex', gap: 16, alignItems: 'center', padding: '12px 16px', background: color.secondary, color: color.secondaryInk }}>
      <Link to="/" style={{ color: 'inherit', fontWeight: 700 }}>
        Catalog (standalone)
      </Link>
      <span style={{ marginLeft: 'auto' }} aria-live="polite">
        Your Bag: {count}
      </span>
      {notice ? <span role="status">{notice}</span> : null}
    </header>
  );
}

renderStandalone({ Router: BrowserRouter, bar: <StandaloneBar />, children: <CatalogRoutes /> });
