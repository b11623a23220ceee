/**
 * Seller files (issue 19): logos, media kits and artworks, checked by their bytes before they
 * get here and stored in the database as base64 text (table `seller_files`, migration 0017),
 * so every instance serves them. A file never changes once stored: its address can be cached
 * for good.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SELLER_FILE_KINDS, type SellerFile, type SellerFileKind } from 'shared-domain';
import type { Db } from '../../db/database';
import type { SellerFileTable } from '../../db/schema-sellers';
import type { SellerFileLookup, StoredSellerFile } from './seller-file-lookup';

/** Ids are 24 hex characters (shared-domain's sellerFileIdOf reads them back from a link). */
export const SELLER_FILE_ID = /^[0-9a-f]{24}$/;

/** The extension a file's link ends with, from the type read from its bytes. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'application/pdf': 'pdf',
};

/**
 * The last part of a file's link: the uploaded name reduced to `[A-Za-z0-9._-]` (at most 120
 * characters, as sellerFileIdOf takes), its own extension replaced by the detected type's, so a
 * media kit's link always ends in `.pdf`. An empty name becomes the kind's.
 */
export function linkFileName(name: string, contentType: string, kind: SellerFileKind): string {
  const ext = EXTENSIONS[contentType] ?? 'bin';
  const stem = name
    .normalize('NFKD')
    .replace(/\.[A-Za-z0-9]{1,10}$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/[-.]{2,}/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, 120 - ext.length - 1)
    .replace(/[-._]+$/, '');
  return `${stem || kind.toLowerCase()}.${ext}`;
}

/** Where a stored file is served (service A's `/api` prefix, as the profiles keep it). */
export const sellerFileUrl = (id: string, name: string, contentType: string, kind: SellerFileKind): string =>
  `/api/seller/files/${id}/${linkFileName(name, contentType, kind)}`;

export type NewSellerFile = {
  sellerId: string;
  kind: SellerFileKind;
  /** The uploaded name, already made safe to show (sanitizeFileName). */
  name: string;
  /** Read from the bytes (checkLogo, checkImage, checkMediaKit), never the client's claim. */
  contentType: string;
  bytes: Buffer;
  width: number | null;
  height: number | null;
  uploadedBy: string;
  atIso: string;
};

/** A file's bytes as the public route serves them. */
export type ServedSellerFile = { contentType: string; size: number; sha256: string; bytes: Buffer; fileName: string };

export interface SellerFileRepository extends SellerFileLookup {
  /** The seller account the user belongs to, or null for a user who is no seller. */
  sellerIdOf(userId: string): Promise<string | null>;
  create(file: NewSellerFile): Promise<SellerFile>;
  /** The stored bytes of a file, or null for an unknown id. */
  findForServing(id: string): Promise<ServedSellerFile | null>;
}

const isKind = (kind: string): kind is SellerFileKind => (SELLER_FILE_KINDS as readonly string[]).includes(kind);

function toSellerFile(row: Pick<SellerFileTable, 'id' | 'kind' | 'name' | 'content_type' | 'size' | 'width' | 'height'>): SellerFile {
  const kind = isKind(row.kind) ? row.kind : 'artwork';
  return {
    _id: row.id,
    kind,
    name: row.name,
    type: row.content_type,
    size: Number(row.size),
    url: sellerFileUrl(row.id, row.name, row.content_type, kind),
    ...(row.width !== null && row.height !== null ? { width: Number(row.width), height: Number(row.height) } : {}),
  };
}

export function createSellerFileRepository(db: Db): SellerFileRepository {
  return {
    async findMany(ids) {
      const wanted = [...new Set(ids)].filter((id) => SELLER_FILE_ID.test(id));
      const found = new Map<string, StoredSellerFile>();
      if (!wanted.length) return found;
      const rows = await db.selectFrom('seller_files')
        .select(['id', 'seller_id', 'kind', 'content_type', 'width', 'height'])
        .where('id', 'in', wanted)
        .execute();
      for (const row of rows) {
        if (!isKind(row.kind)) continue;
        found.set(row.id, {
          id: row.id,
          sellerId: row.seller_id,
          kind: row.kind,
          contentType: row.content_type,
          width: row.width === null ? null : Number(row.width),
          height: row.height === null ? null : Number(row.height),
        });
      }
      return found;
    },

    async sellerIdOf(userId) {
      const row = await db.selectFrom('seller_members').select('seller_id').where('user_id', '=', userId).executeTakeFirst();
      return row?.seller_id ?? null;
    },

    async create(file) {
      const row = {
        id: randomBytes(12).toString('hex'),
        seller_id: file.sellerId,
        kind: file.kind,
        name: file.name,
        content_type: file.contentType,
        size: file.bytes.length,
        width: file.width,
        height: file.height,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        data_base64: file.bytes.toString('base64'),
        uploaded_by: file.uploadedBy,
        created_at: file.atIso,
      };
      await db.insertInto('seller_files').values(row).execute();
      return toSellerFile(row);
    },

    async findForServing(id) {
      if (!SELLER_FILE_ID.test(id)) return null;
      const row = await db.selectFrom('seller_files')
        .select(['kind', 'name', 'content_type', 'size', 'sha256', 'data_base64']).where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      return {
        contentType: row.content_type,
        size: Number(row.size),
        sha256: row.sha256,
        bytes: Buffer.from(row.data_base64, 'base64'),
        fileName: linkFileName(row.name, row.content_type, isKind(row.kind) ? row.kind : 'artwork'),
      };
    },
  };
}
