import { CODE_MESSAGE, EMAIL_MESSAGE, PHONE_MESSAGE, validateEmail, validateIndianMobile, validateOtpCode, extractOtpCode } from './validate';

describe('validateIndianMobile', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['6000000000', '+916000000000'],
    ['98765-43210', '+919876543210'],
    // The same rule as the server's: a bare 91 country code is accepted too.
    ['919876543210', '+919876543210'],
  ])('accepts %s', (input, value) => {
    expect(validateIndianMobile(input)).toEqual({ ok: true, value });
  });

  it.each(['', '5876543210', '987654321', '98765432100', '+9198765432', '+449876543210', 'abcdefghij', '+91+9876543210'])(
    'rejects %p',
    (input) => {
      expect(validateIndianMobile(input)).toEqual({ ok: false, message: PHONE_MESSAGE });
    },
  );
});

describe('validateEmail', () => {
  it('accepts and normalises an address', () => {
    expect(validateEmail('  Asha@Example.IN ')).toEqual({ ok: true, value: 'asha@example.in' });
  });
  it.each(['', 'asha', 'asha@', '@example.in', 'asha@example', 'a sha@example.in', 'a@b@c.in'])('rejects %p', (input) => {
    expect(validateEmail(input)).toEqual({ ok: false, message: EMAIL_MESSAGE });
  });
});

describe('validateOtpCode', () => {
  it('accepts six digits, ignoring spaces', () => {
    expect(validateOtpCode('123 456')).toEqual({ ok: true, value: '123456' });
  });
  it.each(['', '12345', '1234567', '12a456'])('rejects %p', (input) => {
    expect(validateOtpCode(input)).toEqual({ ok: false, message: CODE_MESSAGE });
  });
});

describe('extractOtpCode', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['Code: 123456', '123456'],
    ['Your MediaMart code is 654321. It expires in 5 minutes.', '654321'],
    [' 12-34-56 ', '123456'],
  ])('%p → %p', (text, code) => {
    expect(extractOtpCode(text)).toBe(code);
  });
  it.each(['', '12345', '1234567', 'no code here'])('%p has no code', (text) => {
    expect(extractOtpCode(text)).toBeNull();
  });
});
