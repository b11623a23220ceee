import { useEffect } from 'react';
import { fetchCampaigns } from '../api/campaigns.api';
import { useDashboardServices } from '../app/dashboard-services';
import { errorText } from '../app/error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useResource } from '../app/use-resource';
import { useSession } from '../app/use-session';
import { Page, PageTitle, TextLink } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingStatus, SkeletonBlock } from '../ui/states';
import { CampaignList } from './campaign-list';
import { SignedOutView } from '../ui/signed-out-view';
import { StatTiles } from './stat-tiles';

/** `/dashboard`: the signed-in user's figures and campaigns. */
export function DashboardPage() {
  const { campaignApi } = useDashboardServices();
  const { token, revision, expire } = useSession();
  const [result, retry] = useResource(token ? `${token}#${revision}` : null, () => fetchCampaigns(campaignApi));
  useDocumentTitle('Your campaigns | Dashboard');

  const expired = result.status === 'error' && result.error.status === 401;
  useEffect(() => {
    if (expired) expire();
  }, [expired, expire]);

  return (
    <Page>
      <PageTitle>Your campaigns</PageTitle>
      {result.status === 'idle' || expired ? (
        <SignedOutView />
      ) : result.status === 'loading' ? (
        <div aria-busy="true">
          <LoadingStatus label="Loading your campaigns…" />
          <SkeletonBlock $height={88} aria-hidden="true" />
          <SkeletonBlock aria-hidden="true" />
          <SkeletonBlock aria-hidden="true" />
        </div>
      ) : result.status === 'error' ? (
        <ErrorState title="Could not load your campaigns" message={errorText(result.error)} onRetry={retry} />
      ) : (
        <>
          <StatTiles stats={result.data} />
          {result.data.campaigns.length === 0 ? (
            <EmptyState action={<TextLink to="/">Browse media</TextLink>}>No campaigns yet</EmptyState>
          ) : (
            <CampaignList campaigns={result.data.campaigns} />
          )}
        </>
      )}
    </Page>
  );
}
