import { useLayoutEffect, useState } from 'react';

/**
 * The width, in whole CSS pixels, of the element the returned ref is put on, kept up to date
 * with a ResizeObserver (or window resizes where there is none). Until a width above 0 is
 * known (first render, jsdom, a hidden tab) it is `fallback`.
 */
export function useWidth<T extends Element>(fallback: number): [ref: (el: T | null) => void, width: number] {
  const [el, setEl] = useState<T | null>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    if (!el) return undefined;
    // Rounded down, so a fractional width never adds a needless scrollbar.
    const measure = (w: number) => setWidth(Number.isFinite(w) && w > 0 ? Math.floor(w) : 0);
    measure(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver((entries) => {
        const last = entries[entries.length - 1];
        if (last) measure(last.contentRect.width);
      });
      observer.observe(el);
      return () => observer.disconnect();
    }
    const onResize = () => measure(el.getBoundingClientRect().width);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [el]);

  return [setEl, width > 0 ? width : fallback];
}
