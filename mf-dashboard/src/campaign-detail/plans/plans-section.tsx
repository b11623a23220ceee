import { ownerIdOf, type CampaignDetail } from '../../api/campaigns.api';
import { useViewer } from '../../app/use-viewer';
import { Button, Card, SectionTitle } from '../../ui/primitives';
import { EmptyState } from 'shared-ui/states';
import type { CampaignUpdate } from '../use-campaign';
import { PlanDialogs } from './plan-dialogs';
import { planVersionOf } from './plan-figures';
import { Head, PlanVersionList } from './plan-versions';
import { useFreshPlans } from './use-fresh-plans';
import { usePlanActions } from './use-plan-actions';


/**
 * The plan versions shared with the client, newest first. The newest unapproved one can be
 * approved or sent back with a comment; staff share a new version from the current options.
 */
export function PlansSection({
  campaign,
  update,
  staff,
  canApprove,
  canComment,
}: {
  campaign: CampaignDetail;
  update: CampaignUpdate;
  staff: boolean;
  /** The owner approves (campaign-access `manage`). */
  canApprove: boolean;
  /** The owner and the people it is shared with request changes (`comment`). */
  canComment: boolean;
}) {
  const viewer = useViewer();
  const fresh = useFreshPlans(campaign, update);
  const actions = usePlanActions(campaign, update);

  const plans = campaign.plans.map((plan, index) => ({ plan, version: planVersionOf(plan, index) }));
  const who = { viewerId: viewer?._id ?? null, ownerId: ownerIdOf(campaign), access: campaign.access, users: campaign._users };
  const newestFirst = [...plans].reverse();
  const actionable = newestFirst[0] && !newestFirst[0].plan.approved ? newestFirst[0].plan._id : null;

  return (
    <Card aria-labelledby="plans-title">
      <Head>
        <SectionTitle id="plans-title" style={{ margin: 0, flex: 1 }}>
          Plans
        </SectionTitle>
        {staff ? (
          <Button type="button" $variant="secondary" onClick={actions.openShare}>
            Share a new plan version
          </Button>
        ) : null}
      </Head>
      {plans.length === 0 ? (
        <EmptyState>No plan has been shared yet. Our team shares each version of the plan here for your approval.</EmptyState>
      ) : (
        <PlanVersionList
          versions={newestFirst}
          actionable={actionable}
          who={who}
          canApprove={canApprove}
          canComment={canComment}
          fresh={fresh}
          actions={actions}
        />
      )}
      <PlanDialogs actions={actions} nextVersion={plans.length + 1} />
    </Card>
  );
}
