/** Reading settings from environment variables: one parser per kind of value, shared by every loader. */

export type Env = Readonly<Record<string, string | undefined>>;

/** The modes a server runs in: only `development` and `test` have the code outbox and the test card gateway. */
export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/**
 * NODE_ENV, taken exactly as written: `development` and `test` are the only modes that open
 * development routes and the test card gateway, so a near miss (`Production`, `prod`, `dev`,
 * ` development `) stops the start rather than running in a mode nobody asked for. Unset or
 * empty is production: `npm start` sets `development` itself, and a server started any
 * other way without a mode is taken to be a deployed one.
 */
export function nodeEnvFrom(env: Env): NodeEnv {
  const raw = env.NODE_ENV;
  if (raw === undefined || raw === '') return 'production';
  const mode = NODE_ENVS.find((m) => m === raw);
  if (!mode) {
    throw new Error(`NODE_ENV must be exactly one of ${NODE_ENVS.join(', ')} (lower case, no spaces; unset means production), got ${JSON.stringify(raw)}`);
  }
  return mode;
}

/** The trimmed value, or null when unset or blank. */
export function envValue(env: Env, name: string): string | null {
  const raw = env[name];
  return raw !== undefined && raw.trim() !== '' ? raw.trim() : null;
}

/** A whole number ≥ 0, or `fallback` when unset or blank; anything else stops the start. */
export function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

/** A whole number ≥ 1, or `fallback` when unset or blank; anything else stops the start. */
export function positiveIntFrom(env: Env, name: string, fallback: number): number {
  const raw = envValue(env, name);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

/**
 * An absolute http(s) URL without trailing slashes, so `${url}/path` joins cleanly; unset or
 * blank is null. Anything else stops the start, rather than sending users to a broken link;
 * the message describes the URL wanted with `wanted`.
 */
export function httpUrlFrom(env: Env, name: string, wanted = 'such as https://admin.example.com'): string | null {
  const raw = envValue(env, name);
  if (raw === null) return null;
  let parsed: URL | null;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = null;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.host) {
    throw new Error(`${name} must be an absolute http(s) URL ${wanted}, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}
