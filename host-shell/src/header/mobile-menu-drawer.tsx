import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { alpha, color } from 'shared-ui';
import { useFocusTrap } from 'shared-ui/dialog';
import { IconButton, VisuallyHidden } from './header-parts';
import { MenuSection as Section, menuSectionStyles, planLinkStyles } from './menu-sections';
import { CATEGORY_LINKS, CONTACT_US, PLAN_CAMPAIGN, TOOL_LINKS } from './site-links';

/**
 * The mobile menu's drawer (mobile-menu.tsx loads it at the first open, with the focus trap
 * it needs): a modal dialog with the categories, Contact Us, sign-in or the user menu, the
 * tools and "Plan a campaign".
 */
export function MenuDrawer({ id, onClose, account }: { id: string; onClose: () => void; account: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, onClose);
  // A click on a link to the page already shown changes no location: close on any link (and
  // on sign-in, whose dialog takes over).
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('a[href], [data-closes-menu]')) onClose();
  };
  return (
    <>
      <Backdrop aria-hidden="true" onClick={onClose} />
      <Drawer ref={ref} id={id} role="dialog" aria-modal="true" aria-label="Menu" tabIndex={-1} onClick={onClick}>
        <DrawerTop>
          <strong>Menu</strong>
          <CloseButton type="button" onClick={onClose}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            <VisuallyHidden>Close menu</VisuallyHidden>
          </CloseButton>
        </DrawerTop>
        <Plan to={PLAN_CAMPAIGN.to}>{PLAN_CAMPAIGN.label}</Plan>
        <Account>{account}</Account>
        <Section title="Categories" links={CATEGORY_LINKS} />
        <Section title="Tools" links={TOOL_LINKS} />
        <Section title="Help" links={[CONTACT_US]} />
      </Drawer>
    </>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1200;
  background: ${alpha(color.ink, 45)};
`;

const Drawer = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  bottom: 0;
  z-index: 1201;
  width: min(320px, 88vw);
  overflow-y: auto;
  padding: 12px 16px 24px;
  background: ${color.surface};
  box-shadow: 6px 0 24px ${alpha(color.ink, 20)};
  &:focus { outline: none; }
  ${menuSectionStyles}
`;

const DrawerTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
  color: ${color.secondary};
`;

const CloseButton = styled(IconButton)``;

const Plan = styled(Link)`
  ${planLinkStyles}
`;

const Account = styled.div`
  display: flex;
  margin-top: 12px;
`;

