import { useState, type FormEvent } from 'react';
import { Field, Input } from 'shared-ui/forms';
import { saveCampaignVersion } from '../../api/campaign-extras.api';
import type { CampaignDetail } from '../../api/campaigns.api';
import { formatDate, formatRupees } from '../../app/format';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { ActionError } from '../../ui/dialog';
import { Button, Card, Muted, SectionTitle } from '../../ui/primitives';
import type { CampaignUpdate } from '../use-campaign';

/** Saved versions of the media plan (SPEC.md 3.11), newest first; the owner saves the plan as it is now. */
export function VersionsSection({ campaign, update, canSave }: { campaign: CampaignDetail; update: CampaignUpdate; canSave: boolean }) {
  const { campaignApi } = useDashboardServices();
  const [note, setNote] = useState('');
  const save = useAction(() => saveCampaignVersion(campaignApi, campaign._id, note.trim() || undefined), {
    success: 'Version saved', failure: 'Could not save this version',
  });
  const versions = [...(campaign.versions ?? [])].reverse();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await save.run();
    if (saved) {
      update(() => saved);
      setNote('');
    }
  };
  return (
    <Card aria-labelledby="versions-title">
      <SectionTitle id="versions-title">Saved versions of the media plan</SectionTitle>
      {versions.length === 0 ? (
        <Muted>No version saved yet.</Muted>
      ) : (
        <ul aria-label="Saved versions">
          {versions.map((v) => (
            <li key={v._id}>
              {formatDate(v.createdAt)}: {v.count} media option{v.count === 1 ? '' : 's'}, {formatRupees(v.totalPrice)}
              {v.note ? ` · ${v.note}` : ''}
            </li>
          ))}
        </ul>
      )}
      {canSave ? (
        <form onSubmit={(e) => void onSubmit(e)} aria-label="Save a version">
          <Field id="version-note" label="Note (optional)" hint="What this version is, e.g. before the festive push">
            <Input value={note} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <Button type="submit" disabled={save.pending || campaign.mediaOptions.length === 0}>
            Save this version
          </Button>
          <ActionError error={save.error} />
        </form>
      ) : null}
    </Card>
  );
}
