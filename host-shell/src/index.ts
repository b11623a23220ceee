import { holdUntilHydrated } from './hydration/page-hydration';

// A click or a value on the server's page before it has hydrated is kept, not lost.
holdUntilHydrated();
// Async boundary: shared singletons are negotiated before the app's modules run.
import('./bootstrap');
