import { EMAIL_MESSAGE, normalizeEmail, normalizePhone, PHONE_MESSAGE } from 'shared-domain';
import { InputError } from '../errors';

/** Trimmed text, or null when absent or blank. */
export function given(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** The Indian mobile as `+91XXXXXXXXXX`, or a 400 with the rule in words. */
export function phoneOrThrow(raw: string): string {
  const phone = normalizePhone(raw);
  if (!phone) throw new InputError(PHONE_MESSAGE);
  return phone;
}

/** The e-mail address normalised, or a 400 with the rule in words. */
export function emailOrThrow(raw: string): string {
  const email = normalizeEmail(raw);
  if (!email) throw new InputError(EMAIL_MESSAGE);
  return email;
}
