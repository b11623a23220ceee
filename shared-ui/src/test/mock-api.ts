import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createServiceAClient } from 'shared-domain';

export type MockReply = { status: number; body: unknown };
/** `method` is lower case (`get`, `post`…), `body` the parsed JSON body if any (optional, so handlers can pass a request on). */
export type MockHandler = (req: { path: string; params: Record<string, unknown>; method?: string; body?: unknown }) => MockReply | Promise<MockReply>;
export type RecordedRequest = { path: string; params: Record<string, unknown>; headers: Record<string, unknown>; method: string; body: unknown };

/**
 * A real service-A client (same interceptors, same ApiError mapping) whose transport is a
 * function, so tests see exactly what the components ask for and answer as the server would.
 */
export function createMockApi(handler: MockHandler, getToken?: () => string | null) {
  const requests: RecordedRequest[] = [];
  const api = createServiceAClient({ baseURL: '/api', getToken });
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = (config.url ?? '').replace(/^\/api/, '');
    const params = { ...(config.params as Record<string, unknown> | undefined) };
    const method = (config.method ?? 'get').toLowerCase();
    const body: unknown = typeof config.data === 'string' && /^[[{"]/.test(config.data) ? JSON.parse(config.data) : config.data;
    requests.push({ path, params, headers: { ...config.headers }, method, body });
    const reply = await handler({ path, params, method, body });
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
