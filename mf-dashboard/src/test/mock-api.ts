import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { AUTH_TOKEN_KEY } from 'shared-domain';
import { createCampaignClient } from '../api/campaign-client';

export type MockReply = { status: number; body: unknown };
export type MockHandler = (req: { method: string; path: string }) => MockReply | Promise<MockReply>;
export type RecordedRequest = { method: string; path: string; headers: Record<string, unknown> };

/** An axios adapter answering from `handler` and recording each request. */
export function mockAdapter(handler: MockHandler, requests: RecordedRequest[], prefix = '/campaign-api'): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = `${config.baseURL ?? ''}${config.url ?? ''}`.replace(prefix, '');
    requests.push({ method, path, headers: { ...config.headers } });
    const reply = await handler({ method, path });
    const response = { data: reply.body, status: reply.status, statusText: String(reply.status), headers: {}, config };
    if (reply.status >= 400) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
}

/**
 * A real service-B client (same Bearer interceptor, same ApiError mapping) reading the token
 * from localStorage as the production one does, whose transport is a function.
 */
export function createMockApi(handler: MockHandler) {
  const requests: RecordedRequest[] = [];
  const api = createCampaignClient('/campaign-api', () => window.localStorage.getItem(AUTH_TOKEN_KEY));
  api.defaults.adapter = mockAdapter(handler, requests);
  return { api, requests };
}

export const ok = (body: unknown): MockReply => ({ status: 200, body });
export const fail = (status: number, message = `Failed (${status})`): MockReply => ({ status, body: { error: `http_${status}`, message } });
