import { useState, type FormEvent } from 'react';
import { addCampaignCreative } from '../../api/campaign-extras.api';
import type { CampaignDetail } from '../../api/campaigns.api';
import { formatDate } from '../../app/format';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { ActionError } from '../../ui/dialog';
import { Button, Card, Muted, SectionTitle } from '../../ui/primitives';
import { Field, FieldRow, Input, Select } from 'shared-ui/forms';
import type { CampaignUpdate } from '../use-campaign';

/** The media option a creative is for, by name when the campaign holds it. */
function optionName(campaign: CampaignDetail, id: string | undefined): string {
  if (!id) return 'The whole campaign';
  const option = campaign.mediaOptions.find((o) => o._id === id) as { name?: string; _id: string } | undefined;
  return option?.name ?? 'A media option no longer in the campaign';
}

/** Adds a creative by link, for the whole campaign or one of its options (owner or staff). */
function AddCreative({ campaign, update }: { campaign: CampaignDetail; update: CampaignUpdate }) {
  const { campaignApi } = useDashboardServices();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [optionId, setOptionId] = useState('');
  const add = useAction(
    () => addCampaignCreative(campaignApi, campaign._id, { name, url, ...(optionId ? { mediaOptionId: optionId } : {}) }),
    { success: 'Creative added', failure: 'Could not add the creative' },
  );
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await add.run();
    if (saved) {
      update(() => saved);
      setName('');
      setUrl('');
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label="Add a creative">
      <FieldRow>
        <Field id="creative-name" label="Creative name">
          <Input value={name} onChange={(e) => setName(e.target.value)} required />
        </Field>
        <Field id="creative-url" label="Link" hint="Where the artwork, video or copy is, starting with https://">
          <Input type="url" value={url} onChange={(e) => setUrl(e.target.value)} required />
        </Field>
      </FieldRow>
      <Field id="creative-option" label="For">
        <Select value={optionId} onChange={(e) => setOptionId(e.target.value)}>
          <option value="">The whole campaign</option>
          {campaign.mediaOptions.map((o) => (
            <option key={o._id} value={o._id}>
              {(o as { name?: string }).name ?? o._id}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" disabled={add.pending}>
        Add creative
      </Button>
      <ActionError error={add.error} />
    </form>
  );
}

/** The campaign's creatives (SPEC.md 3.11): links and files, each for the campaign or one option. */
export function CreativesSection({ campaign, update, canAdd }: { campaign: CampaignDetail; update: CampaignUpdate; canAdd: boolean }) {
  const creatives = campaign.creatives ?? [];
  const fileName = (id: string) => (campaign.uploads ?? []).find((u) => u._id === id)?.name ?? 'A file of this campaign';
  return (
    <Card aria-labelledby="creatives-title">
      <SectionTitle id="creatives-title">Creatives</SectionTitle>
      {creatives.length === 0 ? (
        <Muted>No creatives yet.</Muted>
      ) : (
        <ul aria-label="Creatives">
          {creatives.map((c) => (
            <li key={c._id}>
              <strong>{c.name}</strong>: {c.url ? <a href={c.url} target="_blank" rel="noreferrer noopener">{c.url}</a> : fileName(c.fileId ?? '')} · {optionName(campaign, c.mediaOptionId)} · added{' '}
              {formatDate(c.createdAt)}
            </li>
          ))}
        </ul>
      )}
      {canAdd ? <AddCreative campaign={campaign} update={update} /> : null}
    </Card>
  );
}
