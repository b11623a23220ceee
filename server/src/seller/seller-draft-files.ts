/**
 * The files a draft names: each must be one its own seller account uploaded, of the kind its
 * place takes (the logo a logo, the media kit a PDF media kit, artworks images). The logo's
 * pixel size is the one read from the file at upload, whatever the client sent.
 */
import { sellerFileIdOf, type DraftFieldErrors, type SellerFileKind, type SellerProfileDraft } from 'shared-domain';
import type { SellerFileLookup } from './files/seller-file-lookup';

type FileUse = { field: string; url: string; kind: SellerFileKind };

const KIND_NAMES: Record<SellerFileKind, string> = { logo: 'a logo', mediaKit: 'a media kit', artwork: 'an artwork image' };

function usesOf(draft: SellerProfileDraft): FileUse[] {
  const uses: FileUse[] = [];
  if (draft.logo) uses.push({ field: 'logo', url: draft.logo.url, kind: 'logo' });
  if (draft.mediaKitUrl) uses.push({ field: 'mediaKit', url: draft.mediaKitUrl, kind: 'mediaKit' });
  draft.mediaOptions.forEach((o, i) => o.referenceArtworks.forEach((a, k) => {
    uses.push({ field: `options.${i}.referenceArtworks.${k}`, url: a.url, kind: 'artwork' });
  }));
  return uses;
}

export type DraftFilesCheck = { ok: true; draft: SellerProfileDraft } | { ok: false; fields: DraftFieldErrors };

/** The draft with its logo's stored size, or a message for each file it may not use. */
export async function checkDraftFiles(draft: SellerProfileDraft, sellerId: string, files: SellerFileLookup): Promise<DraftFilesCheck> {
  const uses = usesOf(draft);
  const ids = uses.map((u) => sellerFileIdOf(u.url));
  const found = await files.findMany([...new Set(ids.filter((id): id is string => id !== null))]);
  const fields: DraftFieldErrors = {};
  uses.forEach((use, i) => {
    const id = ids[i];
    const file = id === null ? undefined : found.get(id);
    if (!file || file.sellerId !== sellerId) fields[use.field] ??= 'This file is not one of your uploads; upload it again';
    else if (file.kind !== use.kind) fields[use.field] ??= `This file was uploaded as ${KIND_NAMES[file.kind]}, not ${KIND_NAMES[use.kind]}`;
  });
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const logoFile = draft.logo ? found.get(sellerFileIdOf(draft.logo.url) ?? '') : undefined;
  if (!draft.logo || !logoFile || logoFile.width === null || logoFile.height === null) return { ok: true, draft };
  return { ok: true, draft: { ...draft, logo: { ...draft.logo, width: logoFile.width, height: logoFile.height } } };
}
