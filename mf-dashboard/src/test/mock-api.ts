import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { AUTH_TOKEN_KEY, createServiceAClient, createServiceBClient } from 'shared-domain';

export type MockReply = { status: number; body: unknown };
export type MockRequest = {
  method: string;
  path: string;
  /** The JSON body parsed, or the raw data (FormData, Blob) when it is not JSON. */
  body: unknown;
  /** The query parameters given as `params`. */
  params: Record<string, unknown>;
  /** Calls the request's upload-progress callback, as the browser would while sending. */
  progress: (loaded: number, total: number) => void;
};
export type MockHandler = (req: MockRequest) => MockReply | Promise<MockReply>;
export type RecordedRequest = { method: string; path: string; headers: Record<string, unknown>; body: unknown; params: Record<string, unknown> };

function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** An axios adapter answering from `handler` and recording each request. */
export function mockAdapter(handler: MockHandler, requests: RecordedRequest[], prefix = '/campaign-api'): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = `${config.baseURL ?? ''}${config.url ?? ''}`.replace(prefix, '');
    const body = bodyOf(config.data);
    const params = { ...(config.params as Record<string, unknown> | undefined) };
    requests.push({ method, path, headers: { ...config.headers }, body, params });
    const progress = (loaded: number, total: number) =>
      config.onUploadProgress?.({ loaded, total, progress: loaded / total, bytes: loaded, upload: true } as Parameters<NonNullable<typeof config.onUploadProgress>>[0]);
    const reply = await handler({ method, path, body, params, progress });
    const response = { data: reply.body, status: reply.status, statusText: String(reply.status), headers: {}, config };
    // A call that accepts some error statuses (validateStatus) gets them as answers, as axios does.
    if (config.validateStatus ? !config.validateStatus(reply.status) : reply.status >= 400) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
}

const storedToken = () => window.localStorage.getItem(AUTH_TOKEN_KEY);

/**
 * A real service-B client (same Bearer interceptor, same ApiError mapping) reading the token
 * from localStorage as the production one does, whose transport is a function. The test
 * renders take its transport for the page runtime's service B (test/render.tsx).
 */
export function createMockApi(handler: MockHandler) {
  const requests: RecordedRequest[] = [];
  const api = createServiceBClient({ baseURL: '/campaign-api', getToken: storedToken });
  api.defaults.adapter = mockAdapter(handler, requests);
  return { api, requests };
}

/** A service-A client over the stored token; a test sets its transport (`defaults.adapter`) for the runtime's service A. */
export function createMainClient(baseURL = '/api', getToken: () => string | null = storedToken) {
  return createServiceAClient({ baseURL, getToken });
}

export const ok = (body: unknown): MockReply => ({ status: 200, body });
export const fail = (status: number, message = `Failed (${status})`): MockReply => ({ status, body: { error: `http_${status}`, message } });
