import { act, fireEvent, screen, within } from '@testing-library/react';
import CatalogRoutes from '../routes';
import { createMockApi, renderWithProviders } from 'shared-ui/test';
import { createFakeIndex, hit, indexOver, pagedAnswer } from './test/fake-index';

type Index = ReturnType<typeof createFakeIndex>;

function renderSearch(route: string, fake: Index) {
  const { api, requests } = createMockApi(() => ({ status: 500, body: {} }));
  const view = renderWithProviders(<CatalogRoutes />, { api, route, searchIndex: fake.index });
  return { ...view, apiRequests: requests };
}

// 40 radio, 3 BTL, 2 cinema hits: two pages unfiltered.
const hits = [
  ...Array.from({ length: 40 }, (_, i) => hit(`Radio station ${i + 1}`, 'radio', i)),
  ...Array.from({ length: 3 }, (_, i) => hit(`Metro panel ${i + 1}`, 'nontraditional', i)),
  ...Array.from({ length: 2 }, (_, i) => hit(`PVR screen ${i + 1}`, 'cinema', i)),
];

describe('/search?q= (new search results)', () => {
  it('lists 30 hits from the index, each linking to its page, with the title and count', async () => {
    const fake = indexOver(hits);
    const { apiRequests } = renderSearch('/search?q=radio%20mirchi', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for radio mirchi' })).toBeInTheDocument();
    expect(await screen.findByText('45 results')).toBeInTheDocument();
    expect(document.title).toBe('Search results for radio mirchi | MediaMart');
    const results = screen.getAllByRole('heading', { level: 2 });
    expect(results).toHaveLength(30);
    expect(screen.getByRole('link', { name: 'Radio station 1' })).toHaveAttribute('href', '/radio/radio-station-1-0');
    expect(screen.getByText('Radio station 1 subtitle')).toBeInTheDocument();

    const query = { query_string: { query: '(radio mirchi)^4 OR radio* AND *mirchi', fields: ['toolKeywords^4', 'name^3', 'keywords'] } };
    expect(fake.requests.map((r) => r.body)).toEqual(expect.arrayContaining([{ size: 30, from: 0, query }, { size: 500, from: 0, query }]));
    expect(fake.requests[0]).toMatchObject({ url: '/search-index/_search', auth: { username: 'search', password: 'search' } });
    expect(apiRequests).toHaveLength(0);
  });

  it('pages by `from`, 30 at a time, landing on the list\'s top', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    const fake = indexOver(hits);
    renderSearch('/search?q=radio', fake);
    const next = await screen.findByRole('link', { name: 'Next' });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(next);
    expect(await screen.findByRole('link', { name: 'PVR screen 2' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=radio&page=2');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(15);
    expect(fake.requests.at(-1)!.body).toMatchObject({ size: 30, from: 30 });
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Results' }));
  });

  it('counts hits per category in chips (nontraditional as BTL) and filters by one', async () => {
    const fake = indexOver(hits);
    renderSearch('/search?q=radio', fake);
    const chips = await screen.findByRole('navigation', { name: 'Filter by category' });
    const links = within(chips).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['All 45', 'Radio 40', 'BTL 3', 'Cinema 2']);
    expect(links[0]).toHaveAttribute('aria-current', 'true');

    const before = fake.requests.length;
    fireEvent.click(within(chips).getByRole('link', { name: 'BTL 3' }));
    expect(await screen.findByText('3 results in BTL')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=radio&tool=nontraditional');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Metro panel 1', 'Metro panel 2', 'Metro panel 3']);
    expect(within(screen.getByRole('navigation', { name: 'Filter by category' })).getByRole('link', { name: 'BTL 3' })).toHaveAttribute('aria-current', 'true');
    // The chip is cut from the hits already counted: no new request.
    expect(fake.requests).toHaveLength(before);
  });

  it('says when the counts cover only the first hits', async () => {
    const many = Array.from({ length: 520 }, (_, i) => hit(`Station ${i}`, 'radio', i));
    renderSearch('/search?q=station', indexOver(many));
    expect(await screen.findByText('520 results')).toBeInTheDocument();
    expect(screen.getByText('Category counts cover the first 500 results.')).toBeInTheDocument();
  });

  it('shows loading, then an empty state naming the text', async () => {
    const answers: ((v: { status: number; body: unknown }) => void)[] = [];
    const fake = createFakeIndex(() => new Promise((r) => answers.push(r)));
    renderSearch('/search?q=zzqx', fake);
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    expect(answers).toHaveLength(2);
    await act(async () => answers.forEach((answer) => answer({ status: 200, body: { hits: { total: 0, hits: [] } } })));
    expect(await screen.findByText('No results found for "zzqx"')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Filter by category' })).not.toBeInTheDocument();
  });

  it('shows the error with a Retry that asks again', async () => {
    let fail = true;
    const fake = createFakeIndex((body) =>
      fail ? { status: 503, body: { error: 'unavailable', message: 'Search index is starting' } } : { status: 200, body: pagedAnswer(hits.slice(0, 2), body) },
    );
    renderSearch('/search?q=radio', fake);
    expect(await screen.findByRole('alert')).toHaveTextContent('Search index is starting');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Radio station 2' })).toBeInTheDocument();
  });

  it('asks for text instead of searching for nothing', async () => {
    const fake = indexOver(hits);
    renderSearch('/search?q=%20', fake);
    expect(await screen.findByText('Start typing to search...')).toBeInTheDocument();
    expect(document.title).toBe('Search | MediaMart');
    expect(fake.requests).toHaveLength(0);
  });
});
