import { createGlobalStyle } from 'styled-components';
import { th } from './theme';

export const GlobalStyle = createGlobalStyle`
  body {
    font-family: ${(p) => th(p).fontFamily};
    color: ${(p) => th(p).colors.text};
    background: ${(p) => th(p).colors.surface};
  }
  :focus-visible {
    outline: 3px solid ${(p) => th(p).colors.focus};
    outline-offset: 2px;
  }
`;
