import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { DEFAULT_THEME } from 'shared-domain';
import DashboardRoutes from './routes';

/** The standalone page (`npm run dev -w mf-dashboard`). */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <ThemeProvider theme={DEFAULT_THEME}>
      <Routes>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="*" element={<DashboardRoutes />} />
      </Routes>
    </ThemeProvider>
  </BrowserRouter>,
);
