import { useState } from 'react';
import type { Brief } from 'shared-domain';
import type { BriefErrors } from 'shared-domain/campaign';
import type { CampaignDetail } from '../../api/campaigns.api';
import { saveCampaignBrief } from '../../api/campaign-brief.api';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { todayIso } from '../../app/format';
import { ActionError } from '../../ui/dialog';
import { Button, Card, Muted, SectionTitle } from '../../ui/primitives';
import type { CampaignUpdate } from '../use-campaign';
import { BriefEditForm } from './brief-edit-form';
import { BriefFacts } from './brief-facts';
import { BriefFilesList } from './brief-files-list';
import { checkDraft, draftFrom, earliestStart, type BriefDraft } from './brief-draft';

/** The campaign's brief: read, and (for the owner) edited in place and saved with PUT …/brief. */
export function BriefSection({ campaign, update, canEdit }: { campaign: CampaignDetail; update: CampaignUpdate; canEdit: boolean }) {
  const { campaignApi } = useDashboardServices();
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<BriefErrors>({});
  // Grows with each refused save, so the list of problems takes focus every time.
  const [refused, setRefused] = useState(0);
  const save = useAction((brief: Brief) => saveCampaignBrief(campaignApi, campaign._id, brief), {
    success: 'Brief saved',
    failure: 'Could not save the brief',
    messages: { 403: 'Only the campaign’s owner can edit the brief.' },
  });

  const submit = async (draft: BriefDraft) => {
    const { errors: found, brief } = checkDraft(draft, campaign.brief, todayIso());
    setErrors(found);
    if (Object.keys(found).length) {
      setRefused((n) => n + 1);
      return;
    }
    const answer = await save.run(brief);
    if (!answer) return;
    update((c) => ({ ...c, ...answer, brief: answer.brief ?? brief, plans: answer.plans.length ? answer.plans : c.plans, mediaOptions: answer.mediaOptions.length ? answer.mediaOptions : c.mediaOptions }));
    setEditing(false);
  };
  const close = () => {
    setEditing(false);
    setErrors({});
  };

  return (
    <Card aria-labelledby="brief-title">
      <SectionTitle id="brief-title">Brief</SectionTitle>
      {editing ? (
        <BriefEditForm
          initial={draftFrom(campaign.brief, todayIso())}
          earliestStart={earliestStart(campaign.brief, todayIso())}
          pending={save.pending}
          errors={errors}
          attempt={refused}
          onSubmit={(d) => void submit(d)}
          onCancel={close}
        >
          <ActionError error={save.error} />
        </BriefEditForm>
      ) : (
        <>
          {campaign.brief ? <BriefFacts brief={campaign.brief} /> : <Muted>No brief yet. A brief tells our planners about your brand, audience and goals.</Muted>}
          <BriefFilesList campaign={campaign} />
          {canEdit ? (
            <Button
              type="button"
              $variant={campaign.brief ? 'secondary' : 'primary'}
              onClick={() => {
                save.reset();
                setErrors({});
                setEditing(true);
              }}
            >
              {campaign.brief ? 'Edit brief' : 'Add a brief'}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
