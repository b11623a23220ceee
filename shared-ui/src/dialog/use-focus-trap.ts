import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Trap = { layer: number };

/**
 * Open traps, oldest first, across every remote (shared-ui is one singleton). The topmost
 * (answering keys) is the deepest, the latest of equals: the sign-in dialog opened over the
 * bag's drawer is above it.
 */
const open: Trap[] = [];

function top(): Trap | undefined {
  let found: Trap | undefined;
  for (const trap of open) if (!found || trap.layer >= found.layer) found = trap;
  return found;
}

/** The opener's enclosing regions, innermost first: where a keyboard user was working. */
function regionsAround(el: HTMLElement | null): HTMLElement[] {
  const out: HTMLElement[] = [];
  let node = el?.parentElement ?? null;
  while (node && node !== document.body) {
    if (node.matches('article, section, [role="tabpanel"], header, main')) out.push(node);
    node = node.parentElement;
  }
  return out;
}

const focusedElement = (): HTMLElement | null => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

export type FocusTrapOptions = {
  /** The trap works only while true (a drawer that stays mounted while closed); default true. */
  active?: boolean;
  /** How deep the container sits among nested dialogs (0 for one opened from the page). */
  layer?: number;
};

/**
 * While active: moves focus into the container (its `[data-autofocus]` element first), keeps
 * Tab and Shift+Tab inside, calls `onEscape` on Escape, and gives focus back on close: to the
 * element that had it when the trap became active (read while rendering, before an
 * `autoFocus` inside moves it), or when that is gone, to the nearest region around it left.
 *
 * Keys are heard on the container and, for the topmost trap, on the whole document too: if
 * focus has fallen out (a focused button became disabled, so focus went to <body>), Escape
 * still closes and Tab / Shift+Tab bring focus back to the first / last focusable element.
 * Focus moving to an element outside the topmost container is pulled back inside.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, onEscape: () => void, options: FocusTrapOptions = {}): void {
  const { active = true, layer = 0 } = options;
  // A ref, so a new onEscape each render does not re-run the effect (and steal focus back).
  const escape = useRef(onEscape);
  escape.current = onEscape;
  // The opener, read in the render that activates the trap.
  const opener = useRef<HTMLElement | null>(null);
  const wasActive = useRef(false);
  if (active && !wasActive.current) opener.current = focusedElement();
  wasActive.current = active;

  useEffect(() => {
    const box = ref.current;
    if (!active || !box) return undefined;
    const token: Trap = { layer };
    open.push(token);
    const topmost = () => top() === token;
    const before = opener.current?.isConnected ? opener.current : null;
    // Where focus goes if the opener is gone when the dialog closes (a removed option's button).
    const regions = regionsAround(before);
    const focusables = () => Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE));
    (box.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? box).focus();

    const onKey = (e: KeyboardEvent) => {
      if (!topmost()) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        e.preventDefault();
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
    // Keys from outside the box (focus on <body> or anywhere else): the box listener did not hear them.
    const onDocumentKey = (e: KeyboardEvent) => {
      if (e.target instanceof Node && box.contains(e.target)) return;
      onKey(e);
    };
    const onFocusIn = (e: FocusEvent) => {
      if (!topmost() || !(e.target instanceof Node) || box.contains(e.target)) return;
      (focusables()[0] ?? box).focus();
    };
    box.addEventListener('keydown', onKey);
    document.addEventListener('keydown', onDocumentKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      box.removeEventListener('keydown', onKey);
      document.removeEventListener('keydown', onDocumentKey);
      document.removeEventListener('focusin', onFocusIn);
      const at = open.indexOf(token);
      if (at >= 0) open.splice(at, 1);
      if (before?.isConnected) {
        before.focus();
        return;
      }
      const region = regions.find((r) => r.isConnected);
      if (region) {
        if (!region.hasAttribute('tabindex')) region.setAttribute('tabindex', '-1');
        region.focus({ preventScroll: true });
      }
    };
  }, [ref, active, layer]);
}
