import { normalizeEmail, normalizePhone } from './identity';

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
