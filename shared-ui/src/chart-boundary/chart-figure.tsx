import styled from 'styled-components';
import { color } from 'shared-ui';

/** A chart's framed box: a <figure> whose <figcaption> titles the chart it holds. */
export const ChartFigure = styled.figure`
  margin: 0;
  padding: 16px;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
`;
