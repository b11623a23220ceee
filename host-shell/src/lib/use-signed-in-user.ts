import { useState } from 'react';
import type { User } from 'shared-domain';
import { useBusEvent } from './use-bus-event';

/** The signed-in user as the auth remote announces it; null when signed out. */
export function useSignedInUser(): User | null {
  const [user, setUser] = useState<User | null>(null);
  useBusEvent('auth/signed-in', (e) => setUser(e.user));
  useBusEvent('auth/signed-out', () => setUser(null));
  return user;
}
