/** Moving the guest bag to the account of someone who just signed in. */
import type { LocalBagItem, User } from '../entities/entities';
import { LOCAL_BAG_KEY } from './keys';
import type { SessionControllerOptions, SessionState } from './session-state';

export const BAG_SYNC_FAILED_MESSAGE = 'Could not move your bag items to your account';

/** A stable key for one bag sync of one user: a retry of the same sync is not applied twice. */
export function bagSyncKey(userId: string, items: readonly LocalBagItem[]): string {
  // FNV-1a over the JSON: short, deterministic, and no crypto dependency in the domain.
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify([userId, items])) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return `bag-sync-${userId}-${(h >>> 0).toString(16)}`;
}

/** The modal signed someone in: move the guest bag to their account, then let waiters go on. */
export function createSignInHandler(
  state: SessionState,
  { storage, apiA, bus }: SessionControllerOptions,
): (signedIn: User) => Promise<void> {
  return async (signedIn) => {
    state.setUser(signedIn);
    const items = state.localBag();
    if (items.length === 0) {
      await state.refreshBagCount();
    } else {
      try {
        const res = await apiA.post<{ count: number }>('/bag', { items }, {
          headers: { 'Idempotency-Key': bagSyncKey(signedIn._id, items) },
        });
        storage.removeItem(LOCAL_BAG_KEY);
        state.publishCount(res.data.count);
      } catch {
        bus.publish({ type: 'snackbar/shown', tone: 'error', message: BAG_SYNC_FAILED_MESSAGE });
        await state.refreshBagCount();
      }
    }
    bus.publish({ type: 'auth/login-completed', user: signedIn });
  };
}
