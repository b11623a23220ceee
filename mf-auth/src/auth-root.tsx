import React, { useEffect, useRef, useState } from 'react';
import { AUTH_TOKEN_KEY, bus as sharedBus, recordSingleton } from 'shared-domain';
import { useAuthServices } from './app/auth-services';
import { AuthDialog } from './auth/auth-dialog';
import { ModalDialog } from './modal/modal-dialog';
import { restoreSession } from './session/session';

// A browser test checks that the host and every remote share one React and one bus.
recordSingleton('react', React);
recordSingleton('bus', sharedBus);

/**
 * `mf_auth/AuthRoot`, mounted once by the host: restores the session of a stored token,
 * follows sign-in and sign-out in other tabs, and opens the sign-in dialog on every
 * `auth/login-requested`.
 */
export default function AuthRoot() {
  const services = useAuthServices();
  const { bus, storage } = services;
  // null while closed; a new number for every opening gives a fresh dialog (first stage, empty fields).
  const [opening, setOpening] = useState<number | null>(null);
  const openings = useRef(0);
  const isOpen = useRef(false);

  useEffect(() => {
    const sub = bus.on('auth/login-requested').subscribe(() => {
      if (isOpen.current) return;
      isOpen.current = true;
      openings.current += 1;
      setOpening(openings.current);
    });
    return () => sub.unsubscribe();
  }, [bus]);

  // Once per services: StrictMode's second effect run must not ask the server twice.
  const restoredFor = useRef<unknown>(null);
  useEffect(() => {
    if (restoredFor.current === services) return;
    restoredFor.current = services;
    void restoreSession(services);
  }, [services]);

  // SPEC section 4: a token change in another tab logs this tab in or out.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== null && e.key !== AUTH_TOKEN_KEY) return;
      if (storage.getItem(AUTH_TOKEN_KEY)) void restoreSession(services);
      else bus.publish({ type: 'auth/signed-out' });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [services, bus, storage]);

  if (opening === null) return null;
  const close = () => {
    isOpen.current = false;
    setOpening(null);
  };
  return (
    <ModalDialog title="Sign in" onClose={close}>
      <AuthDialog key={opening} onSignedIn={close} />
    </ModalDialog>
  );
}
