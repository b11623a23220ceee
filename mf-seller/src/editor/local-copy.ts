/**
 * The unsaved draft kept in the browser (one key per profile) from the first change until a
 * save succeeds: a failed save, a closed tab or a crash loses nothing the seller typed.
 */
import type { StorageLike } from 'shared-domain';
import type { SellerProfile, SellerProfileDraft } from 'shared-domain/seller';

/** The draft, the version it was edited from and when it was written. */
export type LocalCopy = { draft: SellerProfileDraft; version: number; at: string };

export const localCopyKey = (profileId: string): string => `sellerDraft:${profileId}`;

export function writeLocalCopy(storage: StorageLike, profileId: string, copy: LocalCopy): void {
  try {
    storage.setItem(localCopyKey(profileId), JSON.stringify(copy));
  } catch {
    // Storage full or blocked: the autosave still runs; there is just no copy to offer back.
  }
}

export function clearLocalCopy(storage: StorageLike, profileId: string): void {
  try {
    storage.removeItem(localCopyKey(profileId));
  } catch {
    // Nothing to do: a copy that cannot be removed is offered back once and can be discarded.
  }
}

const isCopy = (v: unknown): v is LocalCopy => {
  const c = v as Partial<LocalCopy> | null;
  return !!c && typeof c === 'object' && typeof c.version === 'number' && typeof c.at === 'string'
    && !!c.draft && typeof c.draft === 'object' && Array.isArray(c.draft.mediaOptions) && Array.isArray(c.draft.sections);
};

export function readLocalCopy(storage: StorageLike, profileId: string): LocalCopy | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(localCopyKey(profileId)) ?? 'null');
    return isCopy(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The copy to offer back when the page opens: one that differs from the stored draft and is
 * newer than it (edited from the stored version or later, or written after the last save).
 */
export function newerLocalCopy(storage: StorageLike, profile: SellerProfile): LocalCopy | null {
  const copy = readLocalCopy(storage, profile._id);
  if (!copy || copy.draft.category !== profile.draft.category) return null;
  if (JSON.stringify(copy.draft) === JSON.stringify(profile.draft)) return null;
  const newer = copy.version >= profile.version || Date.parse(copy.at) > Date.parse(profile.updatedAt);
  return newer ? copy : null;
}
