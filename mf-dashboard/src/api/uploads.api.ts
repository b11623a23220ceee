import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import { campaignPath, type CampaignUpload, type UploadKind } from './campaigns.api';

export type UploadLimits = { maxBytes: number; maxFiles: number; extensions: string[] };
export type UploadList = { uploads: CampaignUpload[]; limits: UploadLimits | null };

const uploadsPath = (id: string) => `${campaignPath(id)}/uploads`;
const uploadPath = (id: string, uploadId: string) => `${uploadsPath(id)}/${encodeURIComponent(uploadId)}`;

/** GET /campaigns/{id}/uploads: the files, newest first, and what the server accepts. */
export async function fetchUploads(api: AxiosInstance, id: string): Promise<UploadList> {
  const res = await api.get<{ uploads?: CampaignUpload[]; limits?: UploadLimits } | CampaignUpload[]>(uploadsPath(id));
  const data = res.data;
  if (Array.isArray(data)) return { uploads: data, limits: null };
  return { uploads: Array.isArray(data?.uploads) ? data.uploads : [], limits: data?.limits ?? null };
}

/**
 * POST /campaigns/{id}/uploads?name=&kind=: the file's own bytes are the body (not multipart);
 * the server checks the content against the name's extension. `onProgress` gets 0–1.
 */
export async function uploadFile(
  api: AxiosInstance,
  id: string,
  file: File,
  options: { kind?: UploadKind; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<CampaignUpload> {
  const res = await api.post<CampaignUpload>(uploadsPath(id), file, {
    params: { name: file.name, kind: options.kind ?? 'creative' },
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    // A file takes the upload timeout, not a write's.
    callKind: 'upload',
    signal: options.signal,
    onUploadProgress: (e: AxiosProgressEvent) => {
      const total = e.total ?? file.size;
      if (total > 0) options.onProgress?.(Math.min(1, e.loaded / total));
    },
  });
  return res.data;
}

/** GET /campaigns/{id}/uploads/{uploadId}: the bytes, fetched with the token (a plain link cannot send it). */
export async function downloadUpload(api: AxiosInstance, id: string, uploadId: string): Promise<Blob> {
  const res = await api.get<Blob>(uploadPath(id, uploadId), { responseType: 'blob', callKind: 'upload' });
  return res.data;
}

/** DELETE /campaigns/{id}/uploads/{uploadId} (owner or staff). */
export async function deleteUpload(api: AxiosInstance, id: string, uploadId: string): Promise<true> {
  await api.delete(uploadPath(id, uploadId));
  return true;
}
