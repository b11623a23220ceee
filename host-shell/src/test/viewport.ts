import { act } from '@testing-library/react';

type Listener = (e: { matches: boolean }) => void;
const queries = new Set<{ min: number; listeners: Set<Listener> }>();
let width = 1280;

/** Installs a matchMedia that answers `(min-width: Npx)` from a width tests set. */
export function installMatchMedia(initialWidth = 1280): void {
  width = initialWidth;
  queries.clear();
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+(?:\.\d+)?)px/.exec(query)?.[1] ?? 0);
    const entry = { min, listeners: new Set<Listener>() };
    queries.add(entry);
    return {
      get matches() {
        return width >= min;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, l: Listener) => entry.listeners.add(l),
      removeEventListener: (_: string, l: Listener) => entry.listeners.delete(l),
      addListener: (l: Listener) => entry.listeners.add(l),
      removeListener: (l: Listener) => entry.listeners.delete(l),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}

/** Resizes the fake viewport and fires `change` on the queries whose answer flipped. */
export function resizeTo(next: number): void {
  const before = width;
  act(() => {
    width = next;
    for (const q of queries) {
      if (before >= q.min !== next >= q.min) q.listeners.forEach((l) => l({ matches: next >= q.min }));
    }
  });
}
