import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';

export const UPLOAD_KINDS = ['creative', 'brief', 'proof', 'other'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** A campaign file as the API shows it. */
export type CampaignUpload = {
  _id: string;
  name: string;
  size: number;
  type: string;
  kind: UploadKind;
  createdAt: string;
  /** The user who uploaded it. */
  uploadedBy: string;
};

export type NewUpload = { campaignId: string; name: string; type: string; kind: UploadKind; bytes: Buffer; userId: string; atIso: string };

export interface UploadRepository {
  /** The campaign's files, newest first. */
  list(campaignId: string): Promise<CampaignUpload[]>;
  /** How many files the campaign holds and their bytes together. */
  usage(campaignId: string): Promise<{ files: number; bytes: number }>;
  find(campaignId: string, uploadId: string): Promise<CampaignUpload | null>;
  /** Writes the bytes under the upload folder, then the row; no row without its file. */
  create(upload: NewUpload): Promise<CampaignUpload>;
  /** A read stream of the stored bytes; null when the file is gone from the disk. */
  open(upload: CampaignUpload): Promise<fs.ReadStream | null>;
  /** Removes the row, then the file. False when there was no such file. */
  remove(campaignId: string, uploadId: string): Promise<boolean>;
}

/** Ids are 24 hex characters; nothing else ever becomes a file name on disk. */
const UPLOAD_ID = /^[0-9a-f]{24}$/;

type Row = { id: string; name: string; size: number | string; type: string; kind: string; uploaded_by: string; created_at: string };
const toUpload = (r: Row): CampaignUpload => ({
  _id: r.id, name: r.name, size: Number(r.size), type: r.type, kind: r.kind as UploadKind, createdAt: r.created_at, uploadedBy: r.uploaded_by,
});

/** Campaign files: rows in `campaign_uploads`, bytes at `<dir>/<id>`. */
export function createUploadRepository(db: Db, dir: string): UploadRepository {
  const fileOf = (id: string): string => {
    if (!UPLOAD_ID.test(id)) throw new Error(`not an upload id: ${JSON.stringify(id)}`);
    return path.join(dir, id);
  };
  const columns = ['id', 'name', 'size', 'type', 'kind', 'uploaded_by', 'created_at'] as const;

  return {
    async list(campaignId) {
      const rows = await db.selectFrom('campaign_uploads').select(columns)
        .where('campaign_id', '=', campaignId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map(toUpload);
    },

    async usage(campaignId) {
      const row = await db.selectFrom('campaign_uploads')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.coalesce(eb.fn.sum('size'), eb.lit(0)).as('bytes')])
        .where('campaign_id', '=', campaignId).executeTakeFirstOrThrow();
      // PostgreSQL answers counts and sums as strings.
      return { files: Number(row.n), bytes: Number(row.bytes) };
    },

    async find(campaignId, uploadId) {
      const row = await db.selectFrom('campaign_uploads').select(columns)
        .where('campaign_id', '=', campaignId).where('id', '=', uploadId).executeTakeFirst();
      return row ? toUpload(row) : null;
    },

    async create(upload) {
      const id = randomBytes(12).toString('hex');
      const file = fileOf(id);
      await fsp.mkdir(dir, { recursive: true });
      // Written beside its final name and renamed, so a crash never leaves half a file under an id.
      const partial = `${file}.part`;
      await fsp.writeFile(partial, upload.bytes, { flag: 'wx', mode: 0o600 });
      try {
        await fsp.rename(partial, file);
        await db.insertInto('campaign_uploads').values({
          id,
          campaign_id: upload.campaignId,
          name: upload.name,
          size: upload.bytes.length,
          type: upload.type,
          kind: upload.kind,
          sha256: createHash('sha256').update(upload.bytes).digest('hex'),
          uploaded_by: upload.userId,
          created_at: upload.atIso,
        }).execute();
      } catch (err) {
        await fsp.rm(partial, { force: true });
        await fsp.rm(file, { force: true });
        throw err;
      }
      return { _id: id, name: upload.name, size: upload.bytes.length, type: upload.type, kind: upload.kind, createdAt: upload.atIso, uploadedBy: upload.userId };
    },

    async open(upload) {
      const file = fileOf(upload._id);
      try {
        await fsp.access(file, fs.constants.R_OK);
      } catch {
        return null;
      }
      return fs.createReadStream(file);
    },

    async remove(campaignId, uploadId) {
      const result = await db.deleteFrom('campaign_uploads')
        .where('campaign_id', '=', campaignId).where('id', '=', uploadId).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return false;
      await fsp.rm(fileOf(uploadId), { force: true });
      return true;
    },
  };
}
