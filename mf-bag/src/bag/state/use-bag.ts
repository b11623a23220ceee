import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { AxiosInstance } from 'axios';
import { LOCAL_BAG_KEY, type BagMediaOption, type EventBus, type StorageLike } from 'shared-domain';
import { priceBag, type PricedBag } from 'shared-domain/pricing';
import { bagClients, useAuthToken, useBagConfig } from '../../config/bag-config';
import { createBagStore, isSelected, selectionFlags, type BagSnapshot, type BagStore } from './bag-store';
import { guestTransport, serverTransport } from './bag-transport';
import { messageOf } from './bag-write-queue';

type StoreKey = { api: AxiosInstance; token: string | null; bus: EventBus; storage: StorageLike };
type Entry = StoreKey & { store: BagStore };

/**
 * One store per bag, shared by everything that shows it (the drawer and the /bag page may be
 * on screen together and must agree). A new token or API base starts a new one.
 */
let current: Entry | null = null;

function storeFor(key: StoreKey): Entry {
  if (current && current.api === key.api && current.token === key.token && current.bus === key.bus && current.storage === key.storage) {
    return current;
  }
  const { api } = key;
  const transport = key.token ? serverTransport(api) : guestTransport(api, key.storage, key.bus);
  const store = createBagStore(transport, {
    // SPEC.md section 8: a non-ok bag answer is 'Server Error!' (with the answer's detail after it).
    onWriteError: (error) => key.bus.publish({ type: 'snackbar/shown', message: messageOf(error), tone: 'error' }),
    // The guest store announces its own count (createLocalBagStore); the server bag's is ours to tell.
    onCountChange: key.token ? (count) => key.bus.publish({ type: 'bag/count-changed', count }) : undefined,
  });
  current = { ...key, store };
  return current;
}

/**
 * Reads the bag again after a save took lines out of it: the shared store of the current
 * session (a guest who signed in to save has a new one), else `fallback`.
 */
export function reloadBag(fallback: BagStore): void {
  void (current?.store ?? fallback).load();
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
  const config = useBagConfig();
  const { bus, storage } = config;
  const token = useAuthToken();
  const { store } = storeFor({ api: bagClients(config).serviceA, token, bus, storage });
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  // Edits not yet saved would be lost with the page: the browser asks before leaving.
  const unsaved = snapshot.unsaved > 0;
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (e: BeforeUnloadEvent) => { e.preventDefault(); };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

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
