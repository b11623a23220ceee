import styled from 'styled-components';
import type { CampaignUpload } from '../../api/campaigns.api';
import { formatBytes, formatDate } from '../../app/format';
import { Actions, Button, VisuallyHidden } from '../../ui/primitives';
import { color, narrow } from 'shared-ui';

const KIND_LABELS: Record<string, string> = { creative: 'Creative', brief: 'Brief', proof: 'Proof of execution', other: 'Other' };

const Files = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 4px 12px;
    align-items: center;
    padding: 10px 0;
    border-bottom: 1px solid ${color.line};
  }
  ${narrow} {
    li {
      grid-template-columns: 1fr;
    }
  }
`;

const FileName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const FileMeta = styled.span`
  display: block;
  color: ${color.muted};
  font-size: 0.875rem;
`;

/** The campaign's files: kind, size and date of each, to download and (where allowed) delete. */
export function UploadsTable({
  uploads, recordedProofs, mayDelete, downloading, onDownload, onDelete,
}: {
  uploads: readonly CampaignUpload[];
  /** Files recorded as proof of execution on a schedule entry. */
  recordedProofs: ReadonlySet<string | undefined>;
  mayDelete: (u: CampaignUpload) => boolean;
  downloading: boolean;
  onDownload: (u: CampaignUpload) => void;
  onDelete: (u: CampaignUpload) => void;
}) {
  return (
    <Files aria-label="Campaign files">
      {uploads.map((u) => (
        <li key={u._id}>
          <span>
            <FileName>{u.name}</FileName>
            <FileMeta>
              {KIND_LABELS[u.kind] ?? u.kind} · {formatBytes(u.size)} · {formatDate(u.createdAt)}
              {recordedProofs.has(u._id) ? ' · Recorded as proof of execution' : ''}
            </FileMeta>
          </span>
          <Actions>
            <Button type="button" $size="small" $variant="secondary" disabled={downloading} onClick={() => onDownload(u)}>
              Download<VisuallyHidden> {u.name}</VisuallyHidden>
            </Button>
            {mayDelete(u) ? (
              <Button type="button" $size="small" $variant="danger" onClick={() => onDelete(u)}>
                Delete<VisuallyHidden> {u.name}</VisuallyHidden>
              </Button>
            ) : null}
          </Actions>
        </li>
      ))}
    </Files>
  );
}
