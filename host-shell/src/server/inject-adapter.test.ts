/** @jest-environment node */
import { createSearchIndexClient, searchIndex } from 'shared-domain/search';
import { injectAdapter, type InjectRequest } from './inject-adapter';

it("sends the search index's basic credentials with an in-process call, as axios's own adapters do", async () => {
  const seen: InjectRequest[] = [];
  const adapter = injectAdapter(async (request) => {
    seen.push(request);
    return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hits: { total: 1, hits: [{ _id: 'a', _source: { name: 'Aaj Tak', url: '/television/aaj-tak' } }] } }) };
  });
  const page = await searchIndex(createSearchIndexClient({ adapter }), 'aaj tak');
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({ method: 'POST', url: '/search-index/_search' });
  expect(seen[0].headers.authorization).toBe(`Basic ${Buffer.from('search:search').toString('base64')}`);
  expect(JSON.parse(seen[0].body ?? '')).toMatchObject({ from: 0 });
  expect(page).toEqual({ total: 1, hits: [expect.objectContaining({ _id: 'a', name: 'Aaj Tak', url: '/television/aaj-tak' })] });
});

it('keeps an Authorization header a call sets itself', async () => {
  const seen: InjectRequest[] = [];
  const adapter = injectAdapter(async (request) => {
    seen.push(request);
    return { status: 200, headers: {}, body: '{}' };
  });
  const client = createSearchIndexClient({ adapter });
  await client.get('/_count', { headers: { Authorization: 'Bearer t' } });
  expect(Object.entries(seen[0].headers).filter(([k]) => k.toLowerCase() === 'authorization')).toEqual([['Authorization', 'Bearer t']]);
});
