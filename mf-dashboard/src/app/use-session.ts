import { useRuntime, useSessionState } from 'shared-ui';

export type Session = {
  /** The token requests carry, or null when signed out. */
  token: string | null;
  /** Grows on every auth event or token change in another tab, so views load again. */
  revision: number;
  /** After a 401: the session ends (a stored token is dropped) and the gate asks to sign in again. */
  expire: () => void;
};

/** The page runtime's session, as the dashboard's loads key on it. */
export function useSession(): Session {
  const { session } = useRuntime();
  const { token, revision } = useSessionState();
  return { token, revision, expire: session.expire };
}
