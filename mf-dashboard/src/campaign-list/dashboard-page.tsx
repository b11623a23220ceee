import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isStaff } from 'shared-domain';
import { fetchCampaigns, type CampaignScope } from '../api/campaigns.api';
import { useDashboardServices } from '../app/dashboard-services';
import { errorText } from '../app/error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useResource } from '../app/use-resource';
import { useSession } from '../app/use-session';
import { useViewer } from '../app/use-viewer';
import { Actions, ButtonLink, Page, PageHead, PageTitle, TextLink } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { CampaignList } from './campaign-list';
import { SignedOutView } from '../ui/signed-out-view';
import { ScopeToggle } from './scope-toggle';
import { StatTiles } from './stat-tiles';

/** The brief form: how a campaign is planned from the dashboard. */
const PLAN_PATH = '/ad-campaign-brief';

/**
 * `/dashboard`: the signed-in user's figures and campaigns. Staff can switch to every
 * campaign (`?scope=all`, kept in the URL), where each row names its owner.
 */
export function DashboardPage() {
  const { campaignApi } = useDashboardServices();
  const { token, revision, expire } = useSession();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const scope: CampaignScope = params.get('scope') === 'all' ? 'all' : 'mine';
  const all = scope === 'all';
  const [result, retry] = useResource(token ? `${token}#${revision}#${scope}` : null, () => fetchCampaigns(campaignApi, scope));
  const title = all ? 'All campaigns' : 'Your campaigns';
  useDocumentTitle(title, 'Your campaigns on MediaMart: plans to approve, campaigns running and their reports.');

  const expired = result.status === 'error' && result.error.status === 401;
  useEffect(() => {
    if (expired) expire();
  }, [expired, expire]);

  const selectScope = (next: CampaignScope) =>
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next === 'all') updated.set('scope', 'all');
        else updated.delete('scope');
        return updated;
      },
      { replace: true },
    );

  const signedOut = result.status === 'idle' || expired;
  return (
    <Page>
      <PageHead>
        <PageTitle>{title}</PageTitle>
        <ButtonLink to={PLAN_PATH}>Plan a campaign</ButtonLink>
      </PageHead>
      {!signedOut && isStaff(viewer) ? <ScopeToggle scope={scope} onChange={selectScope} /> : null}
      {signedOut ? (
        <SignedOutView />
      ) : result.status === 'loading' ? (
        <div aria-busy="true">
          <LoadingState label={all ? 'Loading all campaigns…' : 'Loading your campaigns…'} />
          <SkeletonBlock $height={88} aria-hidden="true" />
          <SkeletonBlock aria-hidden="true" />
          <SkeletonBlock aria-hidden="true" />
        </div>
      ) : result.status === 'error' && all && result.error.status === 403 ? (
        <EmptyState action={<TextLink to="/dashboard">Show your campaigns</TextLink>}>Only MediaMart staff can see all campaigns.</EmptyState>
      ) : result.status === 'error' ? (
        <ErrorState title={all ? 'Could not load all campaigns' : 'Could not load your campaigns'} message={errorText(result.error)} onRetry={retry} />
      ) : (
        <>
          <StatTiles stats={result.data} />
          {result.data.campaigns.length === 0 ? (
            all ? (
              <EmptyState>No campaigns yet.</EmptyState>
            ) : (
              <EmptyState
                action={
                  <Actions style={{ justifyContent: 'center' }}>
                    <ButtonLink to={PLAN_PATH}>Plan a campaign</ButtonLink>
                    <TextLink to="/">Browse media</TextLink>
                  </Actions>
                }
              >
                No campaigns yet
              </EmptyState>
            )
          ) : (
            <CampaignList campaigns={result.data.campaigns} label={title} showOwner={all} />
          )}
        </>
      )}
    </Page>
  );
}
