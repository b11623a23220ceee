import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MediaFacetsResponse } from 'shared-domain';
import CatalogRoutes from '../routes';
import { createMockApi, ok, type MockHandler, type MockReply, renderWithProviders } from 'shared-ui/test';
import { mediaSummary } from '../test/fixtures';

const FORMATS = ['Display', 'Classified', 'Jacket', 'Advertorial', 'Innovation', 'Supplement', 'Obituary', 'Tender'];

function facetsBody(over: Partial<MediaFacetsResponse> = {}): MediaFacetsResponse {
  return {
    total: 60,
    facets: {
      city: [{ value: 'Delhi', count: 30 }, { value: 'Mumbai', count: 20 }, { value: 'Pune', count: 10 }],
      language: [{ value: 'English', count: 40 }, { value: 'Hindi', count: 20 }],
      edition: [{ value: 'Main Edition', count: 35 }, { value: 'City Edition', count: 25 }],
      format: FORMATS.map((value, i) => ({ value, count: 40 - i })),
      genre: [],
      industry: [{ value: 'fmcg', count: 12 }, { value: 'real-estate', count: 8 }],
    },
    price: { min: 200, max: 4000 },
    audience: { min: 50_000, max: 900_000 },
    ...over,
  };
}

/**
 * The list answers 60 results, 24 per page (one card named after the page); facets answer
 * `facetsBody()`. `total` 0 gives the empty list.
 */
function browseApi(total = 60, facets: (params: Record<string, unknown>) => MockReply = () => ok(facetsBody())) {
  const handler: MockHandler = ({ path, params }) => {
    if (path === '/catalog/facets') return facets(params);
    return ok({
      items: total === 0 ? [] : [mediaSummary({ _id: `m-${String(params.page)}`, name: `Times of India p${String(params.page)}` })],
      total,
      page: Number(params.page ?? 1),
      pageSize: 24,
    });
  };
  return createMockApi(handler);
}

const listRequests = (requests: { path: string; params: Record<string, unknown> }[]) => requests.filter((r) => r.path === '/catalog/media');
const facetRequests = (requests: { path: string; params: Record<string, unknown> }[]) => requests.filter((r) => r.path === '/catalog/facets');
const metaDescription = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('Category page — the URL restores the view', () => {
  it('builds both API queries from the URL and shows the filters as set', async () => {
    const { api, requests } = browseApi();
    renderWithProviders(<CatalogRoutes />, {
      api,
      route: '/newspaper?city=Delhi&language=Hindi&edition=Main+Edition&minPrice=1000&minAudience=100000&sort=price-asc&page=2',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Newspaper advertising in Delhi' })).toBeInTheDocument();
    const card = (await screen.findByRole('link', { name: 'Times of India p2' })).closest('article')!;
    expect(card).toHaveTextContent('Circulation8,43,000');
    expect(listRequests(requests)[0].params).toEqual({
      category: 'newspaper', city: 'Delhi', language: 'Hindi', edition: 'Main Edition', minPrice: 1000, minAudience: 100000,
      sort: 'price-asc', page: 2, pageSize: 24,
    });
    expect(facetRequests(requests)[0].params).toEqual({
      category: 'newspaper', city: 'Delhi', language: 'Hindi', edition: 'Main Edition', minPrice: 1000, minAudience: 100000,
    });

    const filters = screen.getByRole('region', { name: 'Filter Newspaper media' });
    expect(await within(filters).findByRole('checkbox', { name: /^Delhi/ })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: /^Mumbai/ })).not.toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: /^Hindi/ })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: /^Main Edition/ })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'FMCG (12 media)' })).not.toBeChecked();
    expect(within(filters).getByRole('spinbutton', { name: 'Min' })).toHaveValue(1000);
    expect(within(filters).getByRole('combobox', { name: 'Circulation' })).toHaveValue('100000');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(screen.getByText('60 media profiles')).toBeInTheDocument();

    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'City: Delhi×', 'Language: Hindi×', 'Edition: Main Edition×', 'Price: ₹1,000 or more×', 'Circulation: 1,00,000 or more×', 'Clear all filters',
    ]);
    expect(document.title).toBe('Newspaper advertising in Delhi | MediaMart');
    expect(metaDescription()).toMatch(/^Newspaper advertising in Delhi: Book newspaper ads/);
  });

  it('keeps a value from a shared link that the counts do not list, so it can be unticked', async () => {
    const { api } = browseApi(0);
    const view = renderWithProviders(<CatalogRoutes />, { api, route: '/newspaper?city=Atlantis' });
    const atlantis = await screen.findByRole('checkbox', { name: 'Atlantis (0 media)' });
    expect(atlantis).toBeChecked();
    fireEvent.click(atlantis);
    await waitFor(() => expect(view.location()).toBe('/newspaper'));
  });
});

describe('Category page — filters update the URL', () => {
  it('ticks and unticks values, going back to page 1 and keeping tracking tags', async () => {
    const { api, requests } = browseApi();
    const view = renderWithProviders(<CatalogRoutes />, { api, route: '/newspaper?page=3&utm_source=google' });
    await screen.findByRole('link', { name: 'Times of India p3' });

    fireEvent.click(await screen.findByRole('checkbox', { name: /^Delhi/ }));
    await screen.findByRole('link', { name: 'Times of India p1' });
    expect(view.location()).toBe('/newspaper?utm_source=google&city=Delhi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Newspaper advertising in Delhi');

    fireEvent.click(screen.getByRole('checkbox', { name: /^Mumbai/ }));
    await waitFor(() => expect(view.location()).toBe('/newspaper?utm_source=google&city=Delhi&city=Mumbai'));
    await waitFor(() => expect(listRequests(requests).at(-1)?.params).toEqual({
      category: 'newspaper', city: 'Delhi,Mumbai', sort: 'popularity', page: 1, pageSize: 24,
    }));
    expect(facetRequests(requests).at(-1)?.params).toEqual({ category: 'newspaper', city: 'Delhi,Mumbai' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Newspaper advertising$/);

    fireEvent.click(screen.getByRole('checkbox', { name: /^Delhi/ }));
    await waitFor(() => expect(view.location()).toBe('/newspaper?utm_source=google&city=Mumbai'));
    fireEvent.click(screen.getByRole('checkbox', { name: /^FMCG/ }));
    await waitFor(() => expect(view.location()).toBe('/newspaper?utm_source=google&city=Mumbai&industry=fmcg'));
  });

  it('applies a price range on submit, an audience minimum and a sort', async () => {
    const { api } = browseApi();
    const view = renderWithProviders(<CatalogRoutes />, { api, route: '/newspaper' });
    const filters = screen.getByRole('region', { name: 'Filter Newspaper media' });
    const min = await within(filters).findByRole('spinbutton', { name: 'Min' });
    expect(min).toHaveAttribute('placeholder', '200');

    fireEvent.change(min, { target: { value: '500' } });
    fireEvent.change(within(filters).getByRole('spinbutton', { name: 'Max' }), { target: { value: '2000' } });
    expect(view.location()).toBe('/newspaper');
    fireEvent.click(within(filters).getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(view.location()).toBe('/newspaper?minPrice=500&maxPrice=2000'));

    fireEvent.change(within(filters).getByRole('combobox', { name: 'Circulation' }), { target: { value: '500000' } });
    await waitFor(() => expect(view.location()).toBe('/newspaper?minPrice=500&maxPrice=2000&minAudience=500000'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'saving' } });
    await waitFor(() => expect(view.location()).toBe('/newspaper?minPrice=500&maxPrice=2000&minAudience=500000&sort=saving'));
    expect(screen.getByRole('option', { name: 'Highest circulation' })).toBeInTheDocument();
  });

  it('removes one filter with its chip and all with Clear all, keeping the sort', async () => {
    const { api } = browseApi();
    const view = renderWithProviders(<CatalogRoutes />, { api, route: '/radio?city=Delhi&format=Display&maxPrice=900&sort=name' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove filter Ad type: Display' }));
    await waitFor(() => expect(view.location()).toBe('/radio?city=Delhi&maxPrice=900&sort=name'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Price: up to ₹900' }));
    await waitFor(() => expect(view.location()).toBe('/radio?city=Delhi&sort=name'));
    fireEvent.click(within(screen.getByRole('list', { name: 'Active filters' })).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(view.location()).toBe('/radio?sort=name'));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('shows a few values of a long list and the rest on request', async () => {
    const { api } = browseApi();
    renderWithProviders(<CatalogRoutes />, { api, route: '/newspaper' });
    const more = await screen.findByRole('button', { name: 'Show all 8 ad type options' });
    const group = more.closest('fieldset')!;
    expect(within(group).getAllByRole('checkbox')).toHaveLength(6);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(within(group).getAllByRole('checkbox')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Show fewer ad type options' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('folds the filters behind a button that says how many are set (narrow screens)', async () => {
    const { api } = browseApi();
    renderWithProviders(<CatalogRoutes />, { api, route: '/outdoor?city=Pune&format=Hoarding' });
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
    const panel = screen.getByRole('region', { name: 'Filter Outdoor media' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Show 60 results' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus();
  });
});

describe('Category page — states', () => {
  it('shows the empty state with a way to clear the filters', async () => {
    const { api } = browseApi(0, () => ok(facetsBody({ total: 0 })));
    const view = renderWithProviders(<CatalogRoutes />, { api, route: '/airport?city=Patna&sort=reach' });
    expect(await screen.findByText('No media match these filters')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    const empty = screen.getByText('No media match these filters').parentElement!;
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(view.location()).toBe('/airport?sort=reach'));
  });

  it('says so plainly when a category has nothing and no filter is set', async () => {
    const { api } = browseApi(0);
    renderWithProviders(<CatalogRoutes />, { api, route: '/cinema' });
    expect(await screen.findByText('No media match these filters')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('shows loading skeletons first', async () => {
    const { api } = browseApi();
    renderWithProviders(<CatalogRoutes />, { api, route: '/newspaper' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading media…');
    expect(screen.getByTestId('filters-skeleton')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Times of India p1' });
    expect(screen.queryByTestId('filters-skeleton')).not.toBeInTheDocument();
  });

  it('keeps the list working when the filter counts fail, and retries them', async () => {
    let calls = 0;
    const { api } = browseApi(60, () => (++calls === 1 ? { status: 503, body: { error: 'unavailable', message: 'Counts are warming up' } } : ok(facetsBody())));
    renderWithProviders(<CatalogRoutes />, { api, route: '/newspaper' });
    await screen.findByRole('link', { name: 'Times of India p1' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the filter counts. Counts are warming up');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: /^Delhi/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages with Prev / Next, keeping the filters in the URL', async () => {
    const { api } = browseApi();
    const view = renderWithProviders(<CatalogRoutes />, { api, route: '/radio?sort=name&language=Hindi' });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    fireEvent.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Times of India p2' })).toBeInTheDocument();
    expect(view.location()).toBe('/radio?language=Hindi&sort=name&page=2');
    fireEvent.click(screen.getByRole('link', { name: 'Prev' }));
    expect(await screen.findByRole('link', { name: 'Times of India p1' })).toBeInTheDocument();
    expect(view.location()).toBe('/radio?language=Hindi&sort=name');
  });

  it('a new page starts at the top of the list, with focus on its heading, not at the footer', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) { scrolled.push(this); });
    try {
      const { api } = browseApi();
      renderWithProviders(<CatalogRoutes />, { api, route: '/radio' });
      const pager = await screen.findByRole('navigation', { name: 'Pagination' });
      expect(scrollIntoView).not.toHaveBeenCalled(); // opening a page does not move it
      fireEvent.click(within(pager).getByRole('link', { name: 'Next' }));
      expect(await screen.findByRole('link', { name: 'Times of India p2' })).toBeInTheDocument();
      const results = screen.getByRole('heading', { name: 'Results' });
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrolled[0]).toBe(results.closest('section'));
      expect(scrolled[0]).toContainElement(screen.getByRole('link', { name: 'Times of India p2' }));
      expect(results).toHaveFocus();
      fireEvent.click(screen.getByRole('link', { name: 'Prev' }));
      expect(await screen.findByRole('link', { name: 'Times of India p1' })).toBeInTheDocument();
      expect(scrollIntoView).toHaveBeenCalledTimes(2);
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('explains a page past the end and links to the last page', async () => {
    const { api } = createMockApi(({ path, params }) =>
      path === '/catalog/facets' ? ok(facetsBody()) : ok({ items: [], total: 60, page: Number(params.page), pageSize: 24 }));
    renderWithProviders(<CatalogRoutes />, { api, route: '/newspaper?page=999' });
    expect(await screen.findByText('There is no page 999; these results have 3 pages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 3' })).toHaveAttribute('href', '/newspaper?page=3');
  });

  it('shows the server message on a bad request and retries', async () => {
    let calls = 0;
    const { api } = createMockApi(({ path }) => {
      if (path === '/catalog/facets') return ok(facetsBody());
      return ++calls === 1
        ? { status: 400, body: { error: 'bad_request', message: 'page must be a positive integer' } }
        : ok({ items: [mediaSummary()], total: 1, page: 1, pageSize: 24 });
    });
    renderWithProviders(<CatalogRoutes />, { api, route: '/digital' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('page must be a positive integer');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Times of India' })).toBeInTheDocument();
  });

  it('shows a not-found page with a link home for an unknown category, without calling the API', async () => {
    const { api, requests } = browseApi();
    renderWithProviders(<CatalogRoutes />, { api, route: '/not-a-category' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    expect(requests).toHaveLength(0);
  });
});

describe('Special category pages', () => {
  it('lists IPL properties on /sports-marketing/ipl-advertising, whatever league a link names', async () => {
    const { api, requests } = browseApi();
    renderWithProviders(<CatalogRoutes />, { api, route: '/sports-marketing/ipl-advertising?genre=ISL&city=Mumbai' });
    expect(await screen.findByRole('heading', { level: 1, name: 'IPL advertising in Mumbai' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Times of India p1' });
    expect(listRequests(requests)[0].params).toMatchObject({ category: 'sports-marketing', genre: 'IPL', city: 'Mumbai' });
    expect(facetRequests(requests)[0].params).toEqual({ category: 'sports-marketing', city: 'Mumbai', genre: 'IPL' });
    // The league is the page's own: no League filter, no chip for it.
    expect(screen.queryByRole('group', { name: 'League' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'City: Mumbai×', 'Clear all filters',
    ]);
    expect(screen.getByText(/Stadium branding/)).toBeInTheDocument();
    expect(document.title).toBe('IPL advertising in Mumbai | MediaMart');
  });

  it('gives /airport and /sports-marketing their own title and description', async () => {
    const { api } = browseApi();
    const view = renderWithProviders(<CatalogRoutes />, { api, route: '/airport' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Airport advertising' })).toBeInTheDocument();
    expect(document.title).toBe('Airport advertising | MediaMart');
    expect(metaDescription()).toMatch(/^Advertise at Indian airports/);
    expect(screen.getByRole('option', { name: 'Highest monthly passengers' })).toBeInTheDocument();
    view.unmount();

    const leagues = facetsBody();
    const sports = browseApi(60, () => ok({ ...leagues, facets: { ...leagues.facets, genre: [{ value: 'IPL', count: 21 }, { value: 'ISL', count: 8 }] } }));
    renderWithProviders(<CatalogRoutes />, { api: sports.api, route: '/sports-marketing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports Marketing advertising' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'League' })).toBeInTheDocument();
    expect(metaDescription()).toMatch(/IPL, Pro Kabaddi and ISL/);
  });
});
