import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { type SearchHit } from 'shared-domain';
import { createSearchIndexClient, type SearchIndexRequest } from 'shared-domain/search';

export type IndexReply = { status: number; body: unknown };

/**
 * A real search-index client (same basic auth, same ApiError mapping) whose transport is a
 * function of the `_search` body, so tests see the exact query and answer as the index would.
 */
export function createFakeIndex(handler: (body: SearchIndexRequest) => IndexReply | Promise<IndexReply>) {
  const requests: { url: string; body: SearchIndexRequest; auth: unknown }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const body = JSON.parse(String(config.data)) as SearchIndexRequest;
    requests.push({ url: `${config.baseURL ?? ''}${config.url ?? ''}`, body, auth: config.auth });
    const reply = await handler(body);
    const response = { data: reply.body, status: reply.status, statusText: String(reply.status), headers: {}, config };
    if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return { index: createSearchIndexClient({ adapter }), requests };
}

/** The index's answer for a body over fixed hits, paged by `from` and `size` as Elasticsearch does. */
export function pagedAnswer(hits: readonly SearchHit[], body: SearchIndexRequest) {
  return {
    hits: {
      total: { value: hits.length, relation: 'eq' },
      hits: hits.slice(body.from, body.from + body.size).map(({ _id, ...source }, i) => ({ _id, _score: hits.length - i, _source: source })),
    },
  };
}

/** An index over fixed hits. */
export function indexOver(hits: readonly SearchHit[]) {
  return createFakeIndex((body) => ({ status: 200, body: pagedAnswer(hits, body) }));
}

/** A hit named `name` in `toolName`. */
export function hit(name: string, toolName = 'radio', i = 0): SearchHit {
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${i}`;
  return { _id: `${toolName}-${slug}`, name, toolName, urlSlug: slug, type: 'media', url: `/${toolName}/${slug}`, subTitle: `${name} subtitle` };
}
