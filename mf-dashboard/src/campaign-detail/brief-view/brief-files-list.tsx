import type { CampaignDetail } from '../../api/campaigns.api';
import { downloadUpload } from '../../api/uploads.api';
import { saveBlob } from 'shared-ui/download';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { ActionError } from '../../ui/dialog';
import { Button, SubTitle } from '../../ui/primitives';
import { RowList } from '../../ui/row-list';

type BriefFile = { _id: string; name: string };

/**
 * The brief's files with their names from the campaign's `uploads`: `brief.files` when the
 * campaign has a brief; without one (the server then sends no `brief.files`), the uploads of kind 'brief'.
 */
export function briefFilesOf(campaign: Pick<CampaignDetail, 'brief' | 'uploads'>): BriefFile[] {
  const uploads = campaign.uploads ?? [];
  if (!campaign.brief) return uploads.filter((u) => u.kind === 'brief').map((u) => ({ _id: u._id, name: u.name }));
  const names = new Map(uploads.map((u) => [u._id, u.name]));
  return (campaign.brief.files ?? []).map((f) => ({ _id: f._id, name: names.get(f._id) ?? 'Brief file' }));
}

/** The brief's files, each to download; nothing when it has none. */
export function BriefFilesList({ campaign }: { campaign: CampaignDetail }) {
  const { campaignApi } = useDashboardServices();
  const download = useAction(
    async (file: BriefFile) => {
      saveBlob(await downloadUpload(campaignApi, campaign._id, file._id), file.name);
      return true;
    },
    { failure: 'Could not download the file', messages: { 404: 'The file is no longer on the server.' } },
  );
  const files = briefFilesOf(campaign);
  if (!files.length) return null;
  return (
    <>
      <SubTitle>Brief files</SubTitle>
      <RowList aria-label="Brief files">
        {files.map((f) => (
          <li key={f._id}>
            <span>{f.name}</span>
            <Button type="button" $variant="secondary" disabled={download.pending} onClick={() => void download.run(f)} aria-label={`Download ${f.name}`}>
              Download
            </Button>
          </li>
        ))}
      </RowList>
      <ActionError error={download.error} />
    </>
  );
}
