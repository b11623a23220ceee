import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { AUTH_TOKEN_KEY, createServiceAClient } from 'shared-domain';

export type MockReply = { status: number; body: unknown; headers?: Record<string, string> };
export type MockHandler = (req: { method: string; path: string; body: unknown }) => MockReply | Promise<MockReply>;
export type RecordedRequest = { method: string; path: string; body: unknown; headers: Record<string, unknown> };

/**
 * A real service-A client (same interceptors, same ApiError mapping) reading the token from
 * localStorage, whose transport is a function.
 */
export function createMockApi(handler: MockHandler, { unrecorded = ['/auth/config'] }: { unrecorded?: string[] } = {}) {
  const requests: RecordedRequest[] = [];
  const api = createServiceAClient({ baseURL: '/api', getToken: () => window.localStorage.getItem(AUTH_TOKEN_KEY) });
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    // The dialog asks GET /auth/config on every opening; tests about other calls skip it.
    if (!unrecorded.includes(path)) requests.push({ method, path, body, headers: { ...config.headers } });
    const reply = await handler({ method, path, body });
    const response = { data: reply.body, status: reply.status, statusText: String(reply.status), headers: reply.headers ?? {}, config };
    const valid = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 400;
    if (!valid) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  api.defaults.adapter = adapter;
  return { api, requests };
}

export const ok = (body: unknown): MockReply => ({ status: 200, body });
export const fail = (status: number, message = `Failed (${status})`): MockReply => ({ status, body: { error: `http_${status}`, message } });
export const tooMany = (retryAfterSeconds: number, message = 'Too many codes'): MockReply => ({
  status: 429,
  body: { error: 'rate_limited', message },
  headers: { 'retry-after': String(retryAfterSeconds) },
});
export const networkDown = (): Promise<MockReply> => Promise.reject(new Error('Network Error'));
