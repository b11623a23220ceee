import { holdUntilHydrated } from './hydration/page-hydration';
import { nextTask } from './lib/next-task';

// A click or a value on the server's page before it has hydrated is kept, not lost.
holdUntilHydrated();
// Async boundary: shared singletons are negotiated before the app's modules run; in a task of
// its own, so this file's evaluation and the federation's start-up are two shorter tasks.
nextTask(() => void import('./bootstrap'));
