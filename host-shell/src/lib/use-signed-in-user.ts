import { useEffect, useState } from 'react';
import type { User } from 'shared-domain';
import { useSession } from '../session/session-context';

/** The signed-in user as the session controller holds it; null for a guest. */
export function useSignedInUser(): User | null {
  const session = useSession();
  const [user, setUser] = useState<User | null>(session.getUser);
  useEffect(() => {
    const sub = session.user$.subscribe(setUser);
    return () => sub.unsubscribe();
  }, [session]);
  return user;
}
