import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import styled from 'styled-components';
import { toApiError, type User } from 'shared-domain';
import { useAuthServices } from '../app/auth-services';
import { color, focusRing } from 'shared-ui';
import { accountLinks } from './account-links';

export type AccountMenuProps = {
  user: User;
  /** Runs on Logout. */
  onLogout: () => void;
};

const Wrap = styled.div`
  position: relative;
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 200px;
  min-height: 40px;
  padding: 0 12px;
  border: 1px solid ${color.line};
  border-radius: 6px;
  background: ${color.surface};
  color: ${color.ink};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  @media (max-width: 599px) { max-width: 120px; }
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: 150;
  min-width: 180px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: 6px;
  box-shadow: 0 6px 18px rgba(31, 42, 68, 0.15);
  &[hidden] { display: none; }
`;

const itemStyle = `
  display: block;
  width: 100%;
  box-sizing: border-box;
  padding: 10px 12px;
  border: 0;
  border-radius: 4px;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const ItemLink = styled(Link)`
  ${itemStyle}
  &:hover, &:focus { background: #eef1f6; }
  ${focusRing}
`;
const ItemAnchor = styled.a`
  ${itemStyle}
  &:hover, &:focus { background: #eef1f6; }
  ${focusRing}
`;
const ItemButton = styled.button`
  ${itemStyle}
  &:hover, &:focus { background: #eef1f6; }
  ${focusRing}
`;

const CheckItem = styled(ItemButton)`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  &[aria-busy='true'] { cursor: progress; opacity: 0.7; }
  b { font-weight: 600; color: ${color.ink}; }
`;

const MenuError = styled.p`
  max-width: 240px;
  margin: 4px 0;
  padding: 10px 12px;
  border: 1px solid #d93025;
  border-radius: 6px;
  background: #fdecea;
  color: #8a1c12;
  font-size: 14px;
`;

/**
 * The marketing e-mail choice (PUT /user/preferences): on unless the user opted out. While a
 * change is saved the item is busy; a failure is said in words and the choice stays as it was.
 */
function useMarketingChoice(user: User) {
  const { api } = useAuthServices();
  const [optOut, setOptOut] = useState(Boolean(user.marketingOptOut));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const toggle = async () => {
    if (saving) return;
    setSaving(true);
    setError('');
    try {
      const res = await api.put<{ user: User }>('/user/preferences', { marketingOptOut: !optOut });
      setOptOut(Boolean(res.data.user.marketingOptOut));
    } catch (err) {
      setError(`Your marketing e-mail choice was not saved: ${toApiError(err).message}`);
    } finally {
      setSaving(false);
    }
  };
  return { on: !optOut, saving, error, toggle };
}

/**
 * The signed-in user's menu (WAI-ARIA menu button): the pages of `accountLinks` (by role),
 * the marketing e-mail choice and Logout. Enter, Space or ArrowDown open it on the first
 * item, ArrowUp on the last; arrows, Home and End move; Escape closes and returns focus.
 */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const id = useId();
  const inRouter = useInRouterContext();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const marketing = useMarketingChoice(user);
  const links = accountLinks(user);
  const marketingIndex = links.length;
  const logoutIndex = links.length + 1;
  const itemCount = links.length + 2;

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

  const itemProps = (index: number) => ({
    role: 'menuitem',
    tabIndex: -1,
    ref: (el: HTMLElement | null) => {
      items.current[index] = el;
    },
  });

  return (
    <Wrap ref={wrap}>
      <MenuButton
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        data-track-label="Account menu"
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <span>{user.name}</span>
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="currentColor">
          <path d="M2 4l4 4 4-4z" />
        </svg>
      </MenuButton>
      <List id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} hidden={!open} onKeyDown={onMenuKey}>
        {links.map((link, index) => (
          <li role="none" key={link.href}>
            {inRouter ? (
              <ItemLink to={link.href} {...itemProps(index)} onClick={() => setOpen(false)}>
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
              close(true);
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
