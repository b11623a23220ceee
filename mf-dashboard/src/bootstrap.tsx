import { useEffect, useState } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import { AUTH_TOKEN_KEY, bus } from 'shared-domain';
import { color } from 'shared-ui';
import { renderStandalone } from 'shared-ui/runtime';
import DashboardRoutes from './routes';

/**
 * Stand-in for the host's header when the dashboard runs alone (`npm run dev -w mf-dashboard`).
 * Without the auth remote, "Sign in" here takes a token pasted from elsewhere.
 */
function StandaloneBar() {
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const sub = bus.on('auth/login-requested').subscribe(() => setAsked(true));
    return () => sub.unsubscribe();
  }, []);
  const applyToken = (form: HTMLFormElement) => {
    const token = new FormData(form).get('token');
    if (typeof token !== 'string' || !token.trim()) return;
    localStorage.setItem(AUTH_TOKEN_KEY, token.trim());
    setAsked(false);
    bus.publish({ type: 'auth/signed-in', user: { _id: '', name: 'Standalone user', role: '' } });
  };
  return (
    <header style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', padding: '12px 16px', background: color.secondary, color: color.secondaryInk }}>
      <Link to="/dashboard" style={{ color: 'inherit', fontWeight: 700 }}>
        Dashboard (standalone)
      </Link>
      {asked ? (
        <form
          style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}
          onSubmit={(e) => {
            e.preventDefault();
            applyToken(e.currentTarget);
          }}
        >
          <label>
            Auth token <input name="token" autoComplete="off" />
          </label>
          <button type="submit">Use token</button>
        </form>
      ) : null}
    </header>
  );
}

renderStandalone({ Router: BrowserRouter, bar: <StandaloneBar />, children: <DashboardRoutes />, start: '/dashboard' });
