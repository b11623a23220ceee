import styled from 'styled-components';
import { narrow } from 'shared-ui';

/** Label–value pairs in two columns (one on a narrow screen). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0 0 12px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  ${narrow} {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 6px;
    }
  }
`;
