import { useEffect } from 'react';
import styled from 'styled-components';
import { applyPageMeta, pageTitle } from 'shared-domain/format';
import { color, useRuntime } from 'shared-ui';
import { AddMedia } from '../add-media/add-media';
import { BagView } from './bag-view';

const Page = styled.div`max-width: 1120px; margin: 0 auto; padding: 24px 16px;`;
const Title = styled.h1`margin: 0 0 8px; font-size: 24px; color: ${color.secondary};`;

/** `/bag` and the body of `mount`: in an agency's page it adds media itself and leaves the page's title alone. */
export function BagPage() {
  const { embedded } = useRuntime();
  useEffect(() => {
    if (embedded) return undefined;
    return applyPageMeta(document, {
      title: pageTitle('Your bag'),
      description: 'The media options you picked, priced with GST: change units and dates, save them as a campaign or ask for a quote.',
    });
  }, [embedded]);
  return (
    <Page>
      <Title>Your Bag</Title>
      {embedded && <AddMedia />}
      <BagView />
    </Page>
  );
}
