import styled from 'styled-components';

export const SectionTitle = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 16px;
`;

export const Section = styled.section`
  margin-top: 40px;
`;
