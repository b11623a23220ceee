import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios';
import { toApiError } from './api-error';

/**
 * What kind of call a request is, which decides how long it may take: `read` (GET, HEAD),
 * `write` (anything that changes something) or `upload` (a file going up or coming down).
 * Set it on a request's config (`{ callKind: 'upload' }`); it defaults from the method.
 */
export type CallKind = 'read' | 'write' | 'upload';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** How long this call may take comes from its kind (clients.ts); defaults from the method. */
    callKind?: CallKind;
  }
}

/** Milliseconds each kind of call may take before it fails with a timeout (`ApiError.isTimeout`). */
export type ApiTimeouts = Readonly<Record<CallKind, number>>;

/**
 * A page that waits longer than this for a read has lost the user anyway; a write gets more
 * (the server may hold a row lock or call a gateway); a file gets two minutes.
 */
export const DEFAULT_API_TIMEOUTS: ApiTimeouts = { read: 10_000, write: 15_000, upload: 120_000 };

export type ClientOptions = {
  /** e.g. `/api` or `https://example.com/api`. */
  baseURL: string;
  /** Read on every request, so a login elsewhere is picked up at once. */
  getToken?: () => string | null | undefined;
  /** Called with any `token` field an answer carries (SPEC.md section 4). */
  onToken?: (token: string) => void;
  /** Per kind of call; the rest keep DEFAULT_API_TIMEOUTS. */
  timeouts?: Partial<ApiTimeouts>;
  /** Answers requests instead of the network (tests, or an embedder's own transport). */
  adapter?: AxiosAdapter;
};

type TokenHeader = (token: string) => [name: string, value: string];

/** The kind of a call: its declared `callKind`, else read for GET and HEAD and write for the rest. */
export function callKindOf(config: { method?: string; callKind?: CallKind }): CallKind {
  if (config.callKind) return config.callKind;
  const method = (config.method ?? 'get').toLowerCase();
  return method === 'get' || method === 'head' ? 'read' : 'write';
}

/** Where calls go when the page renders on the server: set once by the server's renderer. */
let serverTransport: AxiosAdapter | undefined;

/**
 * The server's own render answers the site's API calls in process (no network): every client
 * without an adapter of its own uses this one from now on. Browsers never set it.
 */
export function setServerTransport(adapter: AxiosAdapter | undefined): void {
  serverTransport = adapter;
}

function createClient(opts: ClientOptions, header: TokenHeader): AxiosInstance {
  const timeouts: ApiTimeouts = { ...DEFAULT_API_TIMEOUTS, ...opts.timeouts };
  const client = axios.create({ baseURL: opts.baseURL, ...(opts.adapter ? { adapter: opts.adapter } : {}) });
  client.interceptors.request.use((config) => {
    // No request waits for ever: a hung server must turn into an error the user can act on.
    config.timeout = timeouts[callKindOf(config)];
    if (!opts.adapter && serverTransport) config.adapter = serverTransport;
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

/** Both services' clients for one page or embed: one configured client per service. */
export type ApiClients = { serviceA: AxiosInstance; serviceB: AxiosInstance };

/** One client per service over the same token and timeouts; service B's base defaults from service A's. */
export function createApiClients(opts: Omit<ClientOptions, 'baseURL'> & { apiBase: string; campaignApiBase?: string }): ApiClients {
  const { apiBase, campaignApiBase, ...shared } = opts;
  return {
    serviceA: createServiceAClient({ ...shared, baseURL: apiBase }),
    serviceB: createServiceBClient({ ...shared, baseURL: campaignApiBase ?? campaignBaseFrom(apiBase) }),
  };
}

/** Service B's base from service A's: `/api` → `/campaign-api`, `https://x/api/` → `https://x/campaign-api/`. */
export function campaignBaseFrom(apiBase: string): string {
  return /\/api\/?$/.test(apiBase) ? apiBase.replace(/\/api(\/?)$/, '/campaign-api$1') : apiBase.replace('/api', '/campaign-api');
}
