import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A WAI-ARIA menu button's state for `itemCount` items: Enter, Space or ArrowDown open it on
 * the first item, ArrowUp on the last; arrows, Home and End move; Escape closes and returns
 * focus to the button; Tab or a click elsewhere closes it.
 */
export function useMenuButton(itemCount: number) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (open) items.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  // A click anywhere else closes it (without taking focus back from where the user clicked).
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(itemCount - 1);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: (focusIndex + 1) % itemCount,
      ArrowUp: (focusIndex - 1 + itemCount) % itemCount,
      Home: 0,
      End: itemCount - 1,
    };
    if (e.key in moves) {
      e.preventDefault();
      setFocusIndex(moves[e.key]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  /** The props of item `index`: its role, roving tab index and the ref focus moves through. */
  const itemProps = (index: number) => ({
    role: 'menuitem',
    tabIndex: -1,
    ref: (el: HTMLElement | null) => {
      items.current[index] = el;
    },
  });

  const toggle = () => (open ? close(false) : openAt(0));
  return { open, setOpen, wrap, button, close, toggle, onButtonKey, onMenuKey, itemProps };
}
