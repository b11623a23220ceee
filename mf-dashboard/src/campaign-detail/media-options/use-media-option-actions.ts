import { useEffect, useState } from 'react';
import type { CampaignDetail, CampaignMediaOption } from '../../api/campaigns.api';
import { addScheduleProof, deleteMediaOption, setScheduleDocs, type ScheduleDocs } from '../../api/media-options.api';
import { deleteUpload, downloadUpload, fetchUploads, uploadFile, type UploadLimits } from '../../api/uploads.api';
import { saveBlob } from 'shared-ui/download';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import type { CampaignUpdate } from '../use-campaign';
import type { ProofChoice } from './proof-dialog';
import { applyDocs, uploadsWithProof } from './schedule-updates';

/** A schedule entry of an option: the one a dialog is open for. */
export type EntryRef = { option: CampaignMediaOption; index: number };

/**
 * The media options' writes (remove an option, set an entry's PO and invoice, record a proof,
 * download a proof) with the option or entry each dialog is open for, and what each answer
 * changes in the campaign.
 */
export function useMediaOptionActions(campaign: CampaignDetail, update: CampaignUpdate) {
  const { campaignApi } = useDashboardServices();
  const [removing, setRemoving] = useState<CampaignMediaOption | null>(null);
  const [editing, setEditing] = useState<EntryRef | null>(null);
  const [proving, setProving] = useState<EntryRef | null>(null);
  // What the server takes (types, size), read when a proof dialog first opens.
  const [limits, setLimits] = useState<UploadLimits | null>(null);
  useEffect(() => {
    if (!proving || limits) return;
    let live = true;
    fetchUploads(campaignApi, campaign._id)
      .then((list) => {
        if (live && list.limits) setLimits(list.limits);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [proving, limits, campaignApi, campaign._id]);

  const remove = useAction((optionId: string) => deleteMediaOption(campaignApi, campaign._id, optionId), {
    success: 'Media option removed',
    failure: 'Could not remove the media option',
  });
  const docs = useAction(
    (optionId: string, index: number, body: ScheduleDocs) => setScheduleDocs(campaignApi, campaign._id, optionId, index, body),
    { success: 'Schedule updated', failure: 'Could not update the schedule', messages: { 403: 'Only staff can set purchase orders and invoices.' } },
  );
  const proof = useAction(
    async (optionId: string, index: number, choice: ProofChoice) => {
      if ('url' in choice) return addScheduleProof(campaignApi, campaign._id, optionId, index, { url: choice.url, note: choice.note });
      const file = await uploadFile(campaignApi, campaign._id, choice.file, { kind: 'proof' });
      try {
        return await addScheduleProof(campaignApi, campaign._id, optionId, index, { uploadId: file._id, note: choice.note });
      } catch (err) {
        // The file is not left behind without the proof it was sent for.
        await deleteUpload(campaignApi, campaign._id, file._id).catch(() => undefined);
        throw err;
      }
    },
    { success: 'Proof of execution recorded', failure: 'Could not record the proof', messages: { 403: 'Only staff can record proof of execution.' } },
  );
  const download = useAction(
    async (uploadId: string, name: string) => {
      saveBlob(await downloadUpload(campaignApi, campaign._id, uploadId), name);
      return true;
    },
    { failure: 'Could not download the proof', messages: { 404: 'The file is no longer on the server.' } },
  );

  const removed = (option: CampaignMediaOption, answer: NonNullable<Awaited<ReturnType<typeof remove.run>>>) => {
    update((c) => ({
      ...c,
      mediaOptions: Array.isArray(answer.mediaOptions) ? answer.mediaOptions : c.mediaOptions.filter((o) => o._id !== option._id),
      ...(answer.totals ? { totals: answer.totals, ...answer.totals } : {}),
    }));
    setRemoving(null);
  };

  const saveDocs = async ({ option, index }: EntryRef, body: ScheduleDocs) => {
    const answer = await docs.run(option._id, index, body);
    if (!answer) return;
    update((c) => ({
      ...c,
      ...(answer.status ? { status: answer.status } : {}),
      ...(answer.progress ? { progress: answer.progress } : {}),
      mediaOptions: Array.isArray(answer.mediaOptions)
        ? answer.mediaOptions
        : c.mediaOptions.map((o) => (o._id === option._id ? applyDocs(o, index, body, answer) : o)),
    }));
    setEditing(null);
  };

  const saveProof = async ({ option, index }: EntryRef, choice: ProofChoice) => {
    const answer = await proof.run(option._id, index, choice);
    if (!answer) return;
    update((c) => ({
      ...c,
      mediaOptions: c.mediaOptions.map((o) => (o._id === option._id && Array.isArray(answer.schedule) ? { ...o, schedule: answer.schedule } : o)),
      ...('file' in choice && answer.schedule ? { uploads: uploadsWithProof(c.uploads, answer.schedule[index]?.proofs ?? []) } : {}),
    }));
    setProving(null);
  };

  return {
    removing, editing, proving, limits, remove, docs, proof, download,
    askRemove: (option: CampaignMediaOption) => {
      remove.reset();
      setRemoving(option);
    },
    openDocs: (entry: EntryRef) => {
      docs.reset();
      setEditing(entry);
    },
    openProof: (entry: EntryRef) => {
      proof.reset();
      setProving(entry);
    },
    close: () => {
      setRemoving(null);
      setEditing(null);
      setProving(null);
    },
    removed, saveDocs, saveProof,
  };
}

/** What `useMediaOptionActions` gives the section and its dialogs. */
export type MediaOptionActions = ReturnType<typeof useMediaOptionActions>;
