import { useCallback, useEffect, useMemo, useState } from 'react';
import { LOCAL_BAG_KEY, createLocalBagStore, parseLocalBag, type LocalBagItem } from 'shared-domain';
import { useBagConfig } from '../config/bag-config';

export type LocalBag = {
  items: readonly LocalBagItem[];
  remove(id: string): void;
};

/**
 * The guest bag in localStorage, re-read whenever another package (bus events) or another
 * tab (`storage` event) changes it.
 */
export function useLocalBag(): LocalBag {
  const { storage, bus } = useBagConfig();
  const store = useMemo(() => createLocalBagStore(storage, bus), [storage, bus]);
  const read = useCallback(() => parseLocalBag(storage.getItem(LOCAL_BAG_KEY)), [storage]);
  const [items, setItems] = useState<readonly LocalBagItem[]>(read);

  useEffect(() => {
    const sync = () => setItems(read());
    sync();
    const subs = [bus.on('bag/count-changed').subscribe(sync), bus.on('bag/item-added').subscribe(sync)];
    const onStorage = (e: StorageEvent) => { if (e.key === null || e.key === LOCAL_BAG_KEY) sync(); };
    window.addEventListener('storage', onStorage);
    return () => { subs.forEach((s) => s.unsubscribe()); window.removeEventListener('storage', onStorage); };
  }, [bus, read]);

  // The store publishes `bag/count-changed`, which re-reads above; set directly too so the
  // list is right even on a bus nobody else listens to.
  const remove = useCallback((id: string) => setItems(store.remove([id])), [store]);
  return { items, remove };
}
