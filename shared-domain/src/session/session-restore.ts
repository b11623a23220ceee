/** Restoring the session of a stored token (`POST /authenticate/me`), retried while no answer comes. */
import { ApiError } from '../api/api-error';
import type { User } from '../entities/entities';
import type { SessionControllerOptions, SessionState } from './session-state';

/** What a failed `POST /authenticate/me` means for the stored token. */
export type UserFetchOutcome = 'drop-token' | 'keep-and-retry';

/**
 * SPEC.md sections 4 and 8: a failed user fetch removes the stored token, whenever the server
 * answered about it: refused (401), forbidden (403), unknown (404), malformed (400), or an
 * answer that is not a user. Nothing is known about the token when no answer came (network,
 * timeout) or the answer was "not now" (408, 429, 5xx): then it is kept and the fetch is tried
 * again, so a server that is down or restarting signs nobody out.
 */
export function userFetchOutcome(err: unknown): UserFetchOutcome {
  return err instanceof ApiError && err.isTransient ? 'keep-and-retry' : 'drop-token';
}

/** 2 s, 4 s, 8 s … up to a minute between fetches of a held token's user that got no answer. */
export const defaultUserRetryDelayMs = (attempt: number): number => Math.min(60_000, 2_000 * 2 ** attempt);

/** The restore of one session controller. */
export type SessionRestore = {
  /** Fetches the held token's user and announces the restored session. */
  restore(): Promise<void>;
  /** Drops a fetch waiting to be tried again. */
  cancelRetry(): void;
  /** True while this restore announces a restored session, so the controller's own handler skips it. */
  isRestoring(): boolean;
};

/** Restores sessions for `state`, retrying after `retryDelayMs` while no answer comes. */
export function createSessionRestore(
  state: SessionState,
  { apiA, bus, retryDelayMs = defaultUserRetryDelayMs }: SessionControllerOptions,
): SessionRestore {
  let restoring = false;
  // The next fetch of a held token's user after one that got no answer, and how many failed so.
  let retry: ReturnType<typeof setTimeout> | null = null;
  let unanswered = 0;
  const cancelRetry = () => {
    if (retry !== null) clearTimeout(retry);
    retry = null;
  };
  const announce = (user: User) => {
    restoring = true;
    try {
      bus.publish({ type: 'auth/signed-in', user });
    } finally {
      restoring = false;
    }
  };
  const restore = async (): Promise<void> => {
    cancelRetry();
    const held = state.token();
    if (!held) return;
    try {
      const res = await apiA.post<{ user: User }>('/authenticate/me');
      if (state.token() !== held) return; // signed out (or in again) while the call was out
      if (!res.data?.user || typeof res.data.user._id !== 'string') throw new Error('The answer carried no user');
      unanswered = 0;
      state.setUser(res.data.user);
      announce(res.data.user);
      await state.refreshBagCount();
    } catch (err) {
      if (state.token() !== held) return;
      if (userFetchOutcome(err) === 'drop-token') {
        unanswered = 0;
        state.signOutLocally();
        return;
      }
      retry = setTimeout(() => {
        retry = null;
        void restore();
      }, retryDelayMs(unanswered));
      unanswered += 1;
    }
  };
  return { restore, cancelRetry, isRestoring: () => restoring };
}
