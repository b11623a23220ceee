import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { AxiosAdapter, AxiosInstance } from 'axios';
import { LOCAL_BAG_KEY, createServiceAClient, type BagMediaOption, type EventBus, type StorageLike } from 'shared-domain';
import { priceBag, type PricedBag } from 'shared-domain/pricing';
import { useAuthToken, useBagConfig } from '../../config/bag-config';
import { createBagStore, isSelected, selectionFlags, type BagSnapshot, type BagStore } from './bag-store';
import { guestTransport, serverTransport } from './bag-transport';

/** SPEC.md section 8: any non-ok bag response. */
export const SERVER_ERROR = 'Server Error!';

type StoreKey = { apiBase: string; token: string | null; bus: EventBus; storage: StorageLike; adapter?: AxiosAdapter };
type Entry = StoreKey & { store: BagStore; api: AxiosInstance };

/**
 * One store per bag, shared by everything that shows it (the drawer and the /bag page may be
 * on screen together and must agree). A new token or API base starts a new one.
 */
let current: Entry | null = null;

function storeFor(key: StoreKey): Entry {
  if (current && current.apiBase === key.apiBase && current.token === key.token && current.bus === key.bus && current.storage === key.storage && current.adapter === key.adapter) {
    return current;
  }
  const api = createServiceAClient({ baseURL: key.apiBase, getToken: () => key.token, adapter: key.adapter });
  const transport = key.token ? serverTransport(api) : guestTransport(api, key.storage, key.bus);
  const store = createBagStore(transport, {
    onWriteError: () => key.bus.publish({ type: 'snackbar/shown', message: SERVER_ERROR, tone: 'error' }),
    // The guest store announces its own count (createLocalBagStore); the server bag's is ours to tell.
    onCountChange: key.token ? (count) => key.bus.publish({ type: 'bag/count-changed', count }) : undefined,
  });
  current = { ...key, store, api };
  return current;
}

/** For tests: forget the shared store. */
export function resetBagStores(): void {
  current = null;
}

export type BagModel = {
  store: BagStore;
  snapshot: BagSnapshot;
  priced: PricedBag<BagMediaOption>;
  flags: ReturnType<typeof selectionFlags>;
  guest: boolean;
  token: string | null;
};

/** The bag on screen: the shared store, priced in the browser with the engine on every change. */
export function useBag(): BagModel {
  const { apiBase, bus, storage, adapter } = useBagConfig();
  const token = useAuthToken();
  const { store } = storeFor({ apiBase, token, bus, storage, adapter });
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    if (store.getSnapshot().status !== 'ready') void store.load();
    // Another package added a line, or another tab changed the guest bag: read it again.
    const reload = () => void store.load();
    const subs = [
      bus.on('bag/item-added').subscribe(reload),
      // e.g. the login sync moved the guest bag into the account; our own counts match and are skipped.
      bus.on('bag/count-changed').subscribe((e) => {
        const snap = store.getSnapshot();
        if (snap.status === 'ready' && !snap.syncing && e.count !== snap.doc.lines.length) reload();
      }),
    ];
    const onStorage = (e: StorageEvent) => { if (!token && (e.key === null || e.key === LOCAL_BAG_KEY)) reload(); };
    window.addEventListener('storage', onStorage);
    return () => { subs.forEach((s) => s.unsubscribe()); window.removeEventListener('storage', onStorage); };
  }, [store, bus, token]);

  const { doc, selection } = snapshot;
  const priced = useMemo(
    () => priceBag(doc.lines.map((l) => ({ ...l, select: isSelected(l, selection) })), { discountOnTotal: doc.discountOnTotal ?? undefined }),
    [doc, selection],
  );
  const flags = useMemo(() => selectionFlags(doc.lines, selection), [doc.lines, selection]);
  return { store, snapshot, priced, flags, guest: !token, token };
}
