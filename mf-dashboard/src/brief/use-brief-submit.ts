import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { requireLogin, toApiError, type Brief } from 'shared-domain';
import { uploadFile } from '../api/uploads.api';
import { useRuntime } from 'shared-ui';
import { useDashboardServices } from '../app/dashboard-services';
import { errorText } from '../app/error-text';
import { useSession } from '../app/use-session';
import { createCampaignFromBrief } from './brief.api';

/** The snackbar after a brief is sent (as 'Campaign Saved!' after a bag is saved). */
export const BRIEF_SUBMITTED = 'Brief submitted';

export type FileUpload = {
  key: string;
  file: File;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  /** 0–1 while uploading. */
  progress: number;
  error?: string;
};

export type SubmitPhase =
  | { phase: 'idle' }
  | { phase: 'signing-in' }
  | { phase: 'sending' }
  | { phase: 'uploading'; campaignId: string }
  /** The campaign exists; some files did not upload. */
  | { phase: 'upload-failed'; campaignId: string }
  | { phase: 'failed'; message: string };

const newKey = (): string => {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return c?.randomUUID ? c.randomUUID() : `brief-${Date.now()}-${Math.random().toString(36).slice(2)}`;
};

export const fileKey = (f: File): string => `${f.name}\u0000${f.size}\u0000${f.lastModified}`;

/**
 * Sending a brief: sign-in first (`requireLogin`), then POST /campaigns/brief, then each
 * chosen file to the new campaign with its progress. When all is done: the snackbar, the
 * `campaign/saved` event and the campaign's page. A file that fails can be retried without
 * creating the campaign again.
 */
export function useBriefSubmit() {
  const { campaignApi, bus } = useDashboardServices();
  const { expire } = useSession();
  const { session } = useRuntime();
  const navigate = useNavigate();
  const [status, setStatus] = useState<SubmitPhase>({ phase: 'idle' });
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const busy = useRef(false);
  // One key per brief the user sends: a retry after a lost answer does not create a second campaign.
  const idempotencyKey = useRef(newKey());

  const patch = (key: string, change: Partial<FileUpload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const finish = useCallback((campaignId: string) => {
    bus.publish({ type: 'snackbar/shown', message: BRIEF_SUBMITTED, tone: 'info' });
    bus.publish({ type: 'campaign/saved', campaignId });
    navigate(`/dashboard/${encodeURIComponent(campaignId)}`);
  }, [bus, navigate]);

  /** Uploads the files one at a time (a phone's upstream is narrow); true when all arrived. */
  const uploadAll = useCallback(async (campaignId: string, files: readonly FileUpload[]) => {
    setStatus({ phase: 'uploading', campaignId });
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
    else setStatus({ phase: 'upload-failed', campaignId });
  }, [campaignApi, finish]);

  const submit = useCallback(async (brief: Brief, files: readonly File[]) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const loggedIn = () => Boolean(session.state().token);
      if (!loggedIn()) setStatus({ phase: 'signing-in' });
      try {
        await requireLogin(bus, loggedIn);
      } catch {
        setStatus({ phase: 'failed', message: 'Sign in to send the brief. Your answers are still here.' });
        return;
      }
      setStatus({ phase: 'sending' });
      let campaignId: string;
      try {
        campaignId = await createCampaignFromBrief(campaignApi, brief, idempotencyKey.current);
      } catch (err) {
        const error = toApiError(err);
        if (error.status === 401) {
          expire();
          setStatus({ phase: 'failed', message: 'Your session has ended. Sign in and send the brief again.' });
        } else {
          setStatus({ phase: 'failed', message: `Could not send the brief. ${errorText(error)}` });
        }
        return;
      }
      idempotencyKey.current = newKey();
      const list = files.map<FileUpload>((file) => ({ key: fileKey(file), file, state: 'waiting', progress: 0 }));
      setUploads(list);
      if (list.length === 0) finish(campaignId);
      else await uploadAll(campaignId, list);
    } finally {
      busy.current = false;
    }
  }, [bus, campaignApi, expire, finish, session, uploadAll]);

  /** Uploads the files that failed again, to the campaign already made. */
  const retryUploads = useCallback(async () => {
    if (status.phase !== 'upload-failed' || busy.current) return;
    busy.current = true;
    try {
      await uploadAll(status.campaignId, uploads.filter((u) => u.state === 'failed'));
    } finally {
      busy.current = false;
    }
  }, [status, uploads, uploadAll]);

  /** Goes on to the campaign without the files that failed. */
  const continueWithout = useCallback(() => {
    if (status.phase === 'upload-failed') finish(status.campaignId);
  }, [status, finish]);

  return { status, uploads, submit, retryUploads, continueWithout };
}
