import type { AxiosInstance } from 'axios';
import { fieldErrorsOf } from '../api/api-error';
import type { ContentFieldError } from './content-rules';
import type { ContentPage, ContentPageSummary, ContentSaveError, ContentVersion, ContentVersionInfo, StoredContentPage } from './content-types';

/** GET /content/pages?url= — the stored page at an address (public); a 404 rejects with ApiError status 404. */
export async function fetchContentPage(api: AxiosInstance, url: string): Promise<StoredContentPage> {
  const res = await api.get<{ data: StoredContentPage }>('/content/pages', { params: { url } });
  return res.data.data;
}

/** GET /content/pages/all — every stored page (staff). */
export async function listContentPages(api: AxiosInstance): Promise<ContentPageSummary[]> {
  const res = await api.get<{ data: ContentPageSummary[] }>('/content/pages/all');
  return res.data.data;
}

/** A save's outcome: the stored page, or the server's refusal with every field's problem. */
export type ContentSaveResult = { ok: true; page: StoredContentPage } | { ok: false; message: string; fields: ContentFieldError[] };

const refusedOrSaved = (status: number): boolean => (status >= 200 && status < 300) || status === 400;

function saveResult(status: number, body: { data: StoredContentPage } | ContentSaveError): ContentSaveResult {
  if (status === 400 || !('data' in body)) {
    const error = body as ContentSaveError;
    return { ok: false, message: error.message, fields: Object.entries(fieldErrorsOf(error)).map(([field, message]) => ({ field, message })) };
  }
  return { ok: true, page: body.data };
}

/** PUT /content/pages — saves the next version (staff). A 400 resolves with its field problems; other failures reject. */
export async function saveContentPage(api: AxiosInstance, page: ContentPage): Promise<ContentSaveResult> {
  const res = await api.put<{ data: StoredContentPage } | ContentSaveError>('/content/pages', page, { validateStatus: refusedOrSaved });
  return saveResult(res.status, res.data);
}

/** GET /content/versions?url= — newest first, with who and when (staff). */
export async function listContentVersions(api: AxiosInstance, url: string): Promise<ContentVersionInfo[]> {
  const res = await api.get<{ data: ContentVersionInfo[] }>('/content/versions', { params: { url } });
  return res.data.data;
}

/** GET /content/versions/{version}?url= — one version with its page (staff). */
export async function fetchContentVersion(api: AxiosInstance, url: string, version: number): Promise<ContentVersion> {
  const res = await api.get<{ data: ContentVersion }>(`/content/versions/${version}`, { params: { url } });
  return res.data.data;
}

/** POST /content/restore — saves an old version again as the newest (staff). */
export async function restoreContentVersion(api: AxiosInstance, url: string, version: number): Promise<ContentSaveResult> {
  const res = await api.post<{ data: StoredContentPage } | ContentSaveError>('/content/restore', { url, version }, { validateStatus: refusedOrSaved });
  return saveResult(res.status, res.data);
}
