import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { alpha, color } from 'shared-ui';
import { Button } from 'shared-ui/forms';
import { TABS_BREAKPOINT_PX, bus, logoForDate, shellPartsFor, type User } from 'shared-domain';
import { SITE_NAME } from 'shared-domain/format';
import { useMinWidth } from '../lib/use-media-query';
import { useServerMarkup } from '../lib/use-server-markup';
import { RemoteSlot } from '../remotes/remote-slot';
import { BagButton } from './bag-button';
import { CategoryTabs, useCategoryTabsVisible } from './category-tabs';
import { IconButton } from './header-parts';
import { Logo, OrganisationLogo } from './logo';
import { MobileMenu, ScriptlessMenu } from './mobile-menu';
import { PLAN_CAMPAIGN } from './site-links';
import { useWhiteLabelOrganisation } from '../white-label/use-white-label';
import { SearchBox } from './search-box';
import { PREVIEW_OFFSET, PreviewBanner } from '../preview/preview-banner';
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
 * The fixed top bar and the category sub-header (under a release preview's banner, when one is
 * open). Everything here is the host's own, so the header renders even when every remote is
 * down; only the signed-in user menu is remote.
 */
export function Header({ now, user, onLogout }: HeaderProps) {
  const { pathname } = useLocation();
  const { headerMenu } = shellPartsFor(pathname);
  const wide = useMinWidth(TABS_BREAKPOINT_PX);
  const serverMarkup = useServerMarkup();
  const tabsVisible = useCategoryTabsVisible();
  const org = useWhiteLabelOrganisation();
  const account = user ? <UserMenuSlot user={user} onLogout={onLogout} /> : <LoginButton />;

  return (
    <>
      <Fixed>
        <PreviewBanner />
        <Bar>
          {/* The server's page has the menu that works without script (shown on phones only); a phone's script puts the drawer's in its place. */}
          {headerMenu && serverMarkup && <ScriptlessMenu />}
          {headerMenu && !serverMarkup && !wide && <MobileMenu account={user ? account : <LoginButton closesMenu />} />}
          <LogoLink to="/" aria-label={`${org?.name ?? SITE_NAME} home`}>
            {org ? <OrganisationLogo organisation={org} /> : <Logo variant={logoForDate(now)} />}
          </LogoLink>
          {headerMenu && (
            <Menu aria-label="Site">
              <SearchBox user={user} compact={!wide} />
              {wide && <ContactLink to="/contact-us">Contact Us</ContactLink>}
              {wide && <PlanLink to={PLAN_CAMPAIGN.to}>{PLAN_CAMPAIGN.label}</PlanLink>}
              {account}
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

function LoginButton({ closesMenu = false }: { closesMenu?: boolean }) {
  return (
    <PrimaryButton type="button" data-closes-menu={closesMenu ? '' : undefined} onClick={() => bus.publish({ type: 'auth/login-requested' })}>
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

const Fixed = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 100;
  background: ${color.surface};
  box-shadow: 0 1px 4px ${alpha(color.ink, 8)};
`;

const Bar = styled.div`
  /* The phone's open search box covers the bar, not the preview banner above it. */
  position: relative;
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
  height: calc(${(p) => th(p).headerHeight.desktop + (p.$withTabs ? th(p).tabsHeight : 0)}px + ${PREVIEW_OFFSET});
  ${mobile} { height: calc(${(p) => th(p).headerHeight.mobile}px + ${PREVIEW_OFFSET}); }
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  flex: none;
  border-radius: 4px;
  /* Not the browser's link blue: an organisation's name in text takes the theme's colour. */
  color: ${color.secondary};
  text-decoration: none;
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

/** Wide screens only; a phone finds it in the menu (CSS too, for the server's page before its script runs). */
const ContactLink = styled(Link)`
  ${mobile} { display: none; }
  padding: 8px 10px;
  border-radius: 4px;
  color: ${color.secondary};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover { color: ${color.primary}; }
`;

const PlanLink = styled(Link)`
  ${mobile} { display: none; }
  padding: 8px 12px;
  border: 1.5px solid ${color.primary};
  border-radius: 6px;
  color: ${color.primary};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover { background: ${color.primary}; color: ${color.primaryInk}; }
`;

const PrimaryButton = styled(Button)`
  ${mobile} { padding: 0 10px; }
`;

const UserName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-weight: 600;
  color: ${color.secondary};
  white-space: nowrap;
`;

const SmallRetry = styled(IconButton)`
  color: ${color.danger};
`;

