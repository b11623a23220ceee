import styled from 'styled-components';

/** A section's title with a link at its end ("See all deals"). */
export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
`;
