import styled from 'styled-components';
import { th } from '../theme/theme';

/** The header's search form; its popup hangs below it. */
export const SearchForm = styled.form`
  position: relative;
  flex: 1 1 auto;
  min-width: 0;
`;

export const SearchInput = styled.input`
  width: 100%;
  height: 38px;
  padding: 0 12px 0 34px;
  border: 1px solid ${(p) => th(p).colors.border};
  border-radius: 19px;
  font: inherit;
  font-size: 14px;
  text-overflow: ellipsis;
  background: ${(p) => th(p).colors.subtle}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' fill='none' stroke='%235b6275' stroke-width='2'%3E%3Ccircle cx='7' cy='7' r='5'/%3E%3Cpath d='M11 11l4 4'/%3E%3C/svg%3E")
    no-repeat 12px 50%;
  &:focus-visible { background-color: #fff; }
  &::-webkit-search-cancel-button { display: none; }
`;
