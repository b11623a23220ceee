import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TMA_EXPLAINED } from 'shared-domain/campaign';
import { Field, Input } from 'shared-ui/forms';
import { Facts } from 'shared-ui/states';
import { setCampaignEstimate } from '../../api/campaign-extras.api';
import type { CampaignDetail } from '../../api/campaigns.api';
import { formatDate, formatRupees, todayIso } from '../../app/format';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { ActionError } from '../../ui/dialog';
import { Button, Card, Muted, SectionTitle } from '../../ui/primitives';
import type { CampaignUpdate } from '../use-campaign';


const EstimateForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0 12px;
  align-items: flex-end;
`;

/** Staff set the estimate: an amount, or left empty to take the latest plan's total. */
function EstimateEditor({ campaign, update }: { campaign: CampaignDetail; update: CampaignUpdate }) {
  const { campaignApi } = useDashboardServices();
  const [amount, setAmount] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const save = useAction(
    () => setCampaignEstimate(campaignApi, campaign._id, { ...(amount.trim() ? { amount: Number(amount.replace(/,/g, '')) } : {}), validUntil }),
    { success: 'Estimate saved', failure: 'Could not save the estimate' },
  );
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await save.run();
    if (saved) update(() => saved);
  };
  return (
    <EstimateForm onSubmit={(e) => void onSubmit(e)} aria-label="Set the estimate">
      <Field id="estimate-amount" label="Estimate (₹)" hint="Leave empty to use the latest plan's total">
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Field id="estimate-valid-until" label="Valid until">
        <Input type="date" min={todayIso()} value={validUntil} onChange={(e) => setValidUntil(e.target.value)} required />
      </Field>
      <Button type="submit" disabled={save.pending || !validUntil}>
        Save estimate
      </Button>
      <ActionError error={save.error} />
    </EstimateForm>
  );
}

/**
 * The campaign's own facts (SPEC.md 3.11): its client, whether a callback was requested and
 * whether TMA runs it, and the estimate; staff set the estimate here.
 */
export function CampaignFacts({ campaign, update, staff }: { campaign: CampaignDetail; update: CampaignUpdate; staff: boolean }) {
  const { estimate } = campaign;
  return (
    <Card aria-labelledby="campaign-facts-title">
      <SectionTitle id="campaign-facts-title">About this campaign</SectionTitle>
      <Facts>
        <dt>Client</dt>
        <dd>{campaign.client || 'None given'}</dd>
        <dt>Callback</dt>
        <dd>{campaign.requestCallback ? 'Requested: our team will call you' : 'Not requested'}</dd>
        <dt>Execution</dt>
        <dd>{campaign.executeWithTma ? `With TMA. ${TMA_EXPLAINED}` : 'Not with TMA'}</dd>
        <dt>Estimate</dt>
        <dd>
          {estimate ? (
            <>
              <strong>{formatRupees(estimate.amount)}</strong>, valid until {formatDate(estimate.validUntil)}
              {estimate.source === 'plan' ? ' (the total of the latest plan)' : ''}
              {estimate.note ? <Muted style={{ margin: 0 }}>{estimate.note}</Muted> : null}
            </>
          ) : (
            'Our team has not given an estimate yet'
          )}
        </dd>
      </Facts>
      {staff ? <EstimateEditor campaign={campaign} update={update} /> : null}
    </Card>
  );
}
