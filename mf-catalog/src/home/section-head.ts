import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, focusRing } from 'shared-ui';

/** A section's title with a link at its end ("See all deals"). */
export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
`;

/** The link at a section's end ("See all deals", "All clients"). */
export const MoreLink = styled(Link)`
  color: ${color.accent};
  font-weight: 600;
  ${focusRing}
`;
