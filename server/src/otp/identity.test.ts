import { maskAddress, nameFromEmail, normalizeEmail, normalizePhone } from './identity';
import { generateCode, hashCode } from './otp.service';

describe('normalizePhone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['91 9876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['(+91) 98765.43210', '+919876543210'],
    ['9198765432', '+919198765432'],
    ['7000000000', '+917000000000'],
  ])('%j → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['', '5876543210', '1234567890', '987654321', '98765432100', '+9298765 43210', '+1 9876543210', '0091 9876543210', '98765x3210', '++919876543210'])(
    'refuses %j',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );
});

describe('normalizeEmail', () => {
  it.each([
    ['a@b.co', 'a@b.co'],
    [' Asha.Rao+ads@Mail.Example.IN ', 'asha.rao+ads@mail.example.in'],
    ["o'neil@example.com", "o'neil@example.com"],
  ])('%j → %s', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  it.each(['', 'plain', '@b.co', 'a@', 'a@b', 'a@b.c', 'a@@b.co', 'a b@c.co', 'a@b c.co', '.a@b.co', 'a.@b.co', 'a..b@c.co', 'a@-b.co', 'a@b-.co', 'a@b..co', `${'x'.repeat(65)}@b.co`, `a@${'b'.repeat(250)}.co`])(
    'refuses %j',
    (input) => {
      expect(normalizeEmail(input)).toBeNull();
    },
  );
});

describe('nameFromEmail', () => {
  it.each([
    ['asha.rao@x.in', 'Asha Rao'],
    ['ravi_kumar+ads@x.in', 'Ravi Kumar'],
    ['priya@x.in', 'Priya'],
    ['12345@x.in', 'MediaMart user'],
    [null, 'MediaMart user'],
  ])('%j → %s', (email, name) => {
    expect(nameFromEmail(email)).toBe(name);
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
