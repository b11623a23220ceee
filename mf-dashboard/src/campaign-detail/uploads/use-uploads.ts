import { useState } from 'react';
import { toApiError } from 'shared-domain';
import type { CampaignDetail, CampaignUpload, UploadKind } from '../../api/campaigns.api';
import { deleteUpload, downloadUpload, fetchUploads, uploadFile, type UploadList } from '../../api/uploads.api';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { errorText } from '../../app/error-text';
import { saveBlob } from 'shared-ui/download';
import { useResource } from '../../app/use-resource';
import { useSession } from '../../app/use-session';
import type { CampaignUpdate } from '../use-campaign';
import { withFile, withoutFile } from './campaign-files';
import { uploadProblem } from './upload-checks';

/** A file on its way to the server. */
export type Sending = { key: string; name: string; progress: number; error?: string; done?: boolean };

/**
 * The campaign's files as the server lists them (with its limits), kept in step with what is
 * uploaded and deleted here; sending checks each file first and uploads them one at a time.
 */
export function useUploads({ campaign, update, canDelete, staff }: { campaign: CampaignDetail; update?: CampaignUpdate; canDelete: boolean; staff: boolean }) {
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

  const deleted = (id: string) => {
    setUploads((list) => list.filter((x) => x._id !== id));
    update?.((c) => withoutFile(c, id));
    setDeleting(null);
  };
  const askDelete = (u: CampaignUpload) => {
    remove.reset();
    setDeleting(u);
  };

  return { loaded, retry, uploads, limits, kind, setKind, problems, sending, send, deleting, setDeleting, askDelete, deleted, remove, download, recordedProofs, mayDelete };
}
