import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme } from 'shared-ui';

/**
 * Renders a remote's standalone dev page (`npm run dev -w <remote>`) into `#root`. Standalone,
 * the page is the host: it applies the default theme's custom properties to <html> and provides
 * the <main> the host puts around remotes in the composed site. `Router` (BrowserRouter) wraps
 * the bar too, so the bar can link.
 */
export function renderStandalone({ Router, bar, children }: { Router: ComponentType<{ children?: ReactNode }>; bar: ReactNode; children: ReactNode }): void {
  applyTheme(document.documentElement);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Router>
        {bar}
        <main id="main">{children}</main>
      </Router>
    </StrictMode>,
  );
}
