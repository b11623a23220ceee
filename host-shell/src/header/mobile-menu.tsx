import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyPart } from 'shared-ui/states';
import { IconButton, VisuallyHidden } from './header-parts';

/** The drawer and its focus trap (shared-ui/dialog) load at the first open, not with the page. */
const MenuDrawer = lazyPart(() => import('./mobile-menu-drawer').then((m) => m.MenuDrawer), 'The menu');

export type MobileMenuProps = {
  /** Sign-in (Login) or the signed-in user's menu, as the header draws it. */
  account: ReactNode;
};

/**
 * Under the breakpoint: a menu button opening a drawer with the categories, Contact Us,
 * sign-in or the user menu, the tools and "Plan a campaign". The drawer is a modal dialog:
 * focus stays inside while it is open, Escape or any navigation closes it, and focus goes
 * back to the button.
 */
export function MobileMenu({ account }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);
  const id = useId();
  return (
    <>
      <IconButton type="button" aria-expanded={open} aria-controls={id} aria-haspopup="dialog" onPointerDown={MenuDrawer.preload} onClick={() => setOpen(true)}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        <VisuallyHidden>Open menu</VisuallyHidden>
      </IconButton>
      {open && <MenuDrawer id={id} onClose={close} account={account} />}
    </>
  );
}
