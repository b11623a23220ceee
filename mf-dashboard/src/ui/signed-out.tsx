import { Button, Notice } from './layout';
import { useDashboardConfig } from '../config/dashboard-config';

/** Asks the auth remote to sign the user in. */
export function SignedOut({ expired = false }: { expired?: boolean }) {
  const { bus } = useDashboardConfig();
  return (
    <Notice>
      {expired && <p>Your session has ended.</p>}
      <p>Sign in to see your campaigns</p>
      <Button type="button" onClick={() => bus.publish({ type: 'auth/login-requested', reason: 'dashboard' })}>
        Sign in
      </Button>
    </Notice>
  );
}
