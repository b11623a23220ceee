/** The account menu's styled pieces: its button, list, items and error. */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { alpha, color, focusRing } from 'shared-ui';
import { Button } from 'shared-ui/forms';

export const Wrap = styled.div`
  position: relative;
`;

/** shared-ui's Button (secondary), header-sized: the name cut short on a narrow screen. */
export const MenuButton = styled(Button)`
  max-width: 200px;
  min-height: 40px;
  padding: 0 12px;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  @media (max-width: 599px) { max-width: 120px; }
`;

export const List = styled.ul`
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
  box-shadow: 0 6px 18px ${alpha(color.ink, 15)};
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

export const ItemLink = styled(Link)`
  ${itemStyle}
  &:hover, &:focus { background: ${color.shade}; }
  ${focusRing}
`;
export const ItemAnchor = styled.a`
  ${itemStyle}
  &:hover, &:focus { background: ${color.shade}; }
  ${focusRing}
`;
export const ItemButton = styled.button`
  ${itemStyle}
  &:hover, &:focus { background: ${color.shade}; }
  ${focusRing}
`;

export const CheckItem = styled(ItemButton)`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  &[aria-busy='true'] { cursor: progress; opacity: 0.7; }
  b { font-weight: 600; color: ${color.ink}; }
`;

export const MenuError = styled.p`
  max-width: 240px;
  margin: 4px 0;
  padding: 10px 12px;
  border: 1px solid ${color.danger};
  border-radius: 6px;
  background: ${color.dangerSurface};
  color: ${color.danger};
  font-size: 14px;
`;
