import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While mounted: moves focus into the container (its `[data-autofocus]` element first), keeps
 * Tab and Shift+Tab inside, calls `onEscape` on Escape, and gives focus back on close.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, onEscape: () => void): void {
  // A ref, so a new onEscape each render does not re-run the effect (and steal focus back).
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE));
    (box.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? box).focus();

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        escape.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const list = focusables();
      if (list.length === 0) {
        e.preventDefault();
        box.focus();
        return;
      }
      const first = list[0]!;
      const last = list[list.length - 1]!;
      const current = document.activeElement;
      if (e.shiftKey && (current === first || !box.contains(current))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (current === last || !box.contains(current))) {
        e.preventDefault();
        first.focus();
      }
    };
    box.addEventListener('keydown', onKey);
    return () => {
      box.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus();
    };
  }, [ref]);
}
