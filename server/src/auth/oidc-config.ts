/** OpenID Connect providers read from the environment (see server/README.md, "Sign-in"). */
import { envValue as value, type Env, type NodeEnv } from '../env-values';

/** One OpenID Connect provider, found by its issuer's discovery document. */
export type OidcProviderConfig = {
  /** In `/api/auth/oidc/start?provider=<id>`: letters, digits and `-`. */
  id: string;
  /** The button's name ("Google"). */
  name: string;
  /** The issuer URL; `<issuer>/.well-known/openid-configuration` is its discovery document. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `openid profile email` and any extra scopes. */
  scope: string;
};

export type OidcConfig = { providers: OidcProviderConfig[] };

export const BASE_SCOPES = ['openid', 'profile', 'email'] as const;
const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** `Google Workspace` → `google-workspace`. */
export function slugOf(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
}

function scopeOf(extra: string | null): string {
  const scopes: string[] = [...BASE_SCOPES];
  for (const s of (extra ?? '').split(/\s+/)) if (s && !scopes.includes(s)) scopes.push(s);
  return scopes.join(' ');
}

function issuerOf(raw: string, where: string, nodeEnv: NodeEnv): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${where} must be a URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${where} must be an https:// URL, got "${raw}"`);
  if (url.protocol === 'http:' && nodeEnv === 'production') {
    throw new Error(`${where} must be an https:// URL in production, got "${raw}"`);
  }
  if (url.search || url.hash || url.username || url.password) throw new Error(`${where} must be a plain issuer URL (no query, fragment or credentials), got "${raw}"`);
  // The issuer is compared with the `iss` claim as written, without a trailing slash.
  return raw.replace(/\/+$/, '');
}

function text(entry: Record<string, unknown>, key: string, where: string, required: boolean): string | null {
  const v = entry[key];
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
    if (required) throw new Error(`${where}: "${key}" is required`);
    return null;
  }
  if (typeof v !== 'string') throw new Error(`${where}: "${key}" must be a string`);
  return v.trim();
}

function providerFrom(entry: unknown, index: number, nodeEnv: NodeEnv): OidcProviderConfig {
  const where = `OIDC_PROVIDERS[${index}]`;
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw new Error(`${where} must be an object`);
  const e = entry as Record<string, unknown>;
  const name = text(e, 'name', where, true) as string;
  const id = text(e, 'id', where, false) ?? slugOf(name);
  if (!ID_PATTERN.test(id)) throw new Error(`${where}: "id" must be lower-case letters, digits and "-" (at most 40), got "${id}"`);
  return {
    id,
    name,
    issuer: issuerOf(text(e, 'issuer', where, true) as string, `${where}.issuer`, nodeEnv),
    clientId: text(e, 'clientId', where, true) as string,
    clientSecret: text(e, 'clientSecret', where, true) as string,
    scope: scopeOf(text(e, 'scope', where, false)),
  };
}

function providersFromList(raw: string, nodeEnv: NodeEnv): OidcProviderConfig[] {
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch (err) {
    throw new Error(`OIDC_PROVIDERS must be a JSON list of { id?, name, issuer, clientId, clientSecret, scope? }: ${(err as Error).message}`, { cause: err });
  }
  if (!Array.isArray(list)) throw new Error('OIDC_PROVIDERS must be a JSON list of { id?, name, issuer, clientId, clientSecret, scope? }');
  const providers = list.map((entry, i) => providerFrom(entry, i, nodeEnv));
  const seen = new Set<string>();
  for (const p of providers) {
    if (seen.has(p.id)) throw new Error(`OIDC_PROVIDERS: the id "${p.id}" is used twice (give each provider its own "id")`);
    seen.add(p.id);
  }
  return providers;
}

/**
 * OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME, OIDC_SCOPE for one provider, or
 * OIDC_PROVIDERS (a JSON list) for several; none configured means no identity-provider sign-in.
 */
export function loadOidcConfig(env: Env, nodeEnv: NodeEnv): OidcConfig {
  const list = value(env, 'OIDC_PROVIDERS');
  const single = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME', 'OIDC_SCOPE'].filter((n) => value(env, n) !== null);
  if (list !== null) {
    if (single.length) throw new Error(`Set either OIDC_PROVIDERS or ${single.join(', ')}, not both`);
    return { providers: providersFromList(list, nodeEnv) };
  }
  if (!single.length) return { providers: [] };
  const missing = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'].filter((n) => value(env, n) === null);
  if (missing.length) throw new Error(`OpenID Connect sign-in needs ${missing.join(', ')} (or OIDC_PROVIDERS)`);
  const issuer = issuerOf(value(env, 'OIDC_ISSUER') as string, 'OIDC_ISSUER', nodeEnv);
  const name = value(env, 'OIDC_NAME') ?? new URL(issuer).host;
  const id = slugOf(name) || 'oidc';
  return {
    providers: [{
      id, name, issuer, clientId: value(env, 'OIDC_CLIENT_ID') as string, clientSecret: value(env, 'OIDC_CLIENT_SECRET') as string, scope: scopeOf(value(env, 'OIDC_SCOPE')),
    }],
  };
}
