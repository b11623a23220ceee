import type { Organization } from 'shared-domain';
import { createOrganizationDirectory, ORGANIZATION_CACHE_TTL_MS, ORGANIZATION_NEGATIVE_TTL_MS } from './organization-directory';
import type { OrganizationRepository } from './organization.repository';

/** byId, the lookup embedded sessions check their origin with: cached like byHostname, dropped on invalidate. */
function fakeRepository(store: Map<string, Organization>) {
  const calls: string[] = [];
  const repository = {
    async find(id: string) {
      calls.push(id);
      const org = store.get(id);
      return org ? structuredClone(org) : null;
    },
  } as unknown as OrganizationRepository;
  return { repository, calls };
}

const org = (id: string, embedOrigins: string[]) => ({ _org: id, name: id, embedOrigins }) as unknown as Organization;

describe('OrganizationDirectory.byId', () => {
  it('keeps an answer for the cache TTL: an origin removed from the store counts until then, not after', async () => {
    const store = new Map([['o1', org('o1', ['https://a.example'])]]);
    const { repository, calls } = fakeRepository(store);
    let now = 1_000_000;
    const directory = createOrganizationDirectory(repository, { clock: () => now });
    expect((await directory.byId('o1'))?.embedOrigins).toEqual(['https://a.example']);
    store.set('o1', org('o1', []));
    now += ORGANIZATION_CACHE_TTL_MS - 1;
    expect((await directory.byId('o1'))?.embedOrigins).toEqual(['https://a.example']);
    expect(calls).toEqual(['o1']);
    now += 2;
    expect((await directory.byId('o1'))?.embedOrigins).toEqual([]);
    expect(calls).toEqual(['o1', 'o1']);
  });

  it('forgets everything on invalidate (an edit through this process shows at once)', async () => {
    const store = new Map([['o1', org('o1', ['https://a.example'])]]);
    const { repository, calls } = fakeRepository(store);
    const directory = createOrganizationDirectory(repository, { clock: () => 0 });
    await directory.byId('o1');
    store.set('o1', org('o1', []));
    directory.invalidate();
    expect((await directory.byId('o1'))?.embedOrigins).toEqual([]);
    expect(calls).toEqual(['o1', 'o1']);
  });

  it('keeps "no such organisation" for the shorter negative TTL, and shares one lookup between callers asking at once', async () => {
    const store = new Map<string, Organization>();
    const { repository, calls } = fakeRepository(store);
    let now = 0;
    const directory = createOrganizationDirectory(repository, { clock: () => now });
    expect(await Promise.all([directory.byId('new'), directory.byId('new')])).toEqual([null, null]);
    expect(calls).toEqual(['new']);
    store.set('new', org('new', ['https://b.example']));
    now += ORGANIZATION_NEGATIVE_TTL_MS + 1;
    expect((await directory.byId('new'))?._org).toBe('new');
    expect(calls).toEqual(['new', 'new']);
  });
});
