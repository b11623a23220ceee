/** Longest path a sign-in returns to; anything longer goes home. */
export const MAX_RETURN_PATH_LENGTH = 2000;

/**
 * The path a sign-in returns the browser to: `raw` when it is a path on this site (one leading
 * `/`, no `//`, no backslash, no scheme, no fragment, no spaces or control characters), else `/`.
 * Browsers drop tabs and newlines and read `\` as `/`, so those could turn a path into another site.
 */
export function sameSitePath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > MAX_RETURN_PATH_LENGTH) return '/';
  if (!raw.startsWith('/') || raw.includes('//') || raw.includes('\\') || raw.includes('#')) return '/';
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) return '/';
  return raw;
}
