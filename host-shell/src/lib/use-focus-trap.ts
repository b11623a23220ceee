import { useEffect, useRef, type RefObject } from 'react';

// A local copy of the remotes' focus trap (mf-bag, mf-dashboard, mf-auth): shared-ui's replaces it.
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While `active`: moves focus into the container, keeps Tab and Shift+Tab inside it, calls
 * `onEscape` on Escape, and gives focus back to what had it before.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const box = ref.current;
    if (!active || !box) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
    (focusables()[0] ?? box).focus();

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') { e.stopPropagation(); escape.current(); return; }
      if (e.key !== 'Tab') return;
      const list = focusables();
      if (list.length === 0) { e.preventDefault(); box.focus(); return; }
      const first = list[0]!;
      const last = list[list.length - 1]!;
      const current = document.activeElement;
      if (e.shiftKey && (current === first || !box.contains(current))) { e.preventDefault(); last.focus(); }
      else if (!e.shiftKey && (current === last || !box.contains(current))) { e.preventDefault(); first.focus(); }
    };
    // On the document, so a Tab from anywhere (focus lost to the body) comes back in.
    document.addEventListener('keydown', onKey);
    return () => { document.removeEventListener('keydown', onKey); before?.focus(); };
  }, [ref, active]);
}
