import { useCallback, useRef, useState } from 'react';
import { toApiError, type Brief, type CampaignBriefExtras } from 'shared-domain';
import { useBriefSubmission } from 'shared-ui/runtime';
import { uploadFile } from '../api/uploads.api';
import { useDashboardServices } from '../app/dashboard-services';
import { errorText } from '../app/error-text';

export type FileUpload = {
  key: string;
  file: File;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  /** 0–1 while uploading. */
  progress: number;
  error?: string;
};

/** Where the page's send stands: the brief's own (shared-ui's submission), then its files. */
export type SubmitPhase =
  | { phase: 'idle' }
  | { phase: 'signing-in' }
  | { phase: 'sending' }
  | { phase: 'uploading'; campaignId: string }
  /** The campaign exists; some files did not upload. */
  | { phase: 'upload-failed'; campaignId: string }
  | { phase: 'failed'; message: string };

type UploadPhase = Extract<SubmitPhase, { phase: 'uploading' | 'upload-failed' }>;

export const fileKey = (f: File): string => `${f.name}\u0000${f.size}\u0000${f.lastModified}`;

/**
 * Sending a brief: the site's one brief submission (shared-ui's `useBriefSubmission`: the
 * rules, sign-in, POST /campaigns/brief, a 401 ending the session, the words), then each
 * chosen file to the new campaign with its progress. When all is done: the snackbar, the
 * `campaign/saved` event and the campaign's page. A file that fails can be retried without
 * creating the campaign again.
 */
export function useBriefSubmit(today?: string) {
  const { campaignApi } = useDashboardServices();
  const submission = useBriefSubmission(today);
  const { send, finish } = submission;
  const [upload, setUpload] = useState<UploadPhase | null>(null);
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const busy = useRef(false);

  const patch = (key: string, change: Partial<FileUpload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  /** Uploads the files one at a time (a phone's upstream is narrow); true when all arrived. */
  const uploadAll = useCallback(async (campaignId: string, files: readonly FileUpload[]) => {
    setUpload({ phase: 'uploading', campaignId });
    let allDone = true;
    for (const u of files) {
      patch(u.key, { state: 'uploading', progress: 0, error: undefined });
      try {
        await uploadFile(campaignApi, campaignId, u.file, { kind: 'brief', onProgress: (p) => patch(u.key, { progress: p }) });
        patch(u.key, { state: 'done', progress: 1 });
      } catch (err) {
        allDone = false;
        patch(u.key, { state: 'failed', error: errorText(toApiError(err)) });
      }
    }
    if (allDone) finish(campaignId);
    else setUpload({ phase: 'upload-failed', campaignId });
  }, [campaignApi, finish]);

  const submit = useCallback(async (brief: Brief, files: readonly File[], extras?: CampaignBriefExtras) => {
    if (busy.current) return;
    busy.current = true;
    try {
      setUpload(null);
      const campaignId = await send(brief, undefined, extras);
      if (campaignId === null) return;
      const list = files.map<FileUpload>((file) => ({ key: fileKey(file), file, state: 'waiting', progress: 0 }));
      setUploads(list);
      if (list.length === 0) finish(campaignId);
      else await uploadAll(campaignId, list);
    } finally {
      busy.current = false;
    }
  }, [send, finish, uploadAll]);

  // Sent, and on its way to the files or the campaign's page: still sending for the page.
  const sendStatus = submission.status;
  const status: SubmitPhase = upload ?? (sendStatus.phase === 'sent' ? { phase: 'sending' } : sendStatus);

  /** Uploads the files that failed again, to the campaign already made. */
  const retryUploads = useCallback(async () => {
    if (upload?.phase !== 'upload-failed' || busy.current) return;
    busy.current = true;
    try {
      await uploadAll(upload.campaignId, uploads.filter((u) => u.state === 'failed'));
    } finally {
      busy.current = false;
    }
  }, [upload, uploads, uploadAll]);

  /** Goes on to the campaign without the files that failed. */
  const continueWithout = useCallback(() => {
    if (upload?.phase === 'upload-failed') finish(upload.campaignId);
  }, [upload, finish]);

  return { status, uploads, submit, retryUploads, continueWithout };
}
