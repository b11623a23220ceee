import { fireEvent, screen, within } from '@testing-library/react';
import CatalogRoutes from '../routes';
import { createMockApi, ok } from '../test/mock-api';
import { mediaSummary } from '../test/fixtures';
import { renderWithProviders } from '../test/render';

/** 60 results, 24 per page: 3 pages; answers with the requested page. */
function listApi(total = 60) {
  return createMockApi(({ params }) =>
    ok({
      items: total === 0 ? [] : [mediaSummary({ _id: `m-${String(params.page)}`, name: `Times of India p${String(params.page)}` })],
      total,
      page: Number(params.page ?? 1),
      pageSize: 24,
    }),
  );
}

describe('Category page', () => {
  it('builds the API query from the URL and shows each media card', async () => {
    const { api, requests } = listApi();
    renderWithProviders(<CatalogRoutes />, { api, route: '/newspaper?page=2&sort=price-asc&city=Delhi' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Newspaper advertising in Delhi' })).toBeInTheDocument();
    const card = (await screen.findByRole('link', { name: 'Times of India p2' })).closest('article')!;
    expect(requests[0]).toMatchObject({
      path: '/catalog/media',
      params: { category: 'newspaper', city: 'Delhi', sort: 'price-asc', page: 2, pageSize: 24 },
    });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/newspaper/times-of-india-delhi');
    expect(card).toHaveTextContent('Delhi · English');
    expect(card).toHaveTextContent('Circulation8,43,000');
    expect(card).toHaveTextContent('from ₹1,20,000');
    expect(card).toHaveTextContent('Score82.5');
    expect(screen.getByText('60 media profiles')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Delhi');
    expect(document.title).toBe('Newspaper advertising in Delhi');
  });

  it('pages with Prev / Next, keeping the other parameters in the URL', async () => {
    const { api, requests } = listApi();
    const view = renderWithProviders(<CatalogRoutes />, { api, route: '/radio?sort=name' });

    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    fireEvent.click(within(pager).getByRole('link', { name: 'Next' }));

    expect(await screen.findByRole('link', { name: 'Times of India p2' })).toBeInTheDocument();
    expect(view.location()).toBe('/radio?sort=name&page=2');
    expect(requests.at(-1)?.params).toMatchObject({ category: 'radio', sort: 'name', page: 2 });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 3');

    fireEvent.click(screen.getByRole('link', { name: 'Prev' }));
    expect(await screen.findByRole('link', { name: 'Times of India p1' })).toBeInTheDocument();
    expect(view.location()).toBe('/radio?sort=name');
  });

  it('changing sort or city updates the URL and starts again at page 1', async () => {
    const { api, requests } = listApi();
    const view = renderWithProviders(<CatalogRoutes />, { api, route: '/cinema?page=3' });
    await screen.findByRole('link', { name: 'Times of India p3' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-desc' } });
    await screen.findByRole('link', { name: 'Times of India p1' });
    expect(view.location()).toBe('/cinema?sort=price-desc');

    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: 'Pune' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cinema advertising in Pune' })).toBeInTheDocument();
    expect(view.location()).toBe('/cinema?sort=price-desc&city=Pune');
    expect(requests.at(-1)?.params).toEqual({ category: 'cinema', city: 'Pune', sort: 'price-desc', page: 1, pageSize: 24 });
  });

  it('shows the empty state when nothing matches', async () => {
    const { api } = listApi(0);
    renderWithProviders(<CatalogRoutes />, { api, route: '/airport?city=Patna' });
    expect(await screen.findByText('No media match these filters')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('explains a page past the end and links to the last page', async () => {
    const { api } = createMockApi(({ params }) => ok({ items: [], total: 60, page: Number(params.page), pageSize: 24 }));
    renderWithProviders(<CatalogRoutes />, { api, route: '/newspaper?page=999' });
    expect(await screen.findByText('There is no page 999; these results have 3 pages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 3' })).toHaveAttribute('href', '/newspaper?page=3');
  });

    it('shows the server message on a bad request and retries', async () => {
    let calls = 0;
    const { api } = createMockApi(() =>
      ++calls === 1
        ? { status: 400, body: { error: 'bad_request', message: 'page must be a positive integer' } }
        : ok({ items: [mediaSummary()], total: 1, page: 1, pageSize: 24 }),
    );
    renderWithProviders(<CatalogRoutes />, { api, route: '/digital' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('page must be a positive integer');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Times of India' })).toBeInTheDocument();
  });

  it('lists IPL media for /sports-marketing/ipl-advertising', async () => {
    const { api, requests } = listApi();
    renderWithProviders(<CatalogRoutes />, { api, route: '/sports-marketing/ipl-advertising' });
    expect(await screen.findByRole('heading', { level: 1, name: 'IPL advertising' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Times of India p1' });
    expect(requests[0]?.params).toMatchObject({ category: 'sports-marketing', q: 'IPL' });
  });

  it('shows a not-found page with a link home for an unknown category, without calling the API', async () => {
    const { api, requests } = listApi();
    renderWithProviders(<CatalogRoutes />, { api, route: '/not-a-category' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    expect(requests).toHaveLength(0);
  });
});
