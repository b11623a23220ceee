import React, { useEffect, useRef, useState } from 'react';
import { bus as sharedBus, recordSingleton, type User } from 'shared-domain';
import { useAuthServices } from './app/auth-services';
import { AuthDialog } from './auth/auth-dialog';
import { authProviders, type AuthProvider } from './auth/auth.api';
import { PhoneVerifyDialog } from './auth/phone-verify-dialog';
import { ModalDialog } from './modal/modal-dialog';

// A browser test checks that the host and every remote share one React and one bus.
recordSingleton('react', React);
recordSingleton('bus', sharedBus);

type Open = { kind: 'login' | 'phone'; n: number; providers?: readonly AuthProvider[] };

/**
 * `mf_auth/AuthRoot`, mounted once by the host when a modal is first asked for: opens the
 * sign-in dialog on `auth/login-requested` and the phone verification dialog on
 * `auth/phone-verification-requested`. Closing without success publishes the matching
 * cancellation, so a waiting `requireLogin()` / `requirePhone()` rejects (SPEC section 4).
 * The session itself (restore, other tabs, logout) is the host's session controller's.
 */
export default function AuthRoot() {
  const { bus, api, embedded } = useAuthServices();
  // null while closed; a new number for every opening gives a fresh dialog (first stage, empty fields).
  const [open, setOpen] = useState<Open | null>(null);
  const current = useRef<Open | null>(null);
  const openings = useRef(0);

  useEffect(() => {
    const show = (kind: Open['kind']) => () => {
      if (current.current) return;
      openings.current += 1;
      const mine: Open = { kind, n: openings.current };
      current.current = mine;
      if (kind === 'phone' || embedded) {
        setOpen(mine);
        return;
      }
      // The sign-in opens once its OpenID providers are known (briefly waited for): whole, nothing moving.
      void authProviders(api).then((providers) => {
        if (current.current === mine) setOpen({ ...mine, providers });
      });
    };
    const subs = [
      bus.on('auth/login-requested').subscribe(show('login')),
      bus.on('auth/phone-verification-requested').subscribe(show('phone')),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [bus, api, embedded]);

  if (!open) return null;
  const close = () => {
    current.current = null;
    setOpen(null);
  };
  const cancel = () => {
    close();
    bus.publish(open.kind === 'login' ? { type: 'auth/login-cancelled' } : { type: 'auth/phone-verification-cancelled' });
  };
  const phoneVerified = (user: User) => {
    close();
    bus.publish({ type: 'auth/phone-verified', user });
  };

  return open.kind === 'login' ? (
    <ModalDialog title="Sign in" onClose={cancel}>
      <AuthDialog key={open.n} onSignedIn={close} providers={open.providers} />
    </ModalDialog>
  ) : (
    <ModalDialog title="Verify your phone" onClose={cancel}>
      <PhoneVerifyDialog key={open.n} onVerified={phoneVerified} />
    </ModalDialog>
  );
}
