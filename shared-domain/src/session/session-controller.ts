import { Observable, Subject } from 'rxjs';
import type { AxiosInstance } from 'axios';
import { ApiError } from '../api/api-error';
import type { LocalBagItem, User } from '../entities/entities';
import type { EventBus } from '../events/event-bus';
import { parseLocalBag, type StorageLike } from '../bag/local-bag';
import { AUTH_TOKEN_KEY, LOCAL_BAG_KEY } from './keys';

export const BAG_SYNC_FAILED_MESSAGE = 'Could not move your bag items to your account';

export type SessionControllerOptions = {
  storage: StorageLike;
  /** The service A client (`createServiceAClient`): sends the stored token, stores any token answered. */
  apiA: Pick<AxiosInstance, 'get' | 'post'>;
  bus: EventBus;
  /** How long to wait before fetching the user again after the `attempt`th fetch got no answer (0-based). */
  retryDelayMs?: (attempt: number) => number;
};

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

/** A stable key for one bag sync of one user: a retry of the same sync is not applied twice. */
export function bagSyncKey(userId: string, items: readonly LocalBagItem[]): string {
  // FNV-1a over the JSON: short, deterministic, and no crypto dependency in the domain.
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify([userId, items])) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return `bag-sync-${userId}-${(h >>> 0).toString(16)}`;
}

/**
 * The browser session (SPEC section 4): who is signed in, the token's life in storage, the
 * guest bag moved to the account at sign-in, and sign-in or sign-out made in another tab.
 */
export function createSessionController({ storage, apiA, bus, retryDelayMs = defaultUserRetryDelayMs }: SessionControllerOptions): SessionController {
  let user: User | null = null;
  const changes = new Subject<User | null>();
  const setUser = (next: User | null) => {
    user = next;
    changes.next(next);
  };
  const token = () => storage.getItem(AUTH_TOKEN_KEY);
  const localBag = () => parseLocalBag(storage.getItem(LOCAL_BAG_KEY));
  const publishCount = (count: number) => bus.publish({ type: 'bag/count-changed', count });

  const refreshBagCount = async () => {
    try {
      const res = await apiA.get<{ data: { count: number } }>('/bag/count');
      if (token()) publishCount(res.data.data.count);
    } catch {
      // The badge keeps its last count; the bag itself reports its errors.
    }
  };

  // Set while this controller announces a restored session, so its own handler skips it.
  let restoring = false;
  // The next fetch of a held token's user after one that got no answer, and how many failed so.
  let retry: ReturnType<typeof setTimeout> | null = null;
  let unanswered = 0;
  const cancelRetry = () => {
    if (retry !== null) clearTimeout(retry);
    retry = null;
  };
  const restore = async () => {
    cancelRetry();
    const held = token();
    if (!held) return;
    try {
      const res = await apiA.post<{ user: User }>('/authenticate/me');
      if (token() !== held) return; // signed out (or in again) while the call was out
      if (!res.data?.user || typeof res.data.user._id !== 'string') throw new Error('The answer carried no user');
      unanswered = 0;
      setUser(res.data.user);
      restoring = true;
      try {
        bus.publish({ type: 'auth/signed-in', user: res.data.user });
      } finally {
        restoring = false;
      }
      await refreshBagCount();
    } catch (err) {
      if (token() !== held) return;
      if (userFetchOutcome(err) === 'drop-token') {
        unanswered = 0;
        signOutLocally();
        return;
      }
      retry = setTimeout(() => {
        retry = null;
        void restore();
      }, retryDelayMs(unanswered));
      unanswered += 1;
    }
  };

  const signOutLocally = () => {
    storage.removeItem(AUTH_TOKEN_KEY);
    setUser(null);
    bus.publish({ type: 'auth/signed-out' });
    publishCount(localBag().length);
  };

  /** The modal signed someone in: move the guest bag to their account, then let waiters go on. */
  const onSignedIn = async (signedIn: User) => {
    setUser(signedIn);
    const items = localBag();
    if (items.length === 0) {
      await refreshBagCount();
    } else {
      try {
        const res = await apiA.post<{ count: number }>('/bag', { items }, {
          headers: { 'Idempotency-Key': bagSyncKey(signedIn._id, items) },
        });
        storage.removeItem(LOCAL_BAG_KEY);
        publishCount(res.data.count);
      } catch {
        bus.publish({ type: 'snackbar/shown', tone: 'error', message: BAG_SYNC_FAILED_MESSAGE });
        await refreshBagCount();
      }
    }
    bus.publish({ type: 'auth/login-completed', user: signedIn });
  };

  const subs = [
    bus.on('auth/signed-in').subscribe((e) => {
      if (!restoring) void onSignedIn(e.user);
    }),
    bus.on('auth/phone-verified').subscribe((e) => setUser(e.user)),
    bus.on('auth/profile-updated').subscribe((e) => user && user._id === e.user._id && setUser(e.user)),
    // Another package ended the session (e.g. a 401 in the dashboard).
    bus.on('auth/signed-out').subscribe(() => user && setUser(null)),
  ];

  return {
    user$: new Observable<User | null>((sub) => {
      sub.next(user);
      return changes.subscribe(sub);
    }),
    getUser: () => user,
    isLoggedIn: () => !!token(),
    start: restore,
    async handleStorageEvent(key, newValue) {
      if (key === LOCAL_BAG_KEY) {
        // The other tab moved or changed the guest bag; a signed-in badge counts the server bag.
        if (token()) await refreshBagCount();
        return;
      }
      // key null: the other tab cleared the whole storage.
      if (key !== AUTH_TOKEN_KEY && key !== null) return;
      const now = key === null ? token() : newValue;
      if (now) await restore();
      else if (user) signOutLocally();
    },
    async logout() {
      const held = token();
      // The header is passed explicitly: the token is gone from storage before the call is sent.
      const call = held
        ? apiA.post('/auth/logout', undefined, { headers: { 'x-access-token': held } }).catch(() => undefined)
        : Promise.resolve();
      cancelRetry();
      signOutLocally();
      await call;
    },
    dispose: () => {
      cancelRetry();
      subs.forEach((s) => s.unsubscribe());
    },
  };
}
