import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bus, createSessionController, type User } from 'shared-domain';
import { defaultAuthServices } from './app/auth-services';
import AuthRoot from './auth-root';
import UserMenu from './user-menu';
import { applyTheme } from 'shared-ui';

/**
 * The standalone page (`npm run dev -w mf-auth`): a bar with the account menu as the host
 * shows it, and AuthRoot. With `API_PROXY` pointing at a server, sign-in talks to it.
 */
function Standalone() {
  const [user, setUser] = useState<User | undefined>();
  useEffect(() => {
    const subs = [
      bus.on('auth/signed-in').subscribe((e) => setUser(e.user)),
      bus.on('auth/signed-out').subscribe(() => setUser(undefined)),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, []);
  return (
    <>
      <header style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '12px 16px', background: '#fff', borderBottom: '1px solid #d9dde5' }}>
        <strong>Sign-in (standalone)</strong>
        <span style={{ marginLeft: 'auto' }}>
          <UserMenu user={user} onLogout={() => void session.logout()} />
        </span>
      </header>
      <main id="main" style={{ padding: 16 }}>
        <p>{user ? `Signed in as ${user.name}.` : 'Signed out. Use Login to open the sign-in dialog.'}</p>
      </main>
      <AuthRoot />
    </>
  );
}

// The host's session controller, so the standalone page restores and follows a session too.
const { api, storage } = defaultAuthServices();
const session = createSessionController({ storage, apiA: api, bus });
window.addEventListener('storage', (e) => void session.handleStorageEvent(e.key, e.newValue));
void session.start();

// Standalone, this page is the host: the default theme's custom properties on <html>.
applyTheme(document.documentElement);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Standalone />
    </BrowserRouter>
  </StrictMode>,
);
