import styled from 'styled-components';
import { color } from 'shared-ui';
import type { PlanView } from '../../api/campaigns.api';
import { formatDate, formatRupees } from '../../app/format';
import { Badge } from '../../ui/badge';
import { Actions, Button, Card, Muted, SubTitle } from '../../ui/primitives';
import { changeRequestLabel, type ChangeRequestContext } from './plan-figures';
import { PlanOptions } from './plan-options';
import type { PlanActions } from './use-plan-actions';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Note = styled.p`
  margin: 8px 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  span {
    color: ${color.muted};
    font-weight: 600;
  }
`;

/** A title row: the title, then badges and figures wrapping beside it. */
export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 4px;
`;

/** `reviewer`: the viewer is the one asked to review it (the owner or someone it is shared with). */
function PlanState({ plan, reviewer }: { plan: PlanView; reviewer: boolean }) {
  if (plan.approved) return <Badge $tone="success">Approved</Badge>;
  if (plan.comment) return <Badge $tone="warning">Changes requested</Badge>;
  return <Badge>{reviewer ? 'Awaiting your review' : 'Awaiting the client’s review'}</Badge>;
}

/** A labelled note of the plan (the team's note, the change request, the remarks), when it has one. */
function PlanNote({ label, text }: { label: string; text?: string | null }) {
  if (!text) return null;
  return (
    <Note>
      <span>{label}: </span>
      {text}
    </Note>
  );
}

export type VersionListProps = {
  /** The versions, newest first. */
  versions: { plan: PlanView; version: number }[];
  /** The id of the version the client acts on (the newest, unless approved). */
  actionable: string | null;
  who: ChangeRequestContext;
  canApprove: boolean;
  canComment: boolean;
  /** Whether the plans are being read again after a change of the options, or that read failed. */
  fresh: { refreshing: boolean; failed: boolean };
  actions: PlanActions;
};

/** The plan versions, each with its state, notes and options; the actionable one with Approve and Request changes. */
export function PlanVersionList({ versions, actionable, who, canApprove, canComment, fresh, actions }: VersionListProps) {
  return (
    <List aria-label="Plan versions">
      {versions.map(({ plan, version }) => (
        <li key={plan._id}>
          <Card as="article" aria-label={`Version ${version}`} style={{ marginBottom: 12 }}>
            <Head>
              <SubTitle style={{ margin: 0 }}>Version {version}</SubTitle>
              <PlanState plan={plan} reviewer={canComment || canApprove} />
              {plan.createdAt ? <Muted style={{ margin: 0 }}>Shared {formatDate(plan.createdAt)}</Muted> : null}
              {plan.updatedAt && plan.updatedAt !== plan.createdAt ? <Muted style={{ margin: 0 }}>Updated {formatDate(plan.updatedAt)}</Muted> : null}
              {typeof plan.totals?.totalPrice === 'number' ? <strong>{formatRupees(plan.totals.totalPrice)}</strong> : null}
            </Head>
            {plan.name ? <div>{plan.name}</div> : null}
            {plan.brand ? <div>For {plan.brand.name}{plan.brand.industry ? ` (${plan.brand.industry})` : ''}</div> : null}
            <PlanNote label="From our team" text={plan.note} />
            {plan.comment ? <PlanNote label={changeRequestLabel(plan, who)} text={plan.comment} /> : null}
            <PlanNote label="Remarks" text={plan.remarks} />
            <PlanOptions plan={plan} version={version} open={plan._id === actionable} />
            {plan._id === actionable && fresh.failed ? (
              <Note role="alert">Could not load this version after your change to the media options. Reload the page before approving.</Note>
            ) : null}
            {plan._id === actionable && (canApprove || canComment) ? (
              <Actions style={{ marginTop: 12 }}>
                {canApprove ? (
                  <Button type="button" disabled={fresh.refreshing} onClick={() => actions.openApprove(plan, version)}>
                    Approve version {version}
                  </Button>
                ) : null}
                {canComment ? (
                  <Button type="button" $variant="secondary" onClick={() => actions.openChanges(plan, version)}>
                    Request changes
                  </Button>
                ) : null}
              </Actions>
            ) : null}
          </Card>
        </li>
      ))}
    </List>
  );
}
