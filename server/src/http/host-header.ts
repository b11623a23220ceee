import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InputError } from '../errors';

/** RFC 3986 reg-name (IPv4 is a subset): unreserved, percent-encoded and sub-delims characters, at least one. */
const REG_NAME = /^(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})+$/i;
/** RFC 3986 IPvFuture, inside the brackets. */
const IP_FUTURE = /^v[0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+$/i;
const PORT = /^[0-9]{1,5}$/;

/** Whether the port text is 1–65535 written in digits. */
function isPort(text: string): boolean {
  const value = Number(text);
  return PORT.test(text) && value >= 1 && value <= 65535;
}

/**
 * Whether a Host header (or a trusted proxy's X-Forwarded-Host) is `host[:port]`: an RFC 3986
 * reg-name or IPv4 address, or a bracketed IPv6 (or IPvFuture) address, and an optional port of
 * 1–65535. An empty value, spaces, a path, markup or a bad port are not.
 */
export function isValidHostHeader(value: string): boolean {
  let host = value;
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end < 0) return false;
    const rest = value.slice(end + 1);
    if (rest && !(rest.startsWith(':') && isPort(rest.slice(1)))) return false;
    const inside = value.slice(1, end);
    return isIPv6(inside) || IP_FUTURE.test(inside);
  }
  const colon = value.lastIndexOf(':');
  if (colon >= 0) {
    if (!isPort(value.slice(colon + 1))) return false;
    host = value.slice(0, colon);
  }
  return REG_NAME.test(host);
}

const HOST_PROBLEM = 'The Host header must be a host name or address with an optional port (1–65535)';

/**
 * Why the request's host cannot be taken, or null: an HTTP/1.1 request must name exactly one
 * Host, and it (and what a trusted proxy forwarded in its place) must be a valid `host[:port]`.
 */
export function hostHeaderProblem(request: FastifyRequest): string | null {
  const { headers, raw } = request;
  const hostLines = raw.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host').length;
  if (hostLines > 1) return 'The request must carry one Host header';
  const sent = headers.host;
  if (sent === undefined) return raw.httpVersionMajor === 1 && raw.httpVersionMinor === 0 ? null : 'The request must carry a Host header';
  if (!isValidHostHeader(sent)) return HOST_PROBLEM;
  // request.host is the Host, or the X-Forwarded-Host of a trusted proxy (TRUST_PROXY).
  return request.host === sent || isValidHostHeader(request.host) ? null : HOST_PROBLEM;
}

/**
 * Refuses a request with a malformed or missing Host with 400 before any route, page or other
 * hook runs (the site's pages build their links from the host). Register it first.
 * Node's server already refuses an HTTP/1.1 request with no Host line; this also covers an
 * empty one, bad values, repeats and requests that reach the app another way (inject).
 */
export function registerHostGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const problem = hostHeaderProblem(request);
    if (problem) throw new InputError(problem);
  });
}
