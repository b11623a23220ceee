import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { applyTheme } from 'shared-ui';
import BagRoutes from './routes';
import BagDrawer from './bag-drawer';

/** The standalone page (`npm run dev -w mf-bag`): the bag routes plus a button for the drawer. */
function Standalone() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 12, borderBottom: '1px solid #e6e8ee' }}>
        <button type="button" onClick={() => setOpen(true)}>Open bag drawer</button>
      </header>
      <main>
        <Routes>
          <Route path="/" element={<Navigate to="/bag" replace />} />
          <Route path="*" element={<BagRoutes />} />
        </Routes>
      </main>
      <BagDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

// Standalone, this page is the host: the default theme's custom properties on <html>.
applyTheme(document.documentElement);

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Standalone />
  </BrowserRouter>,
);
