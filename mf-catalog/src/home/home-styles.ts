import styled from 'styled-components';

export const SectionTitle = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 16px;
`;

export const Section = styled.section`
  margin-top: 40px;
`;

/** A section's title with a link at its end ("See all deals"). */
export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
`;
