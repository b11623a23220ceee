import type { CampaignDetail, CampaignUpload } from '../../api/campaigns.api';

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
