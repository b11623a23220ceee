import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Suspense, lazy } from 'react';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from 'shared-domain';
import type LandingRoutes from 'mf-landing/src/routes';

const ready = fetch('/remotes.json').then((r) => r.json() as Promise<RemotesConfig>).then((cfg) => {
  registerRemotes(Object.entries(cfg).map(([name, entry]) => ({ name, entry })));
});
const Landing = lazy(async () => {
  await ready;
  const m = await loadRemote<{ default: typeof LandingRoutes }>('mf_landing/routes');
  if (!m) throw new Error('no remote');
  return m;
});

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Suspense fallback={<p>Loading…</p>}>
      <Routes>
        <Route path="*" element={<Landing />} />
      </Routes>
    </Suspense>
  </BrowserRouter>,
);
