import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { color } from 'shared-ui';
import { CATEGORY_TABS, TABS_BREAKPOINT_PX, activeTab, showCategoryTabs } from 'shared-domain';
import { useMinWidth } from '../lib/use-media-query';
import { mobile, th } from '../theme/theme';

/** True when the sub-header tabs show: wide viewport and a path that keeps them. */
export function useCategoryTabsVisible(): boolean {
  const wide = useMinWidth(TABS_BREAKPOINT_PX);
  const { pathname } = useLocation();
  return wide && showCategoryTabs(pathname);
}

/** The category sub-header (SPEC.md section 2); the active tab follows the path. */
export function CategoryTabs() {
  const { pathname } = useLocation();
  const visible = useCategoryTabsVisible();
  if (!visible) return null;
  const active = activeTab(pathname);
  return (
    <Nav aria-label="Media categories">
      <List>
        {CATEGORY_TABS.map((tab) => {
          const current = tab === active;
          return (
            <li key={tab.path}>
              <Tab to={tab.path} aria-current={current ? 'page' : undefined}>
                {tab.label}
              </Tab>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}

/** Wide screens only (CSS too, for the server's page on a phone before its script runs): a phone finds them in the menu. */
const Nav = styled.nav`
  ${mobile} { display: none; }
  height: ${(p) => th(p).tabsHeight}px;
  background: ${color.surface};
  border-bottom: 1px solid ${color.line};
`;

const List = styled.ul`
  display: flex;
  justify-content: center;
  gap: 4px;
  height: 100%;
  margin: 0;
  padding: 0 16px;
  list-style: none;
`;

const Tab = styled(Link)`
  display: flex;
  align-items: center;
  height: 100%;
  padding: 0 14px;
  color: ${color.secondary};
  font-size: 14px;
  font-weight: 500;
  text-decoration: none;
  border-bottom: 3px solid transparent;
  &:hover { color: ${color.primary}; }
  &[aria-current='page'] {
    color: ${color.primary};
    border-bottom-color: ${color.primary};
    font-weight: 700;
  }
`;
