import { BrowserRouter } from 'react-router-dom';
import { renderStandalone } from 'shared-ui/runtime';
import SellerRoutes from './routes';

// Standalone page (`npm run dev -w mf-seller`): the seller studio and the staff review without
// the host, in a page runtime with the default theme, as the host makes it; `/` opens the studio.
renderStandalone({ Router: BrowserRouter, bar: null, children: <SellerRoutes />, start: '/seller' });
