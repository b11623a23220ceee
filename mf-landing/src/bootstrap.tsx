import { BrowserRouter } from 'react-router-dom';
import { renderStandalone } from 'shared-ui/runtime';
import LandingRoutes from './routes';

// Standalone page (`npm run dev -w mf-landing`): the landing routes without the host, in a page
// runtime and with the default theme's custom properties on <html>, as the host makes them.
renderStandalone({ Router: BrowserRouter, bar: null, children: <LandingRoutes /> });
