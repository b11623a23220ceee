import { campaignTotal, type CampaignDetail } from '../../api/campaigns.api';
import { formatRupees } from '../../app/format';
import { ActionError } from '../../ui/dialog';
import { SectionTitle, TotalsList } from '../../ui/primitives';
import { EmptyState } from 'shared-ui/states';
import type { CampaignUpdate } from '../use-campaign';
import { num } from './media-option-figures';
import { MediaOptionDialogs } from './media-option-dialogs';
import { OptionCard } from './option-card';
import { BulkRateRequest, OptionRateRequest } from './rate-request';
import { useMediaOptionActions } from './use-media-option-actions';
import { useLineDelivery } from './use-line-delivery';

/** The options' subtotal, GST and total: the server's totals (sumTotals of the options) when it sent them, else the document's figures. */
function OptionTotals({ campaign }: { campaign: CampaignDetail }) {
  const total = campaignTotal(campaign);
  const t = campaign.totals;
  const subTotal = num(t?.subTotal) ?? num(t?.receivable) ?? num(campaign.receivable);
  const tax = num(t?.serviceTax) ?? num(t?.taxReceivable) ?? num(campaign.taxReceivable);
  return (
    <TotalsList aria-label="Media option totals">
      {subTotal !== undefined ? (
        <>
          <dt>Subtotal</dt>
          <dd>{formatRupees(subTotal)}</dd>
        </>
      ) : null}
      {tax !== undefined ? (
        <>
          <dt>GST</dt>
          <dd>{formatRupees(tax)}</dd>
        </>
      ) : null}
      <dt>Total</dt>
      <dd>{total === undefined ? '—' : formatRupees(total)}</dd>
    </TotalsList>
  );
}

/** The campaign's priced media options with their schedules; removal asks first. */
export function MediaOptionsSection({
  campaign,
  update,
  staff,
  canRemove,
}: {
  campaign: CampaignDetail;
  update: CampaignUpdate;
  staff: boolean;
  canRemove: boolean;
}) {
  const actions = useMediaOptionActions(campaign, update);
  const delivery = useLineDelivery(campaign._id);

  return (
    <section aria-labelledby="media-options-title">
      <SectionTitle id="media-options-title">Media options</SectionTitle>
      {campaign.mediaOptions.length === 0 ? (
        <EmptyState>This campaign has no media options.</EmptyState>
      ) : (
        <>
          {campaign.mediaOptions.map((option) => (
            <OptionCard
              key={option._id}
              option={option}
              staff={staff}
              onDelete={canRemove ? () => actions.askRemove(option) : undefined}
              onEditDocs={(index) => actions.openDocs({ option, index })}
              onAddProof={(index) => actions.openProof({ option, index })}
              onDownloadProof={(uploadId, name) => void actions.download.run(uploadId, name)}
              delivery={delivery.get(option._id)}
              request={<OptionRateRequest campaign={campaign} option={option} staff={staff} update={update} />}
            />
          ))}
          <ActionError error={actions.download.error} />
          <BulkRateRequest campaign={campaign} staff={staff} update={update} />
          <OptionTotals campaign={campaign} />
        </>
      )}
      <MediaOptionDialogs actions={actions} />
    </section>
  );
}
