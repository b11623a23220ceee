import { DEFAULT_USER_NAME, maskAddress, nameFromEmail } from './identity';
import { generateCode, hashCode } from './otp.service';

describe('nameFromEmail', () => {
  it.each([
    ['asha.rao@x.in', 'Asha Rao'],
    ['ravi_kumar+ads@x.in', 'Ravi Kumar'],
    ['priya@x.in', 'Priya'],
    ['12345@x.in', 'New user'],
    [null, 'New user'],
  ])('%j → %s', (email, name) => {
    expect(nameFromEmail(email)).toBe(name);
  });
});

describe('DEFAULT_USER_NAME', () => {
  it('is neutral: neither the product nor any brand', () => {
    expect(DEFAULT_USER_NAME).toBe('New user');
    expect(DEFAULT_USER_NAME).not.toMatch(/mediamart/i);
  });
});

describe('codes', () => {
  it('are 6 digits, leading zeros kept, and spread over the range', () => {
    const codes = Array.from({ length: 2000 }, () => generateCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('hash differently per request and channel', () => {
    expect(hashCode('r1', 'email', '123456')).not.toBe(hashCode('r2', 'email', '123456'));
    expect(hashCode('r1', 'email', '123456')).not.toBe(hashCode('r1', 'phone', '123456'));
    expect(hashCode('r1', 'email', '123456')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('maskAddress', () => {
  it('keeps logs free of whole addresses', () => {
    expect(maskAddress('+919876543210')).toBe('+91 ******3210');
    expect(maskAddress('asha@example.com')).toBe('as***@example.com');
  });
});
