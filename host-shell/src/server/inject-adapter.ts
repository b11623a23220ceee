import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';

/** One request to the server's own routes, answered in process (Fastify's inject). */
export type InjectRequest = { method: string; url: string; headers: Record<string, string>; body?: string };
export type InjectResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
export type Inject = (request: InjectRequest) => Promise<InjectResponse>;

/** An axios adapter over `inject`: the pages' API calls during the server's render never leave the process. */
export function injectAdapter(inject: Inject): AxiosAdapter {
  return async (config) => {
    const url = axios.getUri(config);
    const headers = Object.fromEntries(Object.entries(AxiosHeaders.from(config.headers).toJSON(true)).map(([k, v]) => [k, String(v)]));
    // Axios's own adapters turn `auth` into the header; this one must too (the search index's basic credentials).
    if (config.auth && !Object.keys(headers).some((k) => k.toLowerCase() === 'authorization')) {
      headers.authorization = `Basic ${Buffer.from(`${config.auth.username}:${config.auth.password}`, 'utf8').toString('base64')}`;
    }
    const answer = await inject({
      method: (config.method ?? 'get').toUpperCase(),
      url,
      headers,
      ...(typeof config.data === 'string' ? { body: config.data } : {}),
    });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: AxiosHeaders.from(answer.headers as Record<string, string>),
      config,
    };
    const ok = config.validateStatus ? config.validateStatus(answer.status) : answer.status >= 200 && answer.status < 300;
    if (ok) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, undefined, response);
  };
}

let installed: AxiosAdapter | undefined;

/** The adapter over the server's `inject`, kept for the clients the render makes itself (the search index's). */
export function installInjectAdapter(inject: Inject): AxiosAdapter {
  installed = injectAdapter(inject);
  return installed;
}

/** The adapter installInjectAdapter made (undefined before the renderer is configured). */
export function installedInjectAdapter(): AxiosAdapter | undefined {
  return installed;
}
