/** Search settings read from the environment (README, "Settings"). */

export type SearchConfig = {
  /**
   * SEARCH_URL: an OpenSearch/Elasticsearch index, e.g. `http://opensearch:9200/media`
   * (credentials may ride in the URL). When set, `POST /search-index/_search` and the old
   * search forward there instead of answering from the embedded index.
   */
  url: string | null;
  /** SEARCH_INDEX_USER / SEARCH_INDEX_PASSWORD: the read-only basic credentials of `/search-index`. */
  user: string;
  password: string;
  /** SEARCH_TIMEOUT_MS: how long a forwarded search may take before the answer is 504. */
  timeoutMs: number;
};

type Env = Readonly<Record<string, string | undefined>>;

function value(env: Env, name: string): string | null {
  const raw = env[name];
  return raw !== undefined && raw.trim() !== '' ? raw.trim() : null;
}

/** An absolute http(s) URL without trailing slashes; anything else stops the start. */
function searchUrl(env: Env): string | null {
  const raw = value(env, 'SEARCH_URL');
  if (raw === null) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = null;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.host) {
    throw new Error(`SEARCH_URL must be an absolute http(s) URL of an index such as http://opensearch:9200/media, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

export function loadSearchConfig(env: Env): SearchConfig {
  const rawTimeout = value(env, 'SEARCH_TIMEOUT_MS');
  const timeoutMs = rawTimeout === null ? 5_000 : Number(rawTimeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) {
    throw new Error(`SEARCH_TIMEOUT_MS must be a positive integer, got "${rawTimeout}"`);
  }
  return {
    url: searchUrl(env),
    // Not trimmed: a password may end in a space. Empty means the default.
    user: env.SEARCH_INDEX_USER || 'search',
    password: env.SEARCH_INDEX_PASSWORD || 'search',
    timeoutMs,
  };
}
