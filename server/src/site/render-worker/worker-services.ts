/**
 * What the server gives a render worker, and nothing more: the page's API calls (reads only,
 * never with anyone's credentials, answered in process), the files of the remotes this
 * server serves, and the files of a remote on another origin that the live map names. The
 * worker runs a release's code, so each question is checked as if it came from the internet.
 */
import type { FastifyInstance } from 'fastify';
import type { LiveMap } from '../../releases/site-releases';
import type { FetchAnswer, InjectResponse } from './render-protocol';
import type { WorkerServices } from './render-pool';

/** The request headers a page's API call may carry (content negotiation only: no cookie, token or forwarding header). */
const INJECT_HEADERS = new Set(['accept', 'accept-language', 'content-type']);
/** Response headers the worker gets back (no cookie). */
const ANSWER_HEADERS = new Set(['content-type', 'cache-control', 'etag', 'last-modified']);
/** A remote's file fetched for a worker: its time limit and largest size. */
const FETCH_TIMEOUT_MS = 10_000;
const FETCH_MAX_BYTES = 16 * 1024 * 1024;

function pick<T>(headers: Record<string, T>, allowed: Set<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => allowed.has(k.toLowerCase())));
}

/** The origins of the live remotes that are served elsewhere (registered by URL, or REMOTE_URL_MF_*). */
function remoteOrigins(map: LiveMap): Set<string> {
  const origins = new Set<string>();
  for (const { manifestUrl } of Object.values(map)) {
    try {
      if (!manifestUrl.startsWith('/')) origins.add(new URL(manifestUrl).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return origins;
}

export function workerServices(app: FastifyInstance, o: {
  read: (pathname: string) => Promise<string | null>;
  live: () => Promise<LiveMap>;
  localOrigin: string;
}): WorkerServices {
  return {
    async inject(request): Promise<InjectResponse> {
      const method = request.method.toUpperCase();
      if (method !== 'GET' && method !== 'HEAD') throw new Error(`a render may only read (${method} refused)`);
      if (!request.url.startsWith('/') || request.url.startsWith('//')) throw new Error('a render may only call the site\'s own API');
      const res = await app.inject({ method, url: request.url, headers: pick(request.headers, INJECT_HEADERS) });
      return { status: res.statusCode, headers: pick(res.headers as Record<string, string | string[] | undefined>, ANSWER_HEADERS), body: res.body };
    },
    file: (pathname) => o.read(pathname),
    async fetch(url): Promise<FetchAnswer> {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        throw new Error('not an address');
      }
      if (target.origin === o.localOrigin) {
        const text = await o.read(target.pathname);
        return text === null ? { status: 404, contentType: 'text/plain', body: 'Not Found' } : { status: 200, contentType: target.pathname.endsWith('.json') ? 'application/json' : 'text/javascript', body: text };
      }
      if (!remoteOrigins(await o.live()).has(target.origin)) throw new Error(`${target.origin} is not the origin of a live remote`);
      const res = await fetch(target, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), cache: 'no-store' });
      const length = Number(res.headers.get('content-length') ?? 0);
      if (length > FETCH_MAX_BYTES) throw new Error(`${url} is larger than ${FETCH_MAX_BYTES} bytes`);
      const body = await res.text();
      if (body.length > FETCH_MAX_BYTES) throw new Error(`${url} is larger than ${FETCH_MAX_BYTES} bytes`);
      return { status: res.status, contentType: res.headers.get('content-type') ?? 'application/octet-stream', body };
    },
  };
}
