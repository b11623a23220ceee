import styled from 'styled-components';
import { themed } from '../config/theme';

export const Page = styled.main`max-width: 960px; margin: 0 auto; padding: 24px 16px;`;
export const Title = styled.h1`margin: 0 0 16px; font-size: 24px; color: ${themed('secondary')};`;
export const Button = styled.button`
  min-height: 44px; padding: 0 18px; border: 0; border-radius: 6px; font: inherit; font-weight: 700;
  background: ${themed('primary')}; color: #fff; cursor: pointer;
  &:focus-visible { outline: 3px solid ${themed('secondary')}; outline-offset: 2px; }
`;
export const Notice = styled.div`padding: 24px; border-radius: 8px; background: #f4f5f8; color: #2b3445; text-align: center;`;
export const StyledLink = styled.a`color: ${themed('primary')}; font-weight: 600;`;
