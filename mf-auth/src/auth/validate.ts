/** Input rules of the sign-in dialog; each returns the normalised value or a message. */
export type Validated = { ok: true; value: string } | { ok: false; message: string };

export const PHONE_MESSAGE = 'Enter a valid 10-digit Indian mobile number';
export const EMAIL_MESSAGE = 'Enter a valid e-mail address';
export const CODE_MESSAGE = 'Enter the 6-digit code';

// Optional +91 or 0, then 10 digits starting 6–9 (Indian mobile numbering plan).
const INDIAN_MOBILE = /^(?:\+91|0)?([6-9]\d{9})$/;
// Deliberately loose: one @, a dot in the domain, no spaces. The code proves the address.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An Indian mobile number → `+91XXXXXXXXXX`; spaces and hyphens are ignored. */
export function validateIndianMobile(input: string): Validated {
  const m = INDIAN_MOBILE.exec(input.replace(/[\s-]/g, ''));
  return m ? { ok: true, value: `+91${m[1]}` } : { ok: false, message: PHONE_MESSAGE };
}

/** An e-mail address, trimmed and lower-cased. */
export function validateEmail(input: string): Validated {
  const v = input.trim().toLowerCase();
  return EMAIL.test(v) && v.length <= 254 ? { ok: true, value: v } : { ok: false, message: EMAIL_MESSAGE };
}

/** A 6-digit one-time code; spaces are ignored (codes are often pasted as "123 456"). */
export function validateOtpCode(input: string): Validated {
  const v = input.replace(/\s/g, '');
  return /^\d{6}$/.test(v) ? { ok: true, value: v } : { ok: false, message: CODE_MESSAGE };
}

/**
 * The 6-digit code in pasted or auto-filled text: "123456", "123 456", "Code: 123456",
 * "Your MediaMart code is 123456." → "123456"; null when there is no single code in it.
 */
export function extractOtpCode(text: string): string | null {
  const standalone = text.match(/(?:^|\D)(\d{6})(?!\d)/);
  if (standalone) return standalone[1]!;
  const digits = text.replace(/\D/g, '');
  return digits.length === 6 ? digits : null;
}
