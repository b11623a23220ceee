import { isIP } from 'node:net';
import { envValue, type Env } from '../env-values';

/**
 * Which proxies' `X-Forwarded-For` the server believes (Fastify's `trustProxy`): false = none,
 * so the client is the socket's address; a hop count; or proxy addresses and CIDR blocks
 * (proxy-addr's syntax, with its names loopback, linklocal and uniquelocal).
 */
export type TrustProxy = false | number | string[];

const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrBlock(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset (or 0) trusts no proxy; `1`, `2`… trusts that many hops in front of the
 * server (the client is the address the farthest trusted proxy saw); `10.0.0.1, 10.1.0.0/16`
 * trusts those proxies. `true` is refused: it would let
 * every client choose the address its limits are counted by.
 */
export function loadTrustProxy(env: Env): TrustProxy {
  const raw = envValue(env, 'TRUST_PROXY');
  if (raw === null || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrBlock(entry));
  if (bad !== undefined || !entries.length) {
    throw new Error(
      `TRUST_PROXY must be a hop count (1, 2…) or a comma-separated list of proxy addresses or CIDR blocks `
      + `(e.g. 10.0.0.1, 10.1.0.0/16, loopback); leave it unset when no proxy is in front. Got "${raw}"`
      + (raw.toLowerCase() === 'true' ? ': true would let any client choose its own address' : ''),
    );
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for a setting. A hop count becomes a function, because Fastify
 * trusts no hop at all for a bare number. With hops, the server must be reachable only
 * through its proxies: a client that reaches it directly could name its own address.
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
