/** Helpers around sign-in identities; the phone and e-mail rules themselves are shared-domain's. */

/**
 * The name of an account made without one (a phone sign-up, an e-mail with no word in it):
 * neutral, never the product's or an organisation's name (a white-label host's visitors see it).
 */
export const DEFAULT_USER_NAME = 'New user';

/** "asha.rao+ads@x.in" → "Asha Rao"; falls back to DEFAULT_USER_NAME ("New user"). */
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
