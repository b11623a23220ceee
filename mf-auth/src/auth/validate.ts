import { EMAIL_MESSAGE, PHONE_MESSAGE, normalizeEmail, normalizePhone } from 'shared-domain';

/** Input rules of the sign-in dialog; each returns the normalised value or a message. */
export type Validated = { ok: true; value: string } | { ok: false; message: string };

export { EMAIL_MESSAGE, PHONE_MESSAGE };
export const CODE_MESSAGE = 'Enter the 6-digit code';

/** An Indian mobile number → `+91XXXXXXXXXX` (shared-domain's rule, the same the server applies). */
export function validateIndianMobile(input: string): Validated {
  const phone = normalizePhone(input);
  return phone ? { ok: true, value: phone } : { ok: false, message: PHONE_MESSAGE };
}

/** An e-mail address, trimmed and lower-cased (shared-domain's rule, the same the server applies). */
export function validateEmail(input: string): Validated {
  const email = normalizeEmail(input);
  return email ? { ok: true, value: email } : { ok: false, message: EMAIL_MESSAGE };
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
