import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import LandingRoutes from './routes';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <LandingRoutes />
  </BrowserRouter>,
);
