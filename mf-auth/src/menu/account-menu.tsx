import { useId } from 'react';
import { useInRouterContext } from 'react-router-dom';
import type { User } from 'shared-domain';
import { accountLinks } from './account-links';
import { CheckItem, ItemAnchor, ItemButton, ItemLink, List, MenuButton, MenuError, Wrap } from './account-menu-parts';
import { useMarketingChoice } from './use-marketing-choice';
import { useMenuButton } from './use-menu-button';

export type AccountMenuProps = {
  user: User;
  /** Runs on Logout. */
  onLogout: () => void;
};

/**
 * The signed-in user's menu (WAI-ARIA menu button): the pages of `accountLinks` (by role),
 * the marketing e-mail choice and Logout. Enter, Space or ArrowDown open it on the first
 * item, ArrowUp on the last; arrows, Home and End move; Escape closes and returns focus.
 */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const id = useId();
  const inRouter = useInRouterContext();
  const marketing = useMarketingChoice(user);
  const links = accountLinks(user);
  const marketingIndex = links.length;
  const logoutIndex = links.length + 1;
  const menu = useMenuButton(links.length + 2);
  const { open, itemProps } = menu;

  return (
    <Wrap ref={menu.wrap}>
      <MenuButton
        ref={menu.button}
        type="button"
        $variant="secondary"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        data-track-label="Account menu"
        onClick={menu.toggle}
        onKeyDown={menu.onButtonKey}
      >
        <span>{user.name}</span>
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="currentColor">
          <path d="M2 4l4 4 4-4z" />
        </svg>
      </MenuButton>
      <List id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} hidden={!open} onKeyDown={menu.onMenuKey}>
        {links.map((link, index) => (
          <li role="none" key={link.href}>
            {inRouter ? (
              <ItemLink to={link.href} {...itemProps(index)} onClick={() => menu.setOpen(false)}>
                {link.label}
              </ItemLink>
            ) : (
              <ItemAnchor href={link.href} {...itemProps(index)}>
                {link.label}
              </ItemAnchor>
            )}
          </li>
        ))}
        <li role="none">
          <CheckItem
            type="button"
            {...itemProps(marketingIndex)}
            role="menuitemcheckbox"
            aria-checked={marketing.on}
            aria-busy={marketing.saving}
            aria-describedby={marketing.error ? `${id}-error` : undefined}
            onClick={() => void marketing.toggle()}
          >
            Marketing e-mails <b aria-hidden="true">{marketing.on ? 'On' : 'Off'}</b>
          </CheckItem>
        </li>
        <li role="none">
          <ItemButton
            type="button"
            {...itemProps(logoutIndex)}
            onClick={() => {
              menu.close(true);
              onLogout();
            }}
          >
            Logout
          </ItemButton>
        </li>
        {marketing.error && (
          <li role="none">
            <MenuError id={`${id}-error`} role="alert">{marketing.error}</MenuError>
          </li>
        )}
      </List>
    </Wrap>
  );
}
