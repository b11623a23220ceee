import type { CampaignDetail } from '../../api/campaigns.api';
import { errorText } from '../../app/error-text';
import { formatBytes } from '../../app/format';
import type { CampaignUpdate } from '../use-campaign';
import { ConfirmAction } from '../../ui/confirm-action';
import { ActionError } from '../../ui/dialog';
import { Card, Muted, SectionTitle } from '../../ui/primitives';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { UploadPicker } from './upload-picker';
import { UploadsTable } from './uploads-table';
import { useUploads } from './use-uploads';

/**
 * Creatives and other files of the campaign: pick files (checked against the server's
 * limits first), watch each upload's progress, download and delete.
 */
export function UploadsSection(props: {
  campaign: CampaignDetail;
  /** Keeps the campaign's `uploads` and `brief.files` (what the Brief tab lists) in step. */
  update?: CampaignUpdate;
  canDelete: boolean;
  staff: boolean;
}) {
  const files = useUploads(props);
  const { loaded, limits, deleting } = files;

  return (
    <Card aria-labelledby="uploads-title">
      <SectionTitle id="uploads-title">Creatives &amp; uploads</SectionTitle>
      <Muted>
        Upload your creatives (artwork, videos, scripts) and other files for this campaign.
        {limits ? ` Files up to ${formatBytes(limits.maxBytes)}: ${limits.extensions.map((e) => e.toUpperCase()).join(', ')}.` : ''}
      </Muted>
      <UploadPicker
        kind={files.kind}
        onKind={files.setKind}
        staff={props.staff}
        limits={limits}
        disabled={loaded.status !== 'success'}
        onFiles={(chosen) => void files.send(chosen)}
        problems={files.problems}
        sending={files.sending}
      />

      {loaded.status === 'loading' ? (
        <div aria-busy="true">
          <LoadingState label="Loading files…" />
          <SkeletonBlock $height={48} aria-hidden="true" />
        </div>
      ) : loaded.status === 'error' ? (
        <ErrorState title="Could not load the files" message={errorText(loaded.error)} onRetry={files.retry} />
      ) : loaded.status === 'success' && files.uploads.length === 0 ? (
        <EmptyState>No files yet.</EmptyState>
      ) : (
        <UploadsTable
          uploads={files.uploads}
          recordedProofs={files.recordedProofs}
          mayDelete={files.mayDelete}
          downloading={files.download.pending}
          onDownload={(u) => void files.download.run(u)}
          onDelete={files.askDelete}
        />
      )}
      <ActionError error={files.download.error} />

      {deleting ? (
        <ConfirmAction
          danger
          title="Delete file"
          message={`Delete ${deleting.name}? This cannot be undone.`}
          confirmLabel="Delete"
          action={files.remove}
          args={[deleting._id]}
          onClose={() => files.setDeleting(null)}
          onDone={() => files.deleted(deleting._id)}
        />
      ) : null}
    </Card>
  );
}
