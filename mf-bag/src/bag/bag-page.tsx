import { useEffect } from 'react';
import styled from 'styled-components';
import { applyPageMeta, pageTitle } from 'shared-domain/format';
import { BagView } from './bag-view';
import { color } from 'shared-ui';

const Page = styled.div`max-width: 1120px; margin: 0 auto; padding: 24px 16px;`;
const Title = styled.h1`margin: 0 0 8px; font-size: 24px; color: ${color.secondary};`;

/** `/bag` and the body of `mount`. */
export function BagPage() {
  // The /bag page only: the drawer and an agency's embedded bag leave the head to their page.
  useEffect(() => applyPageMeta(document, {
    title: pageTitle('Your bag'),
    description: 'The media options you picked, priced with GST: change units and dates, save them as a campaign or ask for a quote.',
  }), []);
  return (
    <Page>
      <Title>Your Bag</Title>
      <BagView />
    </Page>
  );
}
