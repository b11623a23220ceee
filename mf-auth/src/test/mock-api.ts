import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { AUTH_TOKEN_KEY, createServiceAClient } from 'shared-domain';

export type MockReply = { status: number; body: unknown };
export type MockHandler = (req: { method: string; path: string; body: unknown }) => MockReply | Promise<MockReply>;
export type RecordedRequest = { method: string; path: string; body: unknown; headers: Record<string, unknown> };

/**
 * A real service-A client (same interceptors, same ApiError mapping) reading the token from
 * localStorage, whose transport is a function.
 */
export function createMockApi(handler: MockHandler) {
  const requests: RecordedRequest[] = [];
  const api = createServiceAClient({ baseURL: '/api', getToken: () => window.localStorage.getItem(AUTH_TOKEN_KEY) });
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    requests.push({ method, path, body, headers: { ...config.headers } });
    const reply = await handler({ method, path, body });
    const response = { data: reply.body, status: reply.status, statusText: String(reply.status), headers: {}, config };
    if (reply.status >= 400) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  api.defaults.adapter = adapter;
  return { api, requests };
}

export const ok = (body: unknown): MockReply => ({ status: 200, body });
export const fail = (status: number, message = `Failed (${status})`): MockReply => ({ status, body: { error: `http_${status}`, message } });
export const networkDown = (): Promise<MockReply> => Promise.reject(new Error('Network Error'));
