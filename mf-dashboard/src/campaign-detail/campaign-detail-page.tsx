import type { ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isStaff, type User } from 'shared-domain';
import { campaignAccess } from 'shared-domain/campaign';
import { ownerIdOf, type CampaignDetail } from '../api/campaigns.api';
import { errorText } from '../app/error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useViewer } from '../app/use-viewer';
import { Page, PageTitle, SectionTitle, TextLink } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { Tabs, type TabItem } from '../ui/tabs';
import { BriefSection } from './brief-view/brief-section';
import { CampaignHeader } from './campaign-header';
import { CampaignFacts } from './details/campaign-facts';
import { CreativesSection } from './details/creatives-section';
import { VersionsSection } from './details/versions-section';
import { isEditableStatus } from './campaign-rules';
import { MediaOptionsSection } from './media-options/media-options-section';
import { LazyBookings, LazyDelivery, LazyFlowchart, LazyInvoices, LazyReports } from './panels/lazy-panels';
import { PaymentsSection } from './payments/payments-section';
import { PlansSection } from './plans/plans-section';
import { campaignSteps } from './progress';
import { ProgressStepper } from './progress-stepper';
import { SharingSection } from './sharing/sharing-section';
import { UploadsSection } from './uploads/uploads-section';
import { useCampaign, type CampaignUpdate } from './use-campaign';

const Back = styled.p`
  margin: 0 0 12px;
`;

const Progress = styled.section`
  margin-bottom: 24px;
`;

/** What the signed-in user may do here (campaign-access in shared-domain; the server decides). */
export type Permissions = {
  staff: boolean;
  /** Owner: approve, pay, request approval, edit the brief, remove options, share. */
  owner: boolean;
  /** Owner or a user it is shared with: request changes on a plan. */
  comment: boolean;
};

/**
 * The server's `access` decides; without it, the owner's id; when the server does not say who owns the campaign, a user it is shared with is not the
 * owner and anyone else is taken to be; the server refuses (403) what they may not do.
 */
export function permissionsFor(viewer: User | null, campaign: CampaignDetail): Permissions {
  const staff = isStaff(viewer) || campaign.access === 'staff';
  if (campaign.access === 'owner' || campaign.access === 'shared' || campaign.access === 'staff') {
    const owner = campaign.access === 'owner';
    return { staff, owner, comment: owner || campaign.access === 'shared' };
  }
  const ownerId = ownerIdOf(campaign);
  const shared = viewer ? campaign._users.some((u) => u._id === viewer._id) : false;
  if (viewer && ownerId) {
    const target = { ownerId, sharedWithCaller: shared };
    return { staff, owner: campaignAccess(viewer, target, 'manage') === 'allow', comment: campaignAccess(viewer, target, 'comment') === 'allow' };
  }
  const owner = ownerId ? false : !shared;
  return { staff, owner, comment: owner || shared };
}

type PanelProps = { campaign: CampaignDetail; update: CampaignUpdate; can: Permissions };

/** The campaign's sections in tab order: the id (`?tab=`), the tab's label and what its panel shows. */
const SECTIONS: readonly (TabItem & { panel: (props: PanelProps) => ReactNode })[] = [
  {
    id: 'plans', label: 'Plans',
    panel: ({ campaign, update, can }) => <PlansSection campaign={campaign} update={update} staff={can.staff} canApprove={can.owner} canComment={can.comment} />,
  },
  {
    id: 'media', label: 'Media options',
    panel: ({ campaign, update, can }) => <MediaOptionsSection campaign={campaign} update={update} staff={can.staff} canRemove={can.owner && isEditableStatus(campaign.status)} />,
  },
  { id: 'bookings', label: 'Bookings', panel: ({ campaign, can }) => <LazyBookings campaign={campaign} canAct={can.owner || can.staff} /> },
  { id: 'invoices', label: 'Invoices', panel: ({ campaign, can }) => <LazyInvoices campaign={campaign} canIssue={can.owner || can.staff} isOwner={can.owner} /> },
  { id: 'delivery', label: 'Proof & delivery', panel: ({ campaign, can }) => <LazyDelivery campaign={campaign} canAnswer={can.owner} /> },
  { id: 'payments', label: 'Payments', panel: ({ campaign, update, can }) => <PaymentsSection campaign={campaign} update={update} canPay={can.owner} /> },
  { id: 'sharing', label: 'Sharing', panel: ({ campaign, update, can }) => <SharingSection campaign={campaign} update={update} isOwner={can.owner} /> },
  { id: 'brief', label: 'Brief', panel: ({ campaign, update, can }) => <BriefSection campaign={campaign} update={update} canEdit={can.owner} /> },
  {
    id: 'creatives', label: 'Creatives & uploads',
    panel: ({ campaign, update, can }) => (
      <>
        <CreativesSection campaign={campaign} update={update} canAdd={can.owner || can.staff} />
        <UploadsSection campaign={campaign} update={update} canDelete={can.owner || can.staff} staff={can.staff} />
      </>
    ),
  },
  { id: 'versions', label: 'Versions', panel: ({ campaign, update, can }) => <VersionsSection campaign={campaign} update={update} canSave={can.owner} /> },
  { id: 'reports', label: 'Reports', panel: ({ campaign }) => <LazyReports campaign={campaign} /> },
  { id: 'flowchart', label: 'Flowchart', panel: ({ campaign }) => <LazyFlowchart campaign={campaign} /> },
];

/** The tabs of the campaign's sections. */
export const CAMPAIGN_TABS: readonly TabItem[] = SECTIONS.map(({ id, label }) => ({ id, label }));

/** The panel of the selected tab (Plans when the tab is unknown). */
function TabPanel({ tab, ...props }: PanelProps & { tab: string }) {
  const section = SECTIONS.find((s) => s.id === tab) ?? SECTIONS[0]!;
  return <>{section.panel(props)}</>;
}

/** `/dashboard/:campaignId`: one campaign, where it stands, and everything done with it (signed in: the route's access level). */
export function CampaignDetailPage() {
  const { campaignId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { result, retry, update } = useCampaign(campaignId);
  const viewer = useViewer();
  // Back to the list it was opened from: staff's all-campaigns view keeps its scope.
  const fromAll = (useLocation().state as { listScope?: string } | null)?.listScope === 'all';
  const backTo = fromAll ? '/dashboard?scope=all' : '/dashboard';
  const notFound = result.status === 'error' && result.error.status === 404;
  useDocumentTitle(result.status === 'success' ? result.data.name : notFound ? 'Campaign not found' : undefined, 'Your campaign: its plan, execution, payments and reports.');

  const requested = params.get('tab');
  const tab = CAMPAIGN_TABS.some((t) => t.id === requested) ? requested! : 'plans';
  const selectTab = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  return (
    <Page>
      <Back>
        <TextLink to={backTo}>← All campaigns</TextLink>
      </Back>
      {result.status === 'loading' || result.status === 'idle' ? (
        <div aria-busy="true">
          <LoadingState label="Loading the campaign…" />
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
        <Loaded campaign={result.data} update={update} viewer={viewer} tab={tab} onTab={selectTab} />
      )}
    </Page>
  );
}

function Loaded({
  campaign,
  update,
  viewer,
  tab,
  onTab,
}: {
  campaign: CampaignDetail;
  update: CampaignUpdate;
  viewer: User | null;
  tab: string;
  onTab: (id: string) => void;
}) {
  const can = permissionsFor(viewer, campaign);
  return (
    <>
      <CampaignHeader campaign={campaign} update={update} staff={can.staff} isOwner={can.owner} />
      <Progress aria-labelledby="campaign-progress-title">
        <SectionTitle id="campaign-progress-title">Progress</SectionTitle>
        <ProgressStepper steps={campaignSteps(campaign)} />
      </Progress>
      <CampaignFacts campaign={campaign} update={update} staff={can.staff} />
      <Tabs label="Campaign sections" tabs={CAMPAIGN_TABS} selected={tab} onSelect={onTab}>
        <TabPanel tab={tab} campaign={campaign} update={update} can={can} />
      </Tabs>
    </>
  );
}
