/**
 * Sign-in identities (SPEC.md sections 4 and 7): which phone numbers and e-mail addresses are
 * accepted, and the one stored form of each. The sign-in dialog and the server both use these.
 */

export const PHONE_MESSAGE = 'Enter a valid 10-digit Indian mobile number';
export const EMAIL_MESSAGE = 'Enter a valid e-mail address';
export const NEITHER_MESSAGE = 'Give a phone number or an e-mail address';

/** Optional +91 / 91 / 0, then 10 digits starting 6–9 (spaces, dashes, dots, brackets ignored). */
const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/** `+91XXXXXXXXXX`, or null when the text is not an Indian mobile number. */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const match = INDIAN_MOBILE.exec(compact);
  return match ? `+91${match[1]}` : null;
}

// RFC 5322-ish: a dot-atom local part and a dotted hostname with a letter-only TLD of 2+.
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The lower-cased address, or null when it is not a plausible e-mail address (max 254 chars). */
export function normalizeEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  if (email.length > 254) return null;
  const at = email.lastIndexOf('@');
  if (at < 1 || at > 64) return null;
  return EMAIL.test(email) ? email : null;
}
