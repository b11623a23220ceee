/**
 * What the seller profile routes need to know of uploaded files: a draft may only name files
 * its own seller account uploaded, each of the right kind (a logo, a PDF media kit, artwork
 * images), and a logo's pixel size is the one read from its header at upload, never the one a
 * client sends. The file module (seller-file.repository.ts) implements it.
 */
import type { SellerFileKind } from 'shared-domain';

/** A stored file as the profile checks see it. */
export type StoredSellerFile = {
  id: string;
  sellerId: string;
  kind: SellerFileKind;
  contentType: string;
  width: number | null;
  height: number | null;
};

export interface SellerFileLookup {
  /** The files of these ids that exist (any account's: the caller compares `sellerId`). */
  findMany(ids: readonly string[]): Promise<Map<string, StoredSellerFile>>;
}
