/** The browser session (SPEC section 4), composed of its state, its restore and the bag sync at sign-in. */
import type { Observable } from 'rxjs';
import type { User } from '../entities/entities';
import { AUTH_TOKEN_KEY, LOCAL_BAG_KEY } from './keys';
import { createSessionState, type SessionControllerOptions } from './session-state';
import { createSessionRestore } from './session-restore';
import { createSignInHandler } from './bag-sync';

export type { SessionControllerOptions } from './session-state';
export { userFetchOutcome, defaultUserRetryDelayMs, type UserFetchOutcome } from './session-restore';
export { bagSyncKey, BAG_SYNC_FAILED_MESSAGE } from './bag-sync';

export type SessionController = {
  /** The signed-in user (null for a guest); emits the current value on subscribe. */
  readonly user$: Observable<User | null>;
  getUser(): User | null;
  /** SPEC section 4: logged in means a token is stored. */
  isLoggedIn(): boolean;
  /** Restores the session of a stored token (`POST /authenticate/me`). */
  start(): Promise<void>;
  /** Follows another tab: call with a `storage` event's key and new value. */
  handleStorageEvent(key: string | null, newValue: string | null): Promise<void>;
  /** Ends the session here and on the server (whose failure is ignored). */
  logout(): Promise<void>;
  /** Stops listening to the bus. */
  dispose(): void;
};

/**
 * The browser session (SPEC section 4): who is signed in, the token's life in storage, the
 * guest bag moved to the account at sign-in, and sign-in or sign-out made in another tab.
 */
export function createSessionController(options: SessionControllerOptions): SessionController {
  const { apiA, bus } = options;
  const state = createSessionState(options);
  const { token } = state;
  const { restore, cancelRetry, isRestoring } = createSessionRestore(state, options);
  const onSignedIn = createSignInHandler(state, options);

  const subs = [
    bus.on('auth/signed-in').subscribe((e) => {
      if (!isRestoring()) void onSignedIn(e.user);
    }),
    bus.on('auth/phone-verified').subscribe((e) => state.setUser(e.user)),
    bus.on('auth/profile-updated').subscribe((e) => {
      const user = state.getUser();
      if (user && user._id === e.user._id) state.setUser(e.user);
    }),
    // Another package ended the session (e.g. a 401 in the dashboard).
    bus.on('auth/signed-out').subscribe(() => {
      if (state.getUser()) state.setUser(null);
    }),
  ];

  return {
    user$: state.user$,
    getUser: state.getUser,
    isLoggedIn: () => !!token(),
    start: restore,
    async handleStorageEvent(key, newValue) {
      if (key === LOCAL_BAG_KEY) {
        // The other tab moved or changed the guest bag; a signed-in badge counts the server bag.
        if (token()) await state.refreshBagCount();
        return;
      }
      // key null: the other tab cleared the whole storage.
      if (key !== AUTH_TOKEN_KEY && key !== null) return;
      const now = key === null ? token() : newValue;
      if (now) await restore();
      else if (state.getUser()) state.signOutLocally();
    },
    async logout() {
      const held = token();
      // The header is passed explicitly: the token is gone from storage before the call is sent.
      const call = held
        ? apiA.post('/auth/logout', undefined, { headers: { 'x-access-token': held } }).catch(() => undefined)
        : Promise.resolve();
      cancelRetry();
      state.signOutLocally();
      await call;
    },
    dispose: () => {
      cancelRetry();
      subs.forEach((s) => s.unsubscribe());
    },
  };
}
