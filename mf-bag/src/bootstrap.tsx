import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { DEFAULT_THEME } from 'shared-domain';
import BagRoutes from './routes';
import BagDrawer from './bag-drawer';

/** The standalone page (`npm run dev -w mf-bag`): the bag routes plus a button for the drawer. */
function Standalone() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={DEFAULT_THEME}>
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
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Standalone />
  </BrowserRouter>,
);
