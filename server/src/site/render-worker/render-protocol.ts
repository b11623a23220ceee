/**
 * The messages between the server and a render worker (render-worker.ts), over the child
 * process's IPC channel. The worker runs code a release brought, so everything it sends is
 * untrusted: the server checks each message's shape (`workerMessageOf`) before acting on it.
 */

/** The origin the server names its own `/mf/…` files by in the renderer: never fetched, always asked of the server. */
export const LOCAL_ORIGIN = 'http://site.local';

/** A page to render, as the host's renderer takes it (host-shell/src/server/render-app.tsx). */
export type RenderRequest = {
  url: string;
  remotes: { name: string; entry: string; version: string }[];
  now: number;
  organisation?: unknown;
  dataTimeoutMs?: number;
};

/** What the host's renderer gives back for a page. */
export type RenderResult = { html: string; styles: string; data: Record<string, unknown>; remoteId: string };

/** One of the page's API calls, answered by the server in process. */
export type InjectRequest = { method: string; url: string; headers: Record<string, string>; body?: string };
export type InjectResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A file of a remote on another origin (a release registered by URL), fetched by the server for the worker. */
export type FetchAnswer = { status: number; contentType: string; body: string };

/** Server → worker. */
export type ParentMessage =
  | { type: 'render'; id: number; request: RenderRequest }
  | { type: 'answer'; id: number; value: unknown }
  | { type: 'refuse'; id: number; message: string };

/** Worker → server. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; result: RenderResult | null; rss: number }
  | { type: 'failed'; id: number; message: string; rss: number }
  | { type: 'inject'; id: number; request: InjectRequest }
  | { type: 'file'; id: number; pathname: string }
  | { type: 'fetch'; id: number; url: string };

/** The most a worker may send in one string (a page's markup, a path): anything larger is a broken or hostile worker. */
export const MAX_WORKER_TEXT = 8 * 1024 * 1024;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isText = (v: unknown, max = MAX_WORKER_TEXT): v is string => typeof v === 'string' && v.length <= max;
const isRss = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function stringHeaders(v: unknown): Record<string, string> | null {
  if (!isRecord(v)) return null;
  const out: Record<string, string> = {};
  for (const [k, value] of Object.entries(v)) {
    if (!isText(value, 8192) || k.length > 100) return null;
    out[k] = value;
  }
  return out;
}

function renderResultOf(v: unknown): RenderResult | null | undefined {
  if (v === null) return null;
  if (!isRecord(v) || !isText(v.html) || !isText(v.styles) || !isRecord(v.data) || !isText(v.remoteId, 100)) return undefined;
  return { html: v.html, styles: v.styles, data: v.data, remoteId: v.remoteId };
}

/** A worker's message when it has the shape of one, else null (the server then treats the worker as broken). */
export function workerMessageOf(v: unknown): WorkerMessage | null {
  if (!isRecord(v)) return null;
  switch (v.type) {
    case 'ready':
      return { type: 'ready' };
    case 'rendered': {
      const result = renderResultOf(v.result);
      return isId(v.id) && result !== undefined && isRss(v.rss) ? { type: 'rendered', id: v.id, result, rss: v.rss } : null;
    }
    case 'failed':
      return isId(v.id) && isText(v.message, 2000) && isRss(v.rss) ? { type: 'failed', id: v.id, message: v.message, rss: v.rss } : null;
    case 'inject': {
      const r = v.request;
      if (!isId(v.id) || !isRecord(r) || !isText(r.method, 10) || !isText(r.url, 4096)) return null;
      const headers = stringHeaders(r.headers);
      if (!headers || (r.body !== undefined && !isText(r.body, 65536))) return null;
      return { type: 'inject', id: v.id, request: { method: r.method, url: r.url, headers, ...(r.body === undefined ? {} : { body: r.body as string }) } };
    }
    case 'file':
      return isId(v.id) && isText(v.pathname, 1024) ? { type: 'file', id: v.id, pathname: v.pathname } : null;
    case 'fetch':
      return isId(v.id) && isText(v.url, 2048) ? { type: 'fetch', id: v.id, url: v.url } : null;
    default:
      return null;
  }
}
