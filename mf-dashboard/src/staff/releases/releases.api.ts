import type { AxiosInstance } from 'axios';
import type { RemoteName } from 'shared-domain';
import { REMOTE_ROUTES, type CreatedDeployToken, type DeployToken, type PreviewLink, type RemoteRelease, type RemotesResponse } from 'shared-domain/releases';

// Service A's release registry (issue 20), staff only; the client adds x-access-token.

/** GET /api/remotes: every remote's live release, releases, switches and browser error rate. */
export async function fetchRemotes(api: AxiosInstance): Promise<RemotesResponse> {
  const res = await api.get<RemotesResponse>(REMOTE_ROUTES.list);
  return res.data;
}

/** POST /api/remotes/{name}/live { version }: switches (or rolls back) at once; a 409 release_check_failed carries the failed parts. */
export async function switchLive(api: AxiosInstance, remote: RemoteName, version: string): Promise<true> {
  await api.post(REMOTE_ROUTES.live(remote), { version });
  return true;
}

/** POST …/releases/{version}/check: runs the check again; the release with its new result (null when the answer carries none). */
export async function recheckRelease(api: AxiosInstance, remote: RemoteName, version: string): Promise<RemoteRelease | null> {
  const res = await api.post<RemoteRelease | { release?: RemoteRelease }>(REMOTE_ROUTES.check(remote, version), {});
  const body = res.data as Partial<RemoteRelease> & { release?: RemoteRelease };
  if (body && typeof body.version === 'string' && 'check' in body) return body as RemoteRelease;
  return body?.release ?? null;
}

/** POST …/releases/{version}/preview: a signed link that opens the site with this release. */
export async function createPreview(api: AxiosInstance, remote: RemoteName, version: string): Promise<PreviewLink> {
  const res = await api.post<PreviewLink | { preview: PreviewLink }>(REMOTE_ROUTES.preview(remote, version), {});
  const body = res.data;
  return 'preview' in body ? body.preview : body;
}

/** GET /api/remotes/{name}/tokens: the remote's deploy tokens (never their secrets). */
export async function fetchTokens(api: AxiosInstance, remote: RemoteName): Promise<DeployToken[]> {
  const res = await api.get<DeployToken[] | { tokens: DeployToken[] }>(REMOTE_ROUTES.tokens(remote));
  return Array.isArray(res.data) ? res.data : res.data.tokens;
}

/** POST /api/remotes/{name}/tokens { label }: the new token with its secret, shown this once. */
export async function createToken(api: AxiosInstance, remote: RemoteName, label: string, mayGoLive: boolean): Promise<CreatedDeployToken> {
  const res = await api.post<CreatedDeployToken | { token: CreatedDeployToken }>(REMOTE_ROUTES.tokens(remote), { label, mayGoLive });
  const body = res.data;
  return typeof body.token === 'string' ? (body as CreatedDeployToken) : body.token;
}

/** DELETE /api/remotes/{name}/tokens/{id}: the token stops working at once. */
export async function revokeToken(api: AxiosInstance, remote: RemoteName, id: string): Promise<true> {
  await api.delete(REMOTE_ROUTES.token(remote, id));
  return true;
}
