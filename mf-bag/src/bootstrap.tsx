import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { color } from 'shared-ui';
import { renderStandalone } from 'shared-ui/runtime';
import BagRoutes from './routes';
import BagDrawer from './bag-drawer';

/** The standalone page's bar (`npm run dev -w mf-bag`): a button for the drawer, beside the bag routes. */
function StandaloneBar() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 12, borderBottom: `1px solid ${color.line}` }}>
        <button type="button" onClick={() => setOpen(true)}>Open bag drawer</button>
      </header>
      <BagDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

// Standalone, this page is the host: its runtime and the default theme's custom properties on <html>.
renderStandalone({ Router: BrowserRouter, bar: <StandaloneBar />, children: <BagRoutes />, start: '/bag' });
