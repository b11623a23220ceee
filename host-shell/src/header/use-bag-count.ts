import { useEffect, useState } from 'react';
import { LOCAL_BAG_KEY, parseLocalBag } from 'shared-domain';
import { useBusEvent } from '../lib/use-bus-event';

const readStored = (): number => {
  try {
    return parseLocalBag(window.localStorage.getItem(LOCAL_BAG_KEY)).length;
  } catch {
    return 0; // storage disabled (private mode, embedded frames)
  }
};

/**
 * The bag's item count: the guest bag in localStorage at first, then whatever the bag
 * announces on the bus, and the guest bag again when another tab changes it.
 */
export function useBagCount(): number {
  const [count, setCount] = useState(readStored);
  useBusEvent('bag/count-changed', (e) => setCount(e.count));
  useBusEvent('bag/item-added', (e) => setCount(e.count));
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === LOCAL_BAG_KEY || e.key === null) setCount(parseLocalBag(e.newValue).length);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return count;
}
