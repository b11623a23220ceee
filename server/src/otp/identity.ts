/** Phone and e-mail rules for one-time codes: what is accepted and the one stored form. */

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

export const DEFAULT_USER_NAME = 'MediaMart user';

/** "asha.rao+ads@x.in" → "Asha Rao"; falls back to "MediaMart user". */
export function nameFromEmail(email: string | null | undefined): string {
  if (!email) return DEFAULT_USER_NAME;
  const local = email.split('@')[0].split('+')[0];
  const words = local.split(/[._-]+/).filter((w) => /[a-z]/i.test(w));
  if (!words.length) return DEFAULT_USER_NAME;
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ').slice(0, 80);
}

/** "+919876543210" → "+91 ******3210", for log lines. */
export function maskAddress(address: string): string {
  if (address.startsWith('+91')) return `+91 ******${address.slice(-4)}`;
  const [local, domain] = address.split('@');
  return `${local.slice(0, 2)}***@${domain ?? ''}`;
}
