import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { alpha, color } from 'shared-ui';
import { Button, buttonStyle, type ButtonStyleProps } from 'shared-ui/forms';
import { lazyPart } from 'shared-ui/states';
import { SearchForm, SearchInput } from '../search/search-field';
import { mobile, th } from '../theme/theme';
import { IconButton, VisuallyHidden } from './header-parts';
import { MenuSection, menuSectionStyles, planLinkStyles } from './menu-sections';
import { CATEGORY_LINKS, CONTACT_US, PLAN_CAMPAIGN, TOOL_LINKS } from './site-links';

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

/**
 * The phone's menu as the server's page has it, before (or without) the page's script: a
 * disclosure (`<details>`) the browser opens by itself, with the same links as the drawer and
 * a plain search form that goes to the search results. Shown under the breakpoint only; once
 * the script runs on a phone, MobileMenu takes its place.
 */
export function ScriptlessMenu() {
  return (
    <Disclosure>
      <Summary>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        <VisuallyHidden>Menu</VisuallyHidden>
      </Summary>
      <Panel>
        <PlanLink to={PLAN_CAMPAIGN.to}>{PLAN_CAMPAIGN.label}</PlanLink>
        <PanelSearch role="search" action="/search-results" method="get">
          <SearchInput type="search" name="search" aria-label="Search media" placeholder="Search Channel, Media" required />
          <Button type="submit" $size="small">
            Search
          </Button>
        </PanelSearch>
        <MenuSection title="Categories" links={CATEGORY_LINKS} />
        <MenuSection title="Tools" links={TOOL_LINKS} />
        <MenuSection title="Help" links={[CONTACT_US]} />
      </Panel>
    </Disclosure>
  );
}

const Disclosure = styled.details`
  display: none;
  flex: none;
  ${mobile} { display: block; }
`;

/** Looks like the header's other icon buttons (a plain 40 px square). */
const Summary = styled.summary.attrs<ButtonStyleProps>({ $variant: 'plain', $size: 'icon' })`
  ${buttonStyle}
  list-style: none;
  &::-webkit-details-marker { display: none; }
`;

const Panel = styled.div`
  position: absolute;
  inset: 100% 0 auto 0;
  max-height: calc(100vh - ${(p) => th(p).headerHeight.mobile}px);
  overflow-y: auto;
  padding: 12px 16px 24px;
  background: ${color.surface};
  box-shadow: 0 6px 24px ${alpha(color.ink, 20)};
  ${menuSectionStyles}
`;

const PlanLink = styled(Link)`
  ${planLinkStyles}
`;

const PanelSearch = styled(SearchForm)`
  display: flex;
  gap: 8px;
  margin-top: 12px;
`;
