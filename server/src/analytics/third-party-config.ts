import type { PageThirdParty, ThirdPartyKind } from 'shared-domain';
import type { Env, NodeEnv } from '../env-values';
import { ORIGIN_SOURCE } from '../http/frame-ancestors';

/**
 * A configured third-party script (SPEC.md 7.24): loaded by the page only after the visitor
 * accepts, and the page's policy lets in exactly the origins it lists.
 */
export type ThirdPartyScript = PageThirdParty & {
  /** Other origins its script loads code from (the tag's own origin is always in). */
  scriptOrigins: string[];
  /** Origins it sends its data to (fetch, XHR, beacons, web sockets). */
  connectOrigins: string[];
  /** Origins of its tracking images. */
  imgOrigins: string[];
  /** Origins of frames it opens. */
  frameOrigins: string[];
};

/** The environment variable of each kind: a JSON list of scripts. */
export const THIRD_PARTY_ENV: Readonly<Record<ThirdPartyKind, string>> = {
  'ad-pixel': 'AD_PIXELS',
  'session-recording': 'SESSION_RECORDING',
};

const ORIGIN_FIELDS = ['scriptOrigins', 'connectOrigins', 'imgOrigins', 'frameOrigins'] as const;
const FIELDS: readonly string[] = ['name', 'scriptUrl', ...ORIGIN_FIELDS];
const MAX_NAME = 60;

type Check = { variable: string; index: number; production: boolean };

function fail(check: Check, problem: string): never {
  throw new Error(`${check.variable}[${check.index}] ${problem}`);
}

function scriptUrlOf(raw: unknown, check: Check): string {
  let url: URL | null;
  try {
    url = typeof raw === 'string' ? new URL(raw) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.host || url.username || url.password) {
    fail(check, `scriptUrl must be an absolute https URL such as https://www.clarity.ms/tag/abc123, got ${JSON.stringify(raw)}`);
  }
  if (check.production && url.protocol !== 'https:') fail(check, `scriptUrl must be https in production, got "${url.href}"`);
  return url.href;
}

function originsOf(raw: unknown, field: string, check: Check): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) fail(check, `${field} must be a list of origins such as ["https://www.facebook.com"]`);
  return raw.map((item: unknown) => {
    const origin = typeof item === 'string' ? item.trim().replace(/\/$/, '').toLowerCase() : '';
    // The origin goes into the page's policy verbatim: nothing but scheme, host and port.
    if (!ORIGIN_SOURCE.test(origin)) fail(check, `${field} must list origins such as https://www.facebook.com or https://*.clarity.ms, got ${JSON.stringify(item)}`);
    if (check.production && !origin.startsWith('https://')) fail(check, `${field} must list https origins in production, got "${origin}"`);
    return origin;
  });
}

function scriptOf(raw: unknown, kind: ThirdPartyKind, check: Check): ThirdPartyScript {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(check, 'must be an object: { "name": "…", "scriptUrl": "https://…" }');
  const entry = raw as Record<string, unknown>;
  const unknown = Object.keys(entry).find((key) => !FIELDS.includes(key));
  if (unknown) fail(check, `has an unknown field "${unknown}" (known: ${FIELDS.join(', ')})`);
  const name = typeof entry.name === 'string' ? entry.name.trim() : '';
  if (!name || name.length > MAX_NAME || /[\u0000-\u001f<>]/.test(name)) fail(check, `name must be the vendor's name shown to visitors (1 to ${MAX_NAME} characters, no < or >)`);
  return {
    kind,
    name,
    scriptUrl: scriptUrlOf(entry.scriptUrl, check),
    scriptOrigins: originsOf(entry.scriptOrigins, 'scriptOrigins', check),
    connectOrigins: originsOf(entry.connectOrigins, 'connectOrigins', check),
    imgOrigins: originsOf(entry.imgOrigins, 'imgOrigins', check),
    frameOrigins: originsOf(entry.frameOrigins, 'frameOrigins', check),
  };
}

/** One variable's scripts (unset or blank: none); anything malformed stops the start with the entry and field named. */
export function parseThirdParties(raw: string | undefined, kind: ThirdPartyKind, production: boolean): ThirdPartyScript[] {
  const variable = THIRD_PARTY_ENV[kind];
  if (raw === undefined || raw.trim() === '') return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw new Error(`${variable} must be a JSON list such as [{ "name": "Microsoft Clarity", "scriptUrl": "https://www.clarity.ms/tag/abc123" }]`);
  }
  if (!Array.isArray(list)) throw new Error(`${variable} must be a JSON list of scripts, got ${typeof list}`);
  return list.map((entry: unknown, index) => scriptOf(entry, kind, { variable, index, production }));
}

/** AD_PIXELS and SESSION_RECORDING: the third-party scripts the page may load after consent (none by default). */
export function loadThirdParties(env: Env, nodeEnv: NodeEnv): ThirdPartyScript[] {
  const production = nodeEnv === 'production';
  return [...parseThirdParties(env.AD_PIXELS, 'ad-pixel', production), ...parseThirdParties(env.SESSION_RECORDING, 'session-recording', production)];
}

/** What the page is told of each script: no more than it needs to explain and load it. */
export function pageThirdParties(scripts: readonly ThirdPartyScript[]): PageThirdParty[] {
  return scripts.map(({ kind, name, scriptUrl }) => ({ kind, name, scriptUrl }));
}
