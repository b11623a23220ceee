import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { TABS_BREAKPOINT_PX, bus, logoForDate, shellPartsFor, type User } from 'shared-domain';
import { useMinWidth } from '../lib/use-media-query';
import { RemoteSlot } from '../remotes/remote-slot';
import { BagButton } from './bag-button';
import { CategoryTabs, useCategoryTabsVisible } from './category-tabs';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import { mobile, th } from '../theme/theme';

export type HeaderProps = {
  /** Picks the dated logo variant. */
  now: Date;
  /** The signed-in user (from `auth/signed-in`), or null. */
  user: User | null;
  /** Logout from the user menu (the session controller's). */
  onLogout?: () => void;
};

/**
 * The fixed top bar and the category sub-header. Everything here is the host's own, so the
 * header renders even when every remote is down; only the signed-in user menu is remote.
 */
export function Header({ now, user, onLogout }: HeaderProps) {
  const { pathname } = useLocation();
  const { headerMenu } = shellPartsFor(pathname);
  const wide = useMinWidth(TABS_BREAKPOINT_PX);
  const tabsVisible = useCategoryTabsVisible();

  return (
    <>
      <Fixed>
        <Bar>
          <LogoLink to="/" aria-label="MediaMart home">
            <Logo variant={logoForDate(now)} />
          </LogoLink>
          {headerMenu && (
            <Menu aria-label="Site">
              <SearchBox user={user} compact={!wide} />
              {wide ? <ContactLink to="/contact-us">Contact Us</ContactLink> : <MobileMenu />}
              {user ? <UserMenuSlot user={user} onLogout={onLogout} /> : <LoginButton />}
              <BagButton compact={!wide} />
            </Menu>
          )}
        </Bar>
        <CategoryTabs />
      </Fixed>
      <Spacer $withTabs={tabsVisible} aria-hidden="true" />
    </>
  );
}

function LoginButton() {
  return (
    <PrimaryButton type="button" onClick={() => bus.publish({ type: 'auth/login-requested' })}>
      Login
    </PrimaryButton>
  );
}

function UserMenuSlot({ user, onLogout }: { user: User; onLogout?: () => void }) {
  return (
    <RemoteSlot
      id="mf_auth/UserMenu"
      props={{ user, onLogout }}
      loading={<UserName aria-busy="true">{user.name}</UserName>}
      renderFallback={({ message, retry }) => (
        <UserName>
          {user.name}
          <SmallRetry type="button" onClick={retry} aria-label={`${message} Retry`} title={message}>
            ↻
          </SmallRetry>
        </UserName>
      )}
    />
  );
}

/** Under the breakpoint, Contact Us sits behind a menu button. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => ref.current?.contains(e.target as Node) || setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);
  return (
    <MenuWrap ref={ref}>
      <IconButton type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        <VisuallyHidden>Menu</VisuallyHidden>
      </IconButton>
      <Dropdown id={id} hidden={!open}>
        <ContactLink to="/contact-us">Contact Us</ContactLink>
      </Dropdown>
    </MenuWrap>
  );
}

const Fixed = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 100;
  background: #fff;
  box-shadow: 0 1px 4px rgba(31, 42, 68, 0.08);
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  height: ${(p) => th(p).headerHeight.desktop}px;
  padding: 0 24px;
  ${mobile} {
    height: ${(p) => th(p).headerHeight.mobile}px;
    gap: 8px;
    padding: 0 8px;
  }
`;

const Spacer = styled.div<{ $withTabs: boolean }>`
  height: ${(p) => th(p).headerHeight.desktop + (p.$withTabs ? th(p).tabsHeight : 0)}px;
  ${mobile} { height: ${(p) => th(p).headerHeight.mobile}px; }
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  flex: none;
  border-radius: 4px;
  ${mobile} { svg { width: 100px; } }
`;

const Menu = styled.nav`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
  min-width: 0;
  ${mobile} { gap: 4px; }
`;

const ContactLink = styled(Link)`
  padding: 8px 10px;
  border-radius: 4px;
  color: ${(p) => th(p).colors.secondary};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover { color: ${(p) => th(p).colors.primary}; }
`;

const PrimaryButton = styled.button`
  height: 38px;
  padding: 0 18px;
  border: 0;
  border-radius: 6px;
  background: ${(p) => th(p).colors.primary};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${mobile} { padding: 0 10px; }
`;

const UserName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-weight: 600;
  color: ${(p) => th(p).colors.secondary};
  white-space: nowrap;
`;

const SmallRetry = styled.button`
  border: 0;
  background: none;
  color: ${(p) => th(p).colors.error};
  font: inherit;
  cursor: pointer;
`;

const MenuWrap = styled.div`
  position: relative;
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${(p) => th(p).colors.secondary};
  cursor: pointer;
  svg { flex: none; }
`;

const Dropdown = styled.div`
  position: absolute;
  top: 44px;
  right: 0;
  min-width: 160px;
  padding: 8px;
  background: #fff;
  border: 1px solid ${(p) => th(p).colors.border};
  border-radius: 6px;
  box-shadow: 0 6px 18px rgba(31, 42, 68, 0.15);
  &[hidden] { display: none; }
  a { display: block; }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
