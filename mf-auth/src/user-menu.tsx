import React, { useCallback } from 'react';
import { bus as sharedBus, recordSingleton, type User } from 'shared-domain';
import { useAuthServices } from './app/auth-services';
import { AccountMenu } from './menu/account-menu';
import { signOut } from './session/session';
import { Button } from 'shared-ui/forms';

recordSingleton('react', React);
recordSingleton('bus', sharedBus);

export type UserMenuProps = {
  /** The signed-in user; without one the menu is a Login button (SPEC section 6). */
  user?: User;
  /** Replaces the default logout (drop the token, tell the server, publish `auth/signed-out`). */
  onLogout?: () => void;
};

/** `mf_auth/UserMenu`: the header's account menu. */
export default function UserMenu({ user, onLogout }: UserMenuProps) {
  const services = useAuthServices();
  const logout = useCallback(() => (onLogout ? onLogout() : signOut(services)), [onLogout, services]);
  if (!user) {
    return (
      <Button type="button" onClick={() => services.bus.publish({ type: 'auth/login-requested' })}>
        Login
      </Button>
    );
  }
  return <AccountMenu user={user} onLogout={logout} />;
}
