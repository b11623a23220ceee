/** The session's state and the moves every part of the session controller makes with it. */
import { Observable, Subject } from 'rxjs';
import type { AxiosInstance } from 'axios';
import type { LocalBagItem, User } from '../entities/entities';
import type { EventBus } from '../events/event-bus';
import { parseLocalBag, type StorageLike } from '../bag/local-bag';
import { AUTH_TOKEN_KEY, LOCAL_BAG_KEY } from './keys';

export type SessionControllerOptions = {
  storage: StorageLike;
  /** The service A client (`createServiceAClient`): sends the stored token, stores any token answered. */
  apiA: Pick<AxiosInstance, 'get' | 'post'>;
  bus: EventBus;
  /** How long to wait before fetching the user again after the `attempt`th fetch got no answer (0-based). */
  retryDelayMs?: (attempt: number) => number;
};

/** The signed-in user, the stored token and guest bag, the bag badge, and signing out here. */
export type SessionState = {
  /** The signed-in user (null for a guest); emits the current value on subscribe. */
  readonly user$: Observable<User | null>;
  getUser(): User | null;
  setUser(next: User | null): void;
  /** The stored token, if any. */
  token(): string | null;
  /** The guest bag kept in this browser. */
  localBag(): LocalBagItem[];
  /** Tells the badge how many items the bag holds. */
  publishCount(count: number): void;
  /** Tells the badge the server bag's count while signed in; a failure keeps the last count. */
  refreshBagCount(): Promise<void>;
  /** Forgets the token and the user here and announces it; the badge counts the guest bag again. */
  signOutLocally(): void;
};

/** The state of one session controller. */
export function createSessionState({ storage, apiA, bus }: SessionControllerOptions): SessionState {
  let user: User | null = null;
  const changes = new Subject<User | null>();
  const setUser = (next: User | null) => {
    user = next;
    changes.next(next);
  };
  const token = () => storage.getItem(AUTH_TOKEN_KEY);
  const localBag = () => parseLocalBag(storage.getItem(LOCAL_BAG_KEY));
  const publishCount = (count: number) => bus.publish({ type: 'bag/count-changed', count });
  return {
    user$: new Observable<User | null>((sub) => {
      sub.next(user);
      return changes.subscribe(sub);
    }),
    getUser: () => user,
    setUser,
    token,
    localBag,
    publishCount,
    async refreshBagCount() {
      try {
        const res = await apiA.get<{ data: { count: number } }>('/bag/count');
        if (token()) publishCount(res.data.data.count);
      } catch {
        // The badge keeps its last count; the bag itself reports its errors.
      }
    },
    signOutLocally() {
      storage.removeItem(AUTH_TOKEN_KEY);
      setUser(null);
      bus.publish({ type: 'auth/signed-out' });
      publishCount(localBag().length);
    },
  };
}
