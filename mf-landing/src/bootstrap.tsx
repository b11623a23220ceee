import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import LandingRoutes from './routes';
import { applyTheme } from 'shared-ui';

// Standalone page (`npm run dev -w mf-landing`): the landing routes without the host, which
// writes the default theme's custom properties on <html> as the host does.
applyTheme(document.documentElement);

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main>
      <LandingRoutes />
    </main>
  </BrowserRouter>,
);
