import { useSyncExternalStore } from 'react';

/** Whether the viewport is at least `px` wide, following resizes (matchMedia). */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (notify) => {
      const mql = window.matchMedia?.(query);
      if (!mql) {
        window.addEventListener('resize', notify);
        return () => window.removeEventListener('resize', notify);
      }
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(query).matches ?? window.innerWidth >= px,
    () => true,
  );
}
