import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCampaignsApi } from '../campaigns/use-campaigns-api';
import { useLoad } from '../campaigns/use-load';
import { formatRupees } from '../ui/format-rupees';
import { LoadError } from '../ui/load-error';
import { Notice, Page, Title } from '../ui/layout';
import { SignedOut } from '../ui/signed-out';

const Facts = styled.dl`display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px;`;

/** `/dashboard/:campaignId`: the campaign's headline facts (stepper, plans, payments come later). */
export function CampaignPage() {
  const { campaignId = '' } = useParams();
  const { token, api } = useCampaignsApi();
  const load = useCallback(() => api.get(campaignId), [api, campaignId]);
  const { state, retry } = useLoad(token ? load : null);
  const failed = state.status === 'error' ? state.error.status : null;
  return (
    <Page>
      <Link to="/dashboard">← All campaigns</Link>
      {!token || failed === 401 ? <SignedOut expired={failed === 401} />
        : failed === 404 ? <Notice role="alert"><Title as="p">Campaign not found</Title></Notice>
        : state.status === 'loading' ? <p role="status">Loading the campaign…</p>
        : state.status === 'error' ? <LoadError error={state.error} onRetry={retry} />
        : (
          <>
            <Title>{state.data.name}</Title>
            <Facts>
              <dt>Status</dt><dd>{state.data.status}</dd>
              <dt>Media options</dt><dd>{state.data.mediaOptions?.length ?? 0}</dd>
              <dt>Total</dt><dd>{formatRupees(state.data.totalPrice ?? 0)}</dd>
            </Facts>
          </>
        )}
    </Page>
  );
}
