import { randomBytes } from 'node:crypto';
import type { PricedMediaOption, ScheduleEntry, ScheduleProof, User } from 'shared-domain';
import { InputError, NotFoundError } from '../../errors';
import { authorizeCampaign } from '../campaign.access';
import type { CampaignRepository, LoadedCampaign, StoredDocument } from '../campaign.repository';
import type { UploadRepository } from '../files/upload.repository';

/** `undefined` leaves a field as it is; `null` removes it. */
export type ScheduleOrdersPatch = {
  po?: { id: string } | null;
  invoice?: { id: string; cancelled?: boolean } | null;
};

export type NewProof = { uploadId?: string; url?: string; note: string };

export interface ScheduleActions {
  /** Staff: sets or clears the purchase order and invoice of one schedule entry; answers the option. */
  setOrders(user: User, campaignId: string, optionId: string, index: number, patch: ScheduleOrdersPatch): Promise<PricedMediaOption>;
  /** Staff: appends a proof of execution to one schedule entry; answers the option. */
  addProof(user: User, campaignId: string, optionId: string, index: number, proof: NewProof): Promise<PricedMediaOption>;
}

/** True when a proof of execution recorded on the campaign points at the file. */
export function isProofFile(loaded: LoadedCampaign, uploadId: string): boolean {
  return loaded.campaign.mediaOptions.some((o) => (o.schedule ?? []).some((e) => (e.proofs ?? []).some((p) => p.uploadId === uploadId)));
}

const newId = (): string => randomBytes(12).toString('hex');

/** The document part of a loaded campaign (what the writer stores). */
function documentOf(loaded: LoadedCampaign): StoredDocument {
  const { _id, name, status, updatedAt, _users, ...doc } = loaded.campaign;
  void _id; void name; void status; void updatedAt; void _users;
  return doc;
}

/** Schedule entries are edited through the campaign core's `modify`: one transaction with the campaign row locked. */
export function createScheduleActions(campaigns: CampaignRepository, uploads: UploadRepository, now: () => Date): ScheduleActions {
  const updateEntry = (
    user: User, campaignId: string, optionId: string, index: number,
    change: (entry: ScheduleEntry) => ScheduleEntry,
  ): Promise<PricedMediaOption> =>
    campaigns.modify(campaignId, user._id, async (loaded, writer) => {
      // Decided again under the lock: the hook's answer may be a request old.
      const { campaign } = authorizeCampaign(user, loaded, 'staff');
      const options = campaign.campaign.mediaOptions;
      const at = options.findIndex((o) => o._id === optionId);
      if (at < 0) throw new NotFoundError(`Media option ${optionId} is not in this campaign`);
      const schedule = [...(options[at].schedule ?? [])];
      if (index >= schedule.length) {
        const n = schedule.length;
        throw new NotFoundError(`Schedule entry ${index} not found: the media option has ${n} schedule ${n === 1 ? 'entry' : 'entries'} (numbered from 0)`);
      }
      schedule[index] = change(schedule[index]);
      const option: PricedMediaOption = { ...options[at], schedule };
      await writer.save({ doc: { ...documentOf(campaign), mediaOptions: options.map((o, i) => (i === at ? option : o)) } });
      return option;
    });

  return {
    setOrders(user, campaignId, optionId, index, patch) {
      return updateEntry(user, campaignId, optionId, index, (entry) => {
        const next: ScheduleEntry = { ...entry };
        if (patch.po === null) delete next.po;
        else if (patch.po !== undefined) next.po = { id: patch.po.id };
        if (patch.invoice === null) delete next.invoice;
        else if (patch.invoice !== undefined) next.invoice = { id: patch.invoice.id, cancelled: patch.invoice.cancelled ?? false };
        return next;
      });
    },

    async addProof(user, campaignId, optionId, index, proof) {
      const proofEntry: ScheduleProof = { _id: newId(), note: proof.note, createdAt: now().toISOString(), createdBy: user._id };
      if (proof.uploadId !== undefined) {
        // A file recorded as proof can no longer be deleted, so checking it before the write suffices.
        const file = await uploads.find(campaignId, proof.uploadId);
        if (!file) throw new InputError(`File ${proof.uploadId} is not a file of this campaign; upload it first (POST /campaigns/${campaignId}/uploads?kind=proof)`);
        proofEntry.uploadId = file._id;
        proofEntry.name = file.name;
      }
      if (proof.url !== undefined) proofEntry.url = proof.url;
      return updateEntry(user, campaignId, optionId, index, (entry) => ({ ...entry, proofs: [...(entry.proofs ?? []), proofEntry] }));
    },
  };
}
