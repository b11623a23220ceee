import type { AxiosInstance } from 'axios';
import { ApiError, fieldErrorsOf } from 'shared-domain';
import type { Organization, OrganizationInput } from 'shared-domain/organizations';

/** A 400 or 409 from POST/PUT /organizations: the sentence and each field's problem by path (`hostnames.1`). */
export class OrganizationSaveError extends ApiError {
  constructor(status: number, code: string, message: string, readonly errors: Readonly<Record<string, string>>) {
    super(status, code, message);
  }
}

type SaveAnswer = Organization | { error?: string; message?: string; fields?: Record<string, unknown> };

/** 400 and 409 answer `{ message, fields }`; they come back as answers so `fields` is kept. */
const keepFieldErrors = (status: number) => (status >= 200 && status < 300) || status === 400 || status === 409;

function saved(status: number, data: SaveAnswer): Organization {
  if (status === 400 || status === 409) {
    const body = data as { error?: string; message?: string };
    const message = typeof body.message === 'string' && body.message ? body.message : 'The organisation was not saved';
    throw new OrganizationSaveError(status, typeof body.error === 'string' ? body.error : `http_${status}`, message, fieldErrorsOf(data));
  }
  return data as Organization;
}

/** GET /organizations: staff get every organisation, a white-label-admin [its own]. */
export async function listOrganizations(api: AxiosInstance): Promise<Organization[]> {
  const res = await api.get<{ data: Organization[] }>('/organizations');
  return res.data.data;
}

/** GET /organizations/{id}. */
export async function fetchOrganization(api: AxiosInstance, id: string): Promise<Organization> {
  const res = await api.get<Organization>(`/organizations/${encodeURIComponent(id)}`);
  return res.data;
}

/** POST /organizations (staff). */
export async function createOrganization(api: AxiosInstance, input: OrganizationInput): Promise<Organization> {
  const res = await api.post<SaveAnswer>('/organizations', input, { validateStatus: keepFieldErrors });
  return saved(res.status, res.data);
}

/** PUT /organizations/{id}: the whole object. */
export async function updateOrganization(api: AxiosInstance, id: string, input: OrganizationInput): Promise<Organization> {
  const res = await api.put<SaveAnswer>(`/organizations/${encodeURIComponent(id)}`, input, { validateStatus: keepFieldErrors });
  return saved(res.status, res.data);
}

/** PUT /organizations/{id}/logo: the file itself as the body, with its own content type. */
export async function uploadLogo(api: AxiosInstance, id: string, file: Blob): Promise<Organization> {
  const res = await api.put<Organization>(`/organizations/${encodeURIComponent(id)}/logo`, file, {
    headers: { 'Content-Type': file.type },
    callKind: 'upload',
  });
  return res.data;
}

const claimPath = (id: string, hostname: string) => `/organizations/${encodeURIComponent(id)}/hostnames/${encodeURIComponent(hostname)}`;

/** PUT /organizations/{id}/hostnames/{hostname} (staff): approve (verified) or refuse a hostname's claim. */
export async function decideHostname(api: AxiosInstance, id: string, hostname: string, status: 'verified' | 'refused'): Promise<Organization> {
  const res = await api.put<Organization>(claimPath(id, hostname), { status });
  return res.data;
}

/** POST /organizations/{id}/hostnames/{hostname}/verify: checks the DNS proof now; the claim says how it went. */
export async function verifyHostname(api: AxiosInstance, id: string, hostname: string): Promise<Organization> {
  const res = await api.post<Organization>(`${claimPath(id, hostname)}/verify`);
  return res.data;
}
