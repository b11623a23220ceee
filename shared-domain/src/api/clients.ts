import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios';
import { toApiError } from './api-error';

export type ClientOptions = {
  /** e.g. `/api` or `https://example.com/api`. */
  baseURL: string;
  /** Read on every request, so a login elsewhere is picked up at once. */
  getToken?: () => string | null | undefined;
  /** Called with any `token` field an answer carries (SPEC.md section 4). */
  onToken?: (token: string) => void;
  timeoutMs?: number;
  /** Answers requests instead of the network (tests, or an embedder's own transport). */
  adapter?: AxiosAdapter;
};

type TokenHeader = (token: string) => [name: string, value: string];

function createClient(opts: ClientOptions, header: TokenHeader): AxiosInstance {
  const client = axios.create({ baseURL: opts.baseURL, timeout: opts.timeoutMs ?? 20_000, ...(opts.adapter ? { adapter: opts.adapter } : {}) });
  client.interceptors.request.use((config) => {
    const token = opts.getToken?.();
    if (token) {
      const [name, value] = header(token);
      config.headers.set(name, value);
    }
    return config;
  });
  client.interceptors.response.use(
    (res: AxiosResponse) => {
      const data = res.data as { token?: unknown } | null;
      if (data && typeof data === 'object' && typeof data.token === 'string') opts.onToken?.(data.token);
      return res;
    },
    (err: unknown) => Promise.reject(toApiError(err)),
  );
  return client;
}

/** Service A (main API): token in `x-access-token`. */
export function createServiceAClient(opts: ClientOptions): AxiosInstance {
  return createClient(opts, (t) => ['x-access-token', t]);
}

/** Service B (campaign service): token as `Authorization: Bearer`. */
export function createServiceBClient(opts: ClientOptions): AxiosInstance {
  return createClient(opts, (t) => ['Authorization', `Bearer ${t}`]);
}

/** Service B's base from service A's: `/api` → `/campaign-api`, `https://x/api/` → `https://x/campaign-api/`. */
export function campaignBaseFrom(apiBase: string): string {
  return /\/api\/?$/.test(apiBase) ? apiBase.replace(/\/api(\/?)$/, '/campaign-api$1') : apiBase.replace('/api', '/campaign-api');
}
