import { useCallback } from 'react';
import { useCampaignsApi } from '../campaigns/use-campaigns-api';
import { useLoad } from '../campaigns/use-load';
import { LoadError } from '../ui/load-error';
import { Page, Title } from '../ui/layout';
import { SignedOut } from '../ui/signed-out';
import { StatTiles } from './stat-tiles';
import { CampaignList } from './campaign-list';

/** `/dashboard`: stats and the campaign list, or the sign-in prompt. */
export function DashboardPage() {
  const { token, api } = useCampaignsApi();
  const load = useCallback(() => api.list(), [api]);
  const { state, retry } = useLoad(token ? load : null);
  const unauthorized = state.status === 'error' && state.error.status === 401;
  return (
    <Page>
      <Title>Your campaigns</Title>
      {!token || unauthorized ? <SignedOut expired={unauthorized} />
        : state.status === 'loading' ? <p role="status">Loading your campaigns…</p>
        : state.status === 'error' ? <LoadError error={state.error} onRetry={retry} />
        : (
          <>
            <StatTiles list={state.data} />
            <CampaignList campaigns={state.data.campaigns} />
          </>
        )}
    </Page>
  );
}
