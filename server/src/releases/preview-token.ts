/**
 * Signed preview tokens (issue 20): `<payload>.<signature>`, the payload base64url JSON
 * `{ r: remote, v: version, e: expires (epoch ms) }`, the signature HMAC-SHA256 over the payload
 * with the registry's secret (stored in the database, so every instance verifies the same way).
 * The same token is the preview link's `?token=` and the value of the HttpOnly preview cookie.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isRemoteName, type RemoteName } from 'shared-domain';

export type PreviewClaim = { remote: RemoteName; version: string; expiresAt: Date };

const sign = (payload: string, secret: string): string => createHmac('sha256', secret).update(payload, 'utf8').digest('base64url');

export function signPreview(claim: PreviewClaim, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ r: claim.remote, v: claim.version, e: claim.expiresAt.getTime() }), 'utf8').toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The claim of a well-signed token that has not expired at `now`; null for anything else (never throws). */
export function verifyPreview(token: string | undefined | null, secret: string, now: Date): PreviewClaim | null {
  if (typeof token !== 'string' || token.length > 500) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { r, v, e } = value as Record<string, unknown>;
  if (!isRemoteName(r) || typeof v !== 'string' || v.length === 0 || v.length > 40 || typeof e !== 'number' || !Number.isFinite(e)) return null;
  if (e <= now.getTime()) return null;
  return { remote: r, version: v, expiresAt: new Date(e) };
}
