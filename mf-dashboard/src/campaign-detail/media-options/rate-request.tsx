/**
 * A rate or discount the buyer asked for in the bag (issue 32), on the saved campaign. It is
 * not in the option's price: the buyer sees it as requested (or refused, with staff's
 * reason); staff accept it (the option is priced again and the campaign's amounts follow) or
 * refuse it.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { describeRateRequest, formatDiscount, REFUSAL_REASON_MAX } from 'shared-domain/pricing';
import { color } from 'shared-ui';
import { Field, Input } from 'shared-ui/forms';
import { acceptBulkRequest, acceptRateRequest, refuseBulkRequest, refuseRateRequest } from '../../api/media-options.api';
import type { CampaignDetail, CampaignMediaOption } from '../../api/campaigns.api';
import { useDashboardServices } from '../../app/dashboard-services';
import { useAction } from '../../app/use-action';
import { ActionError } from '../../ui/dialog';
import { Actions, Button } from '../../ui/primitives';
import type { CampaignUpdate } from '../use-campaign';

const Box = styled.div`
  margin: 12px 0 0; padding: 10px 12px; border-radius: 8px; background: ${color.warningSurface}; color: ${color.ink};
  p { margin: 0 0 6px; }
`;
const Refused = styled.p`margin: 12px 0 0; color: ${color.ink};`;

/** The requested terms of the option, what became of an earlier request, and (staff) the decision. */
export function OptionRateRequest({ campaign, option, staff, update }: {
  campaign: Pick<CampaignDetail, '_id'>;
  option: CampaignMediaOption;
  staff: boolean;
  update: CampaignUpdate;
}) {
  const asked = describeRateRequest(option);
  const refused = option.refusedRequest;
  const refusedText = refused ? describeRateRequest(refused) : null;
  if (!asked) {
    return refusedText ? (
      <Refused role="note">The request for {refusedText} was refused{refused?.reason ? `: ${refused.reason}` : ''}.</Refused>
    ) : null;
  }
  return (
    <Box data-testid="rate-request">
      <p><strong>Requested {asked}</strong>{staff ? ' by the buyer' : ' · awaits approval'}. It is not in this option&apos;s price or the campaign&apos;s total.</p>
      {staff ? (
        <Decision
          asked={asked} update={update}
          onAccept={(api) => acceptRateRequest(api, campaign._id, option._id)}
          onRefuse={(api, reason) => refuseRateRequest(api, campaign._id, option._id, reason)}
        />
      ) : null}
    </Box>
  );
}

/** The bulk discount the buyer asked for on the whole campaign, what became of an earlier one, and (staff) the decision. */
export function BulkRateRequest({ campaign, staff, update }: {
  campaign: Pick<CampaignDetail, '_id' | 'requestedDiscountOnTotal' | 'refusedDiscountOnTotal'>;
  staff: boolean;
  update: CampaignUpdate;
}) {
  const requested = campaign.requestedDiscountOnTotal;
  const refused = campaign.refusedDiscountOnTotal;
  if (requested === undefined || requested === null) {
    return refused ? (
      <Refused role="note">
        The request for a {formatDiscount(refused.requestedDiscountOnTotal)} bulk discount was refused{refused.reason ? `: ${refused.reason}` : ''}.
      </Refused>
    ) : null;
  }
  const asked = `${formatDiscount(requested)} bulk discount`;
  return (
    <Box data-testid="bulk-rate-request">
      <p><strong>Requested {asked}</strong>{staff ? ' by the buyer' : ' · awaits approval'}. It is not in the campaign&apos;s total.</p>
      {staff ? (
        <Decision
          asked={asked} update={update}
          onAccept={(api) => acceptBulkRequest(api, campaign._id)}
          onRefuse={(api, reason) => refuseBulkRequest(api, campaign._id, reason)}
        />
      ) : null}
    </Box>
  );
}

type CampaignApi = ReturnType<typeof useDashboardServices>['campaignApi'];

/** Staff: accept, or refuse with an optional reason. */
function Decision({ asked, update, onAccept, onRefuse }: {
  asked: string;
  update: CampaignUpdate;
  onAccept: (api: CampaignApi) => Promise<CampaignDetail>;
  onRefuse: (api: CampaignApi, reason: string) => Promise<CampaignDetail>;
}) {
  const { campaignApi } = useDashboardServices();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const messages = { 403: 'Only staff can accept or refuse a requested rate.' };
  const accept = useAction(() => onAccept(campaignApi), {
    success: `Accepted ${asked}; the price is updated`, failure: 'Could not accept the request', messages,
  });
  const refuse = useAction(() => onRefuse(campaignApi, reason), {
    success: 'Request refused', failure: 'Could not refuse the request', messages,
  });
  const busy = accept.pending || refuse.pending;
  const decided = (answer: CampaignDetail | undefined) => {
    if (answer) update((c) => ({ ...c, ...answer, uploads: answer.uploads ?? c.uploads }));
  };
  // `asked` names what is decided, so each of several requests' buttons says which it is.
  return (
    <>
      <Field id={reasonId} label="Reason if you refuse (optional, shown to the buyer)">
        <Input value={reason} maxLength={REFUSAL_REASON_MAX} onChange={(e) => setReason(e.target.value)} autoComplete="off" />
      </Field>
      <Actions>
        <Button type="button" $variant="primary" disabled={busy} aria-busy={accept.pending} onClick={async () => decided(await accept.run())}>
          {accept.pending ? 'Accepting…' : `Accept ${asked}`}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} aria-busy={refuse.pending} onClick={async () => decided(await refuse.run())}>
          {refuse.pending ? 'Refusing…' : `Refuse ${asked}`}
        </Button>
      </Actions>
      <ActionError error={accept.error ?? refuse.error} />
    </>
  );
}
