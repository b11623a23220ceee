import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, focusRing } from 'shared-ui';

/** A wrapping row of rounded links (industries on the home page, categories on an industry page). */
export const PillList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** One rounded link; a `<span>` inside is shown muted (a count). */
export const PillLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 4px 14px;
  border: 1px solid ${color.line};
  border-radius: 20px;
  background: ${color.surface};
  color: ${color.ink};
  text-decoration: none;
  ${focusRing}
  &:hover {
    border-color: ${color.accent};
  }
  span {
    color: ${color.muted};
  }
`;
