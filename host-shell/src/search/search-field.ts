import styled from 'styled-components';
import { color } from 'shared-ui';

/** The header's search form; its popup hangs below it. */
export const SearchForm = styled.form`
  position: relative;
  flex: 1 1 auto;
  min-width: 0;
  /* The magnifier in the field, drawn in the theme's muted colour through a mask. */
  &::before {
    content: '';
    position: absolute;
    left: 12px;
    top: 50%;
    width: 16px;
    height: 16px;
    margin-top: -8px;
    background: ${color.muted};
    mask: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' fill='none' stroke='currentColor' stroke-width='2'%3E%3Ccircle cx='7' cy='7' r='5'/%3E%3Cpath d='M11 11l4 4'/%3E%3C/svg%3E") no-repeat;
    pointer-events: none;
  }
`;

export const SearchInput = styled.input`
  width: 100%;
  height: 38px;
  padding: 0 12px 0 34px;
  border: 1px solid ${color.line};
  border-radius: 19px;
  font: inherit;
  font-size: 14px;
  text-overflow: ellipsis;
  background: ${color.canvas};
  &:focus-visible { background-color: ${color.surface}; }
  &::-webkit-search-cancel-button { display: none; }
`;
