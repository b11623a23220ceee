import path from 'node:path';
import { loadAuthConfig, type AuthConfig } from './auth/auth-config';
import { loadSearchConfig, type SearchConfig } from './search/search-config';
import { loadPaymentConfig, type PaymentConfig } from './campaigns/payments/payment-config';
import { loadInvoiceConfig, type InvoiceConfig } from './bookings/invoices/invoice-config';
import { envValue, httpUrlFrom, intFrom, nodeEnvFrom, positiveIntFrom, type Env, type NodeEnv } from './env-values';
import { DEFAULT_ANALYTICS_CONFIG, type AnalyticsConfig } from './analytics/analytics-config';
import { loadTrustProxy, type TrustProxy } from './http/trust-proxy';
import { loadLimitsConfig, type LimitsConfig } from './rate-limit/limits-config';
import { loadLeadsConfig, type LeadsConfig } from './leads/leads-config';
import { parseFrameAncestors } from './http/frame-ancestors';
import { normalizeOrigin, parseProductHosts, REMOTE_FOLDERS, remoteNameOf, type RemoteFolder } from 'shared-domain';
import { loadFooterConfig, type FooterConfig } from './catalog/footer-config';
import { loadChatConfig, type ChatConfig } from './chat/chat-config';
import { loadRenderConfig, type RenderConfig } from './site/render-worker/render-config';
import { loadThirdParties, type ThirdPartyScript } from './analytics/third-party-config';

/** Remote folders served under `/mf/<folder>/`: shared-domain's list of remotes. */
export { REMOTE_FOLDERS, type RemoteFolder };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type AppConfig = {
  port: number;
  host: string;
  /** Directory of the SQLite file (ignored when `databaseUrl` is set). */
  dataDir: string;
  /** `postgres://…` switches the store to PostgreSQL. */
  databaseUrl: string | null;
  /** NODE_ENV (env-values.ts nodeEnvFrom): only `production` turns off the development routes and the test card gateway. */
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** Where `host-shell/dist` and `<remote>/dist` live (the repository root by default). */
  webRoot: string;
  /** Prefix of a service started alone (`main-api.js`, `campaign-service.js`). */
  basePath: string;
  /** `REMOTE_URL_MF_CATALOG` … : manifest URLs that replace the local default in `remotes.json`. */
  remoteUrlOverrides: Partial<Record<RemoteFolder, string>>;
  /** Value of `access-control-allow-origin` on the API services. */
  corsOrigin: string;
  /** FRAME_ANCESTORS: origins, besides the site, allowed to frame its pages (http/security-headers.ts); every organisation's embed origins are added. */
  frameAncestors: string[];
  /**
   * PRODUCT_HOSTS: the product's own hostnames (comma-separated), where no white-label
   * organisation is looked up; default localhost, 127.0.0.1, [::1], mediamart.in, www.mediamart.in.
   */
  productHosts: string[];
  /** Lifetime of an issued session token. */
  tokenTtlMs: number;
  /** EMBED_SESSION_TTL_MS: the longest an embedded session (an agency page's token) lasts; never past the session it was made from. */
  embedSessionTtlMs: number;
  /** CATALOG_CACHE_TTL_MS: how long catalog answers are cached in memory (0 = off). */
  catalogCacheTtlMs: number;
  /** SEED_SCALE: media options in the catalog generated on the first start of an empty store (default 2,300). */
  seedScale: number | null;
  /** Sign-in: OTP delivery and throttles, identity provider (auth/auth-config.ts). */
  auth: AuthConfig;
  /** ADMIN_SITE_URL: the admin site's origin (no trailing slash), where a saved campaign's media space lives; null when unset. */
  adminSiteUrl: string | null;
  /** Search: SEARCH_URL (a cluster instead of the embedded index), the index's read-only credentials, the cluster timeout. */
  search: SearchConfig;
  /** Card payments: PAYMENT_GATEWAY, PAYMENT_KEY_ID / PAYMENT_KEY_SECRET (test keys by default), currency. */
  payment: PaymentConfig;
  /** GST tax invoices: INVOICE_SUPPLIER, INVOICE_PREFIX (bookings/invoices/invoice-config.ts). */
  invoices: InvoiceConfig;
  /** Campaign files (creatives, briefs, proofs): where they are kept and how large one may be. */
  uploads: UploadConfig;
  /** TRUST_PROXY: whose X-Forwarded-For names the client (false: nobody's; the socket address does). */
  trustProxy: TrustProxy;
  /** Rate limits: where they are counted (REDIS_URL or the database) and the per-user write limits. */
  limits: LimitsConfig;
  /** Leads: SALES_EMAIL (the notification's address) and LEAD_RATE_LIMIT per LEAD_RATE_WINDOW_MINUTES per client address. */
  leads: LeadsConfig;
  /** Analytics: the event ingest limit and the e-mail marketing relay (EMAIL_MARKETING_URL / _KEY). */
  analytics: AnalyticsConfig;
  /** The footer: SITE_SOCIAL_LINKS and SITE_CERTIFICATION_TEXT / _URL / _IMAGE_URL (catalog/footer-config.ts). */
  footer: FooterConfig;
  /** The brief assistant: CHAT_LLM_URL / _KEY / _MODEL / _TIMEOUT_MS, a model that rewords its replies (none by default). */
  chat: ChatConfig;
  /** RELEASE_ORIGINS: origins (comma-separated) a registered release's manifest URL may be on in production, besides those of REMOTE_URL_MF_*. */
  releaseOrigins: string[];
  /** Render workers: where and how the code of a release renders pages (RENDER_SANDBOX, RENDER_WORKERS, RENDER_TIMEOUT_MS …). */
  render: RenderConfig;
  /** AD_PIXELS, SESSION_RECORDING: third-party scripts pages load after the visitor's consent (none: no notice, nothing loaded). */
  thirdParties: ThirdPartyScript[];
};

export type UploadConfig = {
  /** UPLOAD_DIR: the folder uploads are written to; default `DATA_DIR/uploads`. */
  dir: string;
  /** UPLOAD_MAX_BYTES: the largest accepted file; default 10 MiB. */
  maxBytes: number;
};

/** EMBED_SESSION_TTL_MS unset: an embedded session lasts 12 hours (never past the site session it was made from). */
export const DEFAULT_EMBED_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** 10 MiB: large enough for a print PDF or a short video spot, small enough to hold in memory. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** server/src or server/dist → the repository root. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Env var that overrides one remote's manifest URL, e.g. `REMOTE_URL_MF_CATALOG`. */
export function remoteEnvName(folder: RemoteFolder): string {
  return `REMOTE_URL_${remoteNameOf(folder).toUpperCase()}`;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value.trim() : undefined;
}

/** Upload settings: UPLOAD_DIR, else DATA_DIR/uploads; UPLOAD_MAX_BYTES. */
export function loadUploadConfig(env: Env, cwd: string = process.cwd()): UploadConfig {
  const dataDir = path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data');
  const dir = nonEmpty(env.UPLOAD_DIR);
  const maxBytes = intFrom(env, 'UPLOAD_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES);
  if (maxBytes === 0) throw new Error('UPLOAD_MAX_BYTES must be at least 1');
  return { dir: dir ? path.resolve(cwd, dir) : path.join(dataDir, 'uploads'), maxBytes };
}

/** Analytics settings: EVENTS_RATE_LIMIT / EVENTS_RATE_WINDOW_SECONDS and the marketing relay (off without EMAIL_MARKETING_URL). */
export function loadAnalyticsConfig(env: Env): AnalyticsConfig {
  const d = DEFAULT_ANALYTICS_CONFIG;
  return {
    marketing: {
      url: httpUrlFrom(env, 'EMAIL_MARKETING_URL'),
      key: envValue(env, 'EMAIL_MARKETING_KEY'),
      timeoutMs: positiveIntFrom(env, 'EMAIL_MARKETING_TIMEOUT_MS', d.marketing.timeoutMs),
    },
    ingest: {
      limit: positiveIntFrom(env, 'EVENTS_RATE_LIMIT', d.ingest.limit),
      windowMs: positiveIntFrom(env, 'EVENTS_RATE_WINDOW_SECONDS', d.ingest.windowMs / 1000) * 1000,
    },
  };
}

/** RELEASE_ORIGINS as normalised origins; an entry that is no http(s) origin stops the start. */
export function parseReleaseOrigins(raw: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (raw ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const origin = normalizeOrigin(entry);
    if (!origin || !/^https?:/.test(origin)) throw new Error(`RELEASE_ORIGINS must list http(s) origins such as https://cdn.example.com, got "${entry}"`);
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/** Reads the configuration from environment variables, with safe defaults (production when NODE_ENV is unset). */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const nodeEnv = nodeEnvFrom(env);
  const requestedLevel = nonEmpty(env.LOG_LEVEL) as LogLevel | undefined;
  if (requestedLevel && !LOG_LEVELS.includes(requestedLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${requestedLevel}"`);
  }
  const remoteUrlOverrides: Partial<Record<RemoteFolder, string>> = {};
  for (const folder of REMOTE_FOLDERS) {
    const url = nonEmpty(env[remoteEnvName(folder)]);
    if (url) remoteUrlOverrides[folder] = url;
  }
  const basePath = (nonEmpty(env.BASE_PATH) ?? '').replace(/\/+$/, '');
  return {
    port: intFrom(env, 'PORT', 8080),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? null,
    nodeEnv,
    logLevel: requestedLevel ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    webRoot: path.resolve(cwd, nonEmpty(env.WEB_ROOT) ?? REPO_ROOT),
    basePath: basePath === '' || basePath.startsWith('/') ? basePath : `/${basePath}`,
    remoteUrlOverrides,
    corsOrigin: nonEmpty(env.CORS_ORIGIN) ?? '*',
    frameAncestors: parseFrameAncestors(env.FRAME_ANCESTORS),
    productHosts: parseProductHosts(env.PRODUCT_HOSTS),
    tokenTtlMs: intFrom(env, 'TOKEN_TTL_DAYS', 30) * 24 * 60 * 60 * 1000,
    embedSessionTtlMs: positiveIntFrom(env, 'EMBED_SESSION_TTL_MS', DEFAULT_EMBED_SESSION_TTL_MS),
    catalogCacheTtlMs: intFrom(env, 'CATALOG_CACHE_TTL_MS', 30_000),
    seedScale: nonEmpty(env.SEED_SCALE) ? positiveIntFrom(env, 'SEED_SCALE', 1) : null,
    auth: loadAuthConfig(env, nodeEnv),
    adminSiteUrl: httpUrlFrom(env, 'ADMIN_SITE_URL'),
    search: loadSearchConfig(env),
    payment: loadPaymentConfig(env, nodeEnv),
    invoices: loadInvoiceConfig(env, nodeEnv),
    uploads: loadUploadConfig(env, cwd),
    trustProxy: loadTrustProxy(env),
    limits: loadLimitsConfig(env),
    leads: loadLeadsConfig(env),
    analytics: loadAnalyticsConfig(env),
    footer: loadFooterConfig(env),
    chat: loadChatConfig(env),
    releaseOrigins: parseReleaseOrigins(env.RELEASE_ORIGINS),
    render: loadRenderConfig(env),
    thirdParties: loadThirdParties(env, nodeEnv),
  };
}
