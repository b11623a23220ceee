import { createContext, useContext, type ReactNode } from 'react';
import type { SessionController } from 'shared-domain';

/** What the shell needs of the session: who is signed in, and logout. */
export type ShellSession = Pick<SessionController, 'user$' | 'getUser' | 'logout'>;

const SessionContext = createContext<ShellSession | null>(null);

export function SessionProvider({ session, children }: { session: ShellSession; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session the app was started with. */
export function useSession(): ShellSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside <SessionProvider>');
  return session;
}
