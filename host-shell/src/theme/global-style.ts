import { createGlobalStyle } from 'styled-components';
import { color } from 'shared-ui';
import { th } from './theme';

export const GlobalStyle = createGlobalStyle`
  body {
    font-family: ${(p) => th(p).fontFamily};
    color: ${color.ink};
    background: ${color.surface};
  }
  :focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;
