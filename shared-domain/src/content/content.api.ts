import type { AxiosInstance } from 'axios';
import { fieldErrorsOf } from '../api/api-error';
import type { ContentFieldError } from './content-rules';
import type { ContentPage, ContentPageSummary, ContentSaveError, ContentScope, ContentSource, ContentVersion, ContentVersionInfo, StoredContentPage } from './content-types';

/** `organizationId` as a query parameter when the call is about an organisation's own text. */
const scoped = (scope: ContentScope = {}): { organizationId?: string } => (scope.organizationId ? { organizationId: scope.organizationId } : {});

/** GET /content/pages?url= — the stored page at an address (public); a 404 rejects with ApiError status 404. */
export async function fetchContentPage(api: AxiosInstance, url: string): Promise<StoredContentPage> {
  const res = await api.get<{ data: StoredContentPage }>('/content/pages', { params: { url } });
  return res.data.data;
}

/** GET /content/pages/all — every stored page (staff); for an organisation, with `overridden` (its administrators). */
export async function listContentPages(api: AxiosInstance, scope?: ContentScope): Promise<ContentPageSummary[]> {
  const res = await api.get<{ data: ContentPageSummary[] }>('/content/pages/all', { params: scoped(scope) });
  return res.data.data;
}

/** GET /content/source?url= — the text to edit, placeholders unfilled: the site's, or the organisation's own or the template it falls back to. */
export async function fetchContentSource(api: AxiosInstance, url: string, scope?: ContentScope): Promise<ContentSource> {
  const res = await api.get<{ data: ContentSource }>('/content/source', { params: { url, ...scoped(scope) } });
  return res.data.data;
}

/** DELETE /content/overrides?url=&organizationId= — removes an organisation's own text: its host shows the site's template again. */
export async function removeContentOverride(api: AxiosInstance, url: string, organizationId: string): Promise<void> {
  await api.delete('/content/overrides', { params: { url, organizationId } });
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
export async function saveContentPage(api: AxiosInstance, page: ContentPage, scope?: ContentScope): Promise<ContentSaveResult> {
  const res = await api.put<{ data: StoredContentPage } | ContentSaveError>('/content/pages', page, { params: scoped(scope), validateStatus: refusedOrSaved });
  return saveResult(res.status, res.data);
}

/** GET /content/versions?url= — newest first, with who and when (staff). */
export async function listContentVersions(api: AxiosInstance, url: string, scope?: ContentScope): Promise<ContentVersionInfo[]> {
  const res = await api.get<{ data: ContentVersionInfo[] }>('/content/versions', { params: { url, ...scoped(scope) } });
  return res.data.data;
}

/** GET /content/versions/{version}?url= — one version with its page (staff). */
export async function fetchContentVersion(api: AxiosInstance, url: string, version: number, scope?: ContentScope): Promise<ContentVersion> {
  const res = await api.get<{ data: ContentVersion }>(`/content/versions/${version}`, { params: { url, ...scoped(scope) } });
  return res.data.data;
}

/** POST /content/restore — saves an old version again as the newest (staff). */
export async function restoreContentVersion(api: AxiosInstance, url: string, version: number, scope?: ContentScope): Promise<ContentSaveResult> {
  const res = await api.post<{ data: StoredContentPage } | ContentSaveError>('/content/restore', { url, version }, { params: scoped(scope), validateStatus: refusedOrSaved });
  return saveResult(res.status, res.data);
}
