/** Search settings read from the environment (README, "Settings"). */
import { httpUrlFrom, positiveIntFrom, type Env } from '../env-values';

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

/** SEARCH_URL, SEARCH_INDEX_USER / _PASSWORD and SEARCH_TIMEOUT_MS (5 s by default). */
export function loadSearchConfig(env: Env): SearchConfig {
  return {
    url: httpUrlFrom(env, 'SEARCH_URL', 'of an index such as http://opensearch:9200/media'),
    // Not trimmed: a password may end in a space. Empty means the default.
    user: env.SEARCH_INDEX_USER || 'search',
    password: env.SEARCH_INDEX_PASSWORD || 'search',
    timeoutMs: positiveIntFrom(env, 'SEARCH_TIMEOUT_MS', 5_000),
  };
}
