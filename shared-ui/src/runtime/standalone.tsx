import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { applyTheme, createRuntime, RuntimeProvider, type RemoteRuntime } from 'shared-ui';

/**
 * Renders a remote's standalone dev page (`npm run dev -w <remote>`) into `#root`. Standalone,
 * the page is the host: it makes the page's runtime (createRuntime, as the host and `mount()`
 * do), applies the default theme's custom properties to <html> and provides the <main> the host
 * puts around remotes in the composed site. `Router` (BrowserRouter) wraps the bar too, so the
 * bar can link; `start` is where `/` goes (the remote's first page).
 */
export function renderStandalone({ Router, bar, children, start, runtime = createRuntime() }: {
  Router: ComponentType<{ children?: ReactNode }>;
  bar: ReactNode;
  children: ReactNode;
  start?: string;
  /** The page's runtime, when the page needs it beside the render (a session controller over its client). */
  runtime?: RemoteRuntime;
}): void {
  applyTheme(document.documentElement);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RuntimeProvider runtime={runtime}>
        <Router>
          {bar}
          <main id="main">
            {start ? (
              <Routes>
                <Route path="/" element={<Navigate to={start} replace />} />
                <Route path="*" element={children} />
              </Routes>
            ) : children}
          </main>
        </Router>
      </RuntimeProvider>
    </StrictMode>,
  );
}
