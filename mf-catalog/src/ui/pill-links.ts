import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color } from 'shared-ui';
import { pill } from './styles';

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
  ${pill(40)}
  padding: 4px 14px;
  border: 1px solid ${color.line};
  text-decoration: none;
  &:hover {
    border-color: ${color.accent};
  }
  span {
    color: ${color.muted};
  }
`;
