/**
 * GSTIN (India's GST identification number): 2-digit state code, the holder's PAN (5
 * letters, 4 digits, 1 letter), an entity number, 'Z', and a check character computed
 * from the first 14 (base-36 weights 1 and 2 alternately, GSTN's published algorithm).
 */

const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is refused, or null when it is valid (format, state code 01–38 or 97/99, check character). */
export function gstinError(value: unknown): string | null {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!GSTIN_FORMAT.test(v)) return 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV';
  const state = Number(v.slice(0, 2));
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) return 'The GSTIN must start with a valid state code (01 to 38)';
  if (gstinCheckCharacter(v.slice(0, 14)) !== v[14]) return 'This GSTIN has a typing mistake: its last character does not match (check digit)';
  return null;
}

export const isValidGstin = (value: unknown): boolean => gstinError(value) === null;
