import { useCallback, useSyncExternalStore } from 'react';
import { useCatalogServices } from '../app/catalog-services';
import { COMPARE_STORAGE_KEY, compareStoreFor, type CompareStore } from './compare-store';

/** The compare picks and their actions; re-renders on any change, in this tab or another. */
export function useCompare(): CompareStore & { picks: ReturnType<CompareStore['read']> } {
  const { storage } = useCatalogServices();
  const store = compareStoreFor(storage);
  const subscribe = useCallback(
    (listener: () => void) => {
      const off = store.subscribe(listener);
      const onStorage = (e: StorageEvent) => {
        if (e.key === COMPARE_STORAGE_KEY || e.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        off();
        window.removeEventListener('storage', onStorage);
      };
    },
    [store],
  );
  const picks = useSyncExternalStore(subscribe, store.read, store.read);
  return { ...store, picks };
}
