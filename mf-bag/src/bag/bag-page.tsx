import styled from 'styled-components';
import { BagView } from './bag-view';
import { themed } from '../config/theme';

const Page = styled.div`max-width: 1120px; margin: 0 auto; padding: 24px 16px;`;
const Title = styled.h1`margin: 0 0 8px; font-size: 24px; color: ${themed('secondary')};`;

/** `/bag` and the body of `mount`. */
export function BagPage() {
  return (
    <Page>
      <Title>Your Bag</Title>
      <BagView />
    </Page>
  );
}
