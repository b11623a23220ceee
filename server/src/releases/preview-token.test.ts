import { signPreview, verifyPreview } from './preview-token';

const now = new Date('2026-11-26T10:00:00.000Z');
const claim = { remote: 'mf_bag' as const, version: '1.3.0', expiresAt: new Date('2026-11-27T10:00:00.000Z') };

describe('preview tokens', () => {
  it('verifies its own token until it expires', () => {
    const token = signPreview(claim, 'secret-a');
    expect(verifyPreview(token, 'secret-a', now)).toEqual(claim);
    expect(verifyPreview(token, 'secret-a', claim.expiresAt)).toBeNull();
  });

  it('refuses another secret, a changed payload, and garbage', () => {
    const token = signPreview(claim, 'secret-a');
    expect(verifyPreview(token, 'secret-b', now)).toBeNull();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ r: 'mf_bag', v: '9.9.9', e: claim.expiresAt.getTime() })).toString('base64url');
    expect(verifyPreview(`${forged}.${signature}`, 'secret-a', now)).toBeNull();
    for (const bad of ['', 'abc', 'a.b.c', `${token}x`, null, undefined, 'x'.repeat(600)]) expect(verifyPreview(bad, 'secret-a', now)).toBeNull();
  });

  it('refuses a well-signed token for an unknown remote', () => {
    const token = signPreview({ ...claim, remote: 'mf_shop' as never }, 'secret-a');
    expect(verifyPreview(token, 'secret-a', now)).toBeNull();
  });
});
