import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { bus, createSessionController, type User } from 'shared-domain';
import { color, createRuntime } from 'shared-ui';
import { renderStandalone } from 'shared-ui/runtime';
import AuthRoot from './auth-root';
import UserMenu from './user-menu';

/** Who signed in on this page, from the auth events. */
function useSignedIn(): User | undefined {
  const [user, setUser] = useState<User | undefined>();
  useEffect(() => {
    const subs = [
      bus.on('auth/signed-in').subscribe((e) => setUser(e.user)),
      bus.on('auth/signed-out').subscribe(() => setUser(undefined)),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, []);
  return user;
}

/**
 * The standalone page (`npm run dev -w mf-auth`): a bar with the account menu as the host
 * shows it, and AuthRoot. With `API_PROXY` pointing at a server, sign-in talks to it.
 */
function StandaloneBar() {
  const user = useSignedIn();
  return (
    <>
      <header style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '12px 16px', background: color.surface, borderBottom: `1px solid ${color.line}` }}>
        <strong>Sign-in (standalone)</strong>
        <span style={{ marginLeft: 'auto' }}>
          <UserMenu user={user} onLogout={() => void session.logout()} />
        </span>
      </header>
      <AuthRoot />
    </>
  );
}

function SignedInAs() {
  const user = useSignedIn();
  return <p style={{ padding: 16 }}>{user ? `Signed in as ${user.name}.` : 'Signed out. Use Login to open the sign-in dialog.'}</p>;
}

// The page's runtime, and the host's session controller over its client, so the standalone page restores and follows a session too.
const runtime = createRuntime();
const session = createSessionController({ storage: runtime.storage, apiA: runtime.api.serviceA, bus: runtime.bus });
window.addEventListener('storage', (e) => void session.handleStorageEvent(e.key, e.newValue));
void session.start();

renderStandalone({ Router: BrowserRouter, bar: <StandaloneBar />, children: <SignedInAs />, runtime });
