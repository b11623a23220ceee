import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import LandingRoutes from './routes';

// Standalone page (`npm run dev -w mf-landing`): the landing routes without the host.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main>
      <LandingRoutes />
    </main>
  </BrowserRouter>,
);
