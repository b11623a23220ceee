import { useEffect, useRef, useState } from 'react';
import { CAMPAIGN_NAME_MAX, checkCampaignName } from 'shared-domain/campaign';
import { useSiteName } from 'shared-ui';
import { Field, Input } from 'shared-ui/forms';
import { normalizeCampaign, renameCampaign, type CampaignDetail } from '../api/campaigns.api';
import { useAction } from '../app/use-action';
import { useDashboardServices } from '../app/dashboard-services';
import { FormDialog } from '../ui/dialog';
import type { CampaignUpdate } from './use-campaign';
import { actionDialogProps } from './action-dialog';

/**
 * The rename dialog: the current name selected in the field, Enter saves, Escape or Cancel
 * closes (focus goes back to Rename), a refusal is said in the dialog and focus returns to
 * the field so it can be fixed. An unchanged name closes without a request.
 */
export function RenameDialog({ campaign, update, onClose }: { campaign: CampaignDetail; update: CampaignUpdate; onClose: () => void }) {
  const { campaignApi } = useDashboardServices();
  const siteName = useSiteName();
  const [name, setName] = useState(campaign.name);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const rename = useAction((next: string) => renameCampaign(campaignApi, campaign._id, next), {
    success: (c) => `Campaign renamed to ${c.name}`,
    failure: 'Could not rename the campaign',
    messages: { 403: `Only the owner or ${siteName} staff can rename this campaign.` },
  });
  // After the dialog has moved focus into the field: select the name, ready to type over.
  useEffect(() => field.current?.select(), []);

  return (
    <FormDialog
      title="Rename campaign"
      submitLabel="Save name"
      pendingLabel="Saving…"
      {...actionDialogProps(rename, onClose)}
      onSubmit={async () => {
        const checked = checkCampaignName(name);
        if (!checked.ok) {
          setProblem(checked.message);
          field.current?.focus();
          return;
        }
        if (checked.name === campaign.name) {
          onClose();
          return;
        }
        const answer = await rename.run(checked.name);
        if (!answer) {
          field.current?.focus();
          return;
        }
        update((c) => normalizeCampaign({ ...c, ...answer }));
        onClose();
      }}
    >
      <Field label="Campaign name" hint={`Up to ${CAMPAIGN_NAME_MAX} characters, e.g. Diwali print push – Mumbai`} error={problem}>
        <Input
          ref={field}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setProblem(null);
            if (rename.error) rename.reset();
          }}
          autoComplete="off"
          data-autofocus
        />
      </Field>
    </FormDialog>
  );
}
