import { useState } from 'react';
import styled from 'styled-components';
import { toApiError } from 'shared-domain';
import type { CampaignDetail, CampaignUpload, UploadKind } from '../../api/campaigns.api';
import { deleteUpload, downloadUpload, fetchUploads, uploadFile, type UploadList } from '../../api/uploads.api';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { errorText } from '../../app/error-text';
import { formatBytes, formatDate } from '../../app/format';
import { saveBlob } from '../../app/save-blob';
import type { CampaignUpdate } from '../use-campaign';
import { useResource } from '../../app/use-resource';
import { useSession } from '../../app/use-session';
import { ActionError, ConfirmDialog } from '../../ui/dialog';
import { Field, Select } from 'shared-ui/forms';
import { Actions, Button, Card, Muted, SectionTitle, VisuallyHidden } from '../../ui/primitives';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { color, narrow } from 'shared-ui';
import { acceptOf, uploadProblem } from './upload-checks';

const KIND_LABELS: Record<string, string> = { creative: 'Creative', brief: 'Brief', proof: 'Proof of execution', other: 'Other' };

type Sending = { key: string; name: string; progress: number; error?: string; done?: boolean };

const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: 6px;
  border: 1px dashed ${color.muted};
  cursor: pointer;
  font-weight: 600;
  &:focus-within {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Progress = styled.ul`
  list-style: none;
  margin: 12px 0;
  padding: 0;
  li {
    margin-bottom: 8px;
    overflow-wrap: anywhere;
  }
  progress {
    display: block;
    width: 100%;
    max-width: 420px;
    height: 10px;
  }
`;

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

const Problems = styled.ul`
  color: ${color.danger};
  margin: 8px 0;
  padding-left: 20px;
`;

const SmallButton = styled(Button)`
  min-height: 40px;
  padding: 6px 12px;
`;

/** The campaign as the server now reads it: the file in `uploads` and, for a brief file, in `brief.files`. */
export function withFile(c: CampaignDetail, file: CampaignUpload): CampaignDetail {
  const uploads = [...(c.uploads ?? []).filter((u) => u._id !== file._id), { _id: file._id, name: file.name, kind: file.kind }];
  if (file.kind !== 'brief' || !c.brief) return { ...c, uploads };
  const files = [...(c.brief.files ?? []).filter((f) => f._id !== file._id), { _id: file._id }];
  return { ...c, uploads, brief: { ...c.brief, files } };
}

/** The campaign without the deleted file. */
export function withoutFile(c: CampaignDetail, id: string): CampaignDetail {
  const uploads = (c.uploads ?? []).filter((u) => u._id !== id);
  if (!c.brief?.files) return { ...c, uploads };
  return { ...c, uploads, brief: { ...c.brief, files: c.brief.files.filter((f) => f._id !== id) } };
}

/**
 * Creatives and other files of the campaign: pick files (checked against the server's
 * limits first), watch each upload's progress, download and delete.
 */
export function UploadsSection({
  campaign,
  update,
  canDelete,
  staff,
}: {
  campaign: CampaignDetail;
  /** Keeps the campaign's `uploads` and `brief.files` (what the Brief tab lists) in step. */
  update?: CampaignUpdate;
  canDelete: boolean;
  staff: boolean;
}) {
  const { campaignApi, bus } = useDashboardServices();
  const { token, revision } = useSession();
  const [loaded, retry] = useResource(token ? `${token}#${revision}#uploads#${campaign._id}` : null, () => fetchUploads(campaignApi, campaign._id));
  const [added, setAdded] = useState<{ source: UploadList; uploads: CampaignUpload[] } | null>(null);
  const [kind, setKind] = useState<UploadKind>('creative');
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState<Sending[]>([]);
  const [deleting, setDeleting] = useState<CampaignUpload | null>(null);

  const list = loaded.status === 'success' ? loaded.data : null;
  const uploads = list ? (added && added.source === list ? added.uploads : list.uploads) : [];
  const limits = list?.limits ?? null;
  const setUploads = (fn: (u: CampaignUpload[]) => CampaignUpload[]) => {
    if (!list) return;
    setAdded((prev) => ({ source: list, uploads: fn(prev && prev.source === list ? prev.uploads : list.uploads) }));
  };

  const remove = useAction((uploadId: string) => deleteUpload(campaignApi, campaign._id, uploadId), {
    success: 'File deleted',
    failure: 'Could not delete the file',
  });
  const download = useAction(
    async (upload: CampaignUpload) => {
      saveBlob(await downloadUpload(campaignApi, campaign._id, upload._id), upload.name);
      return true;
    },
    { failure: 'Could not download the file', messages: { 404: 'The file is no longer on the server.' } },
  );

  const send = async (files: File[]) => {
    const found: string[] = [];
    const ok: File[] = [];
    const room = limits ? limits.maxFiles - uploads.length : Infinity;
    for (const f of files) {
      const problem = uploadProblem(f, limits);
      if (problem) found.push(problem);
      else if (ok.length >= room) found.push(`${f.name}: this campaign can hold at most ${limits!.maxFiles} files; delete some first`);
      else ok.push(f);
    }
    setProblems(found);
    if (!ok.length) return;
    const batch = ok.map((f, i) => ({ key: `${Date.now()}-${i}-${f.name}`, name: f.name, progress: 0 }));
    setSending((prev) => [...prev.filter((s) => !s.done), ...batch]);
    const patch = (key: string, change: Partial<Sending>) => setSending((prev) => prev.map((s) => (s.key === key ? { ...s, ...change } : s)));
    let sent = 0;
    // One at a time: the progress bars mean something and a slow line is not flooded.
    for (const [i, file] of ok.entries()) {
      const { key } = batch[i]!;
      try {
        const saved = await uploadFile(campaignApi, campaign._id, file, { kind, onProgress: (p) => patch(key, { progress: p }) });
        patch(key, { progress: 1, done: true });
        setUploads((u) => [saved, ...u.filter((x) => x._id !== saved._id)]);
        update?.((c) => withFile(c, saved));
        sent += 1;
      } catch (err) {
        const message = errorText(toApiError(err));
        patch(key, { error: message, done: true });
        bus.publish({ type: 'snackbar/shown', tone: 'error', message: `Could not upload ${file.name}: ${message}` });
      }
    }
    if (sent) bus.publish({ type: 'snackbar/shown', tone: 'info', message: sent === 1 ? 'File uploaded' : `${sent} files uploaded` });
    setSending((prev) => prev.filter((s) => !(s.done && !s.error)));
  };

  // A file recorded as proof of execution on a schedule entry is evidence: the server keeps it.
  const recordedProofs = new Set(
    campaign.mediaOptions.flatMap((o) => (o.schedule ?? []).flatMap((e) => (e.proofs ?? []).map((p) => p.uploadId).filter(Boolean))),
  );
  const mayDelete = (u: CampaignUpload) => canDelete && (u.kind !== 'proof' || staff) && !recordedProofs.has(u._id);

  return (
    <Card aria-labelledby="uploads-title">
      <SectionTitle id="uploads-title">Creatives &amp; uploads</SectionTitle>
      <Muted>
        Upload your creatives (artwork, videos, scripts) and other files for this campaign.
        {limits ? ` Files up to ${formatBytes(limits.maxBytes)}: ${limits.extensions.map((e) => e.toUpperCase()).join(', ')}.` : ''}
      </Muted>
      <Actions style={{ alignItems: 'flex-end' }}>
        <div style={{ minWidth: 200 }}>
          <Field label="File type">
            <Select value={kind} onChange={(e) => setKind(e.target.value as UploadKind)}>
              <option value="creative">Creative</option>
              <option value="brief">Brief</option>
              <option value="other">Other</option>
              {staff ? <option value="proof">Proof of execution</option> : null}
            </Select>
          </Field>
        </div>
        <Picker style={{ marginBottom: 12 }}>
          Choose files to upload
          <input
            type="file"
            multiple
            accept={acceptOf(limits)}
            disabled={loaded.status !== 'success'}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              void send(files);
            }}
          />
        </Picker>
      </Actions>
      {problems.length ? (
        <Problems role="alert" aria-label="Files not uploaded">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </Problems>
      ) : null}
      {sending.length ? (
        <Progress aria-label="Uploads in progress">
          {sending.map((s) => (
            <li key={s.key}>
              {s.error ? (
                <span role="alert" style={{ color: color.danger }}>
                  {s.name}: {s.error}
                </span>
              ) : (
                <>
                  <span id={`${s.key}-label`}>
                    Uploading {s.name}: {Math.round(s.progress * 100)}%
                  </span>
                  <progress aria-labelledby={`${s.key}-label`} value={s.progress} max={1} />
                </>
              )}
            </li>
          ))}
        </Progress>
      ) : null}

      {loaded.status === 'loading' ? (
        <div aria-busy="true">
          <LoadingState label="Loading files…" />
          <SkeletonBlock $height={48} aria-hidden="true" />
        </div>
      ) : loaded.status === 'error' ? (
        <ErrorState title="Could not load the files" message={errorText(loaded.error)} onRetry={retry} />
      ) : loaded.status === 'success' && uploads.length === 0 ? (
        <EmptyState>No files yet.</EmptyState>
      ) : (
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
                <SmallButton type="button" $variant="secondary" disabled={download.pending} onClick={() => void download.run(u)}>
                  Download<VisuallyHidden> {u.name}</VisuallyHidden>
                </SmallButton>
                {mayDelete(u) ? (
                  <SmallButton
                    type="button"
                    $variant="danger"
                    onClick={() => {
                      remove.reset();
                      setDeleting(u);
                    }}
                  >
                    Delete<VisuallyHidden> {u.name}</VisuallyHidden>
                  </SmallButton>
                ) : null}
              </Actions>
            </li>
          ))}
        </Files>
      )}
      <ActionError error={download.error} />

      {deleting ? (
        <ConfirmDialog
          danger
          title="Delete file"
          message={`Delete ${deleting.name}? This cannot be undone.`}
          confirmLabel="Delete"
          pending={remove.pending}
          error={remove.error}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            const id = deleting._id;
            if (!(await remove.run(id))) return;
            setUploads((list) => list.filter((x) => x._id !== id));
            update?.((c) => withoutFile(c, id));
            setDeleting(null);
          }}
        />
      ) : null}
    </Card>
  );
}
