import { useSearchParams } from 'react-router-dom';
import { isStaff } from 'shared-domain';
import { SiteName, useSiteName } from 'shared-ui';
import { usePageResource } from 'shared-ui/runtime';
import { fetchCampaigns, type CampaignScope } from '../api/campaigns.api';
import { useDashboardServices } from '../app/dashboard-services';
import { errorText } from '../app/error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useViewer } from '../app/use-viewer';
import { Actions, ButtonLink, Page, PageHead, PageTitle, TextLink } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { CampaignList } from './campaign-list';
import { ScopeToggle } from './scope-toggle';
import { StatTiles } from './stat-tiles';

/** The brief form: how a campaign is planned from the dashboard. */
export const PLAN_PATH = '/ad-campaign-brief';

/**
 * `/dashboard`: the signed-in user's figures and campaigns (signed in: the route's access
 * level). Staff can switch to every campaign (`?scope=all`, kept in the URL), where each row
 * names its owner; anyone else asking for them is told so here.
 */
export function DashboardPage() {
  const { campaignApi } = useDashboardServices();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const scope: CampaignScope = params.get('scope') === 'all' ? 'all' : 'mine';
  const all = scope === 'all';
  const [result, retry] = usePageResource(scope, () => fetchCampaigns(campaignApi, scope), { forbidden: 'page' });
  const title = all ? 'All campaigns' : 'Your campaigns';
  useDocumentTitle(title, `Your campaigns on ${useSiteName()}: plans to approve, campaigns running and their reports.`);

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

  return (
    <Page>
      <PageHead>
        <PageTitle>{title}</PageTitle>
        <ButtonLink to={PLAN_PATH}>Plan a campaign</ButtonLink>
      </PageHead>
      {isStaff(viewer) ? <ScopeToggle scope={scope} onChange={selectScope} /> : null}
      {result.status === 'loading' || result.status === 'idle' ? (
        <div aria-busy="true">
          <LoadingState label={all ? 'Loading all campaigns…' : 'Loading your campaigns…'} />
          <SkeletonBlock $height={88} aria-hidden="true" />
          <SkeletonBlock aria-hidden="true" />
          <SkeletonBlock aria-hidden="true" />
        </div>
      ) : result.status === 'error' && all && result.error.status === 403 ? (
        <EmptyState action={<TextLink to="/dashboard">Show your campaigns</TextLink>}>Only <SiteName /> staff can see all campaigns.</EmptyState>
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
