import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { campaignProgress } from 'shared-domain';
import { fetchCampaign } from '../api/campaigns.api';
import { useDashboardServices } from '../app/dashboard-services';
import { errorText } from '../app/error-text';
import { formatDate, formatRupees } from '../app/format';
import { useDocumentTitle } from '../app/use-document-title';
import { useResource } from '../app/use-resource';
import { useSession } from '../app/use-session';
import { SignedOutView } from '../ui/signed-out-view';
import { Page, PageTitle, TextLink } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingStatus, SkeletonBlock } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { color } from '../ui/tokens';
import { ProgressStepper } from './progress-stepper';

const Back = styled.p`
  margin: 0 0 12px;
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  margin: 0 0 24px;
  color: ${color.muted};
`;

const SectionTitle = styled.h2`
  font-size: 1.125rem;
  margin: 0 0 12px;
`;

/** `/dashboard/:campaignId`: one campaign and where it stands. */
export function CampaignDetailPage() {
  const { campaignId = '' } = useParams();
  const { campaignApi } = useDashboardServices();
  const { token, revision, expire } = useSession();
  const [result, retry] = useResource(token ? `${token}#${revision}#${campaignId}` : null, () =>
    fetchCampaign(campaignApi, campaignId),
  );
  const expired = result.status === 'error' && result.error.status === 401;
  useEffect(() => {
    if (expired) expire();
  }, [expired, expire]);
  const notFound = result.status === 'error' && result.error.status === 404;
  useDocumentTitle(result.status === 'success' ? `${result.data.name} | Dashboard` : notFound ? 'Campaign not found | Dashboard' : undefined);

  return (
    <Page>
      <Back>
        <TextLink to="/dashboard">← All campaigns</TextLink>
      </Back>
      {result.status === 'idle' || expired ? (
        <>
          <PageTitle>Campaign</PageTitle>
          <SignedOutView text="Sign in to see this campaign" />
        </>
      ) : result.status === 'loading' ? (
        <div aria-busy="true">
          <LoadingStatus label="Loading the campaign…" />
          <SkeletonBlock $height={40} aria-hidden="true" />
          <SkeletonBlock aria-hidden="true" />
        </div>
      ) : notFound ? (
        <>
          <PageTitle>Campaign not found</PageTitle>
          <EmptyState action={<TextLink to="/dashboard">Back to your campaigns</TextLink>}>
            There is no campaign at this address, or it is not shared with you.
          </EmptyState>
        </>
      ) : result.status === 'error' ? (
        <>
          <PageTitle>Campaign</PageTitle>
          <ErrorState title="Could not load the campaign" message={errorText(result.error)} onRetry={retry} />
        </>
      ) : (
        <>
          <PageTitle>{result.data.name}</PageTitle>
          <Facts>
            <span>
              Status: <StatusBadge status={result.data.status} />
            </span>
            {result.data.updatedAt ? <span>Updated {formatDate(result.data.updatedAt)}</span> : null}
            {typeof result.data.totalPrice === 'number' ? <span>Total {formatRupees(result.data.totalPrice)}</span> : null}
          </Facts>
          <section aria-labelledby="campaign-progress-title">
            <SectionTitle id="campaign-progress-title">Progress</SectionTitle>
            <ProgressStepper steps={campaignProgress(result.data.status, result.data.mediaOptions ?? [])} />
          </section>
        </>
      )}
    </Page>
  );
}
