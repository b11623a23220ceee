import { useEffect, useRef, useState, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While `active`: moves focus into the container, keeps Tab and Shift+Tab inside it, calls
 * `onEscape` on Escape, and gives focus back to what had it when the caller first rendered.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  // A ref, so a new onEscape each render does not re-run the effect (and steal focus back).
  const escape = useRef(onEscape);
  escape.current = onEscape;
  // Read while rendering: by the time effects run, an `autoFocus` inside has moved focus.
  const [before] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    const box = ref.current;
    if (!active || !box) return undefined;
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
    // On the document, not the box: focus can fall out to <body> (a control that vanishes
    // under it), and Escape must still close.
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus();
    };
  }, [ref, active, before]);
}
