import type { ScheduleEntry } from 'shared-domain';
import type { CampaignDetail, CampaignMediaOption } from '../../api/campaigns.api';
import type { ScheduleDocs, ScheduleDocsAnswer } from '../../api/media-options.api';

/** The option with the docs of entry `index` replaced by what the server answered (or what was sent). */
export function applyDocs(option: CampaignMediaOption, index: number, docs: ScheduleDocs, answer: ScheduleDocsAnswer): CampaignMediaOption {
  if (answer._id === option._id && Array.isArray(answer.schedule)) return answer as CampaignMediaOption;
  if (answer.mediaOption && answer.mediaOption._id === option._id) return answer.mediaOption;
  if (Array.isArray(answer.schedule)) return { ...option, schedule: answer.schedule };
  const schedule = (option.schedule ?? []).map((entry, i) => {
    if (i !== index) return entry;
    if (answer.entry) return answer.entry;
    const next: ScheduleEntry = { ...entry };
    if (docs.po === null) delete next.po;
    else if (docs.po) next.po = docs.po;
    if (docs.invoice === null) delete next.invoice;
    else if (docs.invoice) next.invoice = docs.invoice;
    return next;
  });
  return { ...option, schedule };
}

/** The campaign's file list with the proof files the entry now names. */
export function uploadsWithProof(uploads: CampaignDetail['uploads'], proofs: NonNullable<ScheduleEntry['proofs']>): CampaignDetail['uploads'] {
  const list = [...(uploads ?? [])];
  for (const p of proofs) {
    if (p.uploadId && !list.some((u) => u._id === p.uploadId)) list.push({ _id: p.uploadId, name: p.name ?? 'proof' });
  }
  return list;
}
