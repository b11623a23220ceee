/**
 * Proof files on disk (issue 38): the bytes as uploaded at `<dir>/<proof id>`, and the cached
 * preview beside them at `<dir>/<proof id>.preview.jpg`. Ids are 24 hex characters; nothing
 * else ever becomes a file name.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

const PROOF_ID = /^[0-9a-f]{24}$/;

export type ProofFiles = {
  /** Writes the bytes (beside their final name, then renamed: never half a file under an id). */
  write(id: string, bytes: Buffer): Promise<void>;
  /** Removes the file and its preview (nothing when absent). */
  remove(id: string): Promise<void>;
  /** A read stream of the stored bytes; null when the file is gone from the disk. */
  open(id: string): Promise<fs.ReadStream | null>;
  /** The stored bytes; null when gone. */
  read(id: string): Promise<Buffer | null>;
  /** The cached preview, or null. */
  readPreview(id: string): Promise<Buffer | null>;
  /** Caches the preview (a failure to write is only a cache miss next time). */
  writePreview(id: string, jpeg: Buffer): Promise<void>;
};

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await fsp.readFile(file);
  } catch {
    return null;
  }
}

/** Proof files under `dir`. */
export function proofFiles(dir: string): ProofFiles {
  const fileOf = (id: string): string => {
    if (!PROOF_ID.test(id)) throw new Error(`not a proof id: ${JSON.stringify(id)}`);
    return path.join(dir, id);
  };
  const previewOf = (id: string) => `${fileOf(id)}.preview.jpg`;
  return {
    async write(id, bytes) {
      const file = fileOf(id);
      await fsp.mkdir(dir, { recursive: true });
      const partial = `${file}.part`;
      await fsp.writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
      try {
        await fsp.rename(partial, file);
      } catch (err) {
        await fsp.rm(partial, { force: true });
        throw err;
      }
    },
    async remove(id) {
      await fsp.rm(fileOf(id), { force: true });
      await fsp.rm(previewOf(id), { force: true });
    },
    async open(id) {
      const file = fileOf(id);
      try {
        await fsp.access(file, fs.constants.R_OK);
      } catch {
        return null;
      }
      return fs.createReadStream(file);
    },
    read: (id) => readOrNull(fileOf(id)),
    readPreview: (id) => readOrNull(previewOf(id)),
    async writePreview(id, jpeg) {
      const file = previewOf(id);
      const partial = `${file}.${process.pid}.part`;
      try {
        await fsp.writeFile(partial, jpeg, { mode: 0o600 });
        await fsp.rename(partial, file);
      } catch {
        await fsp.rm(partial, { force: true });
      }
    },
  };
}
