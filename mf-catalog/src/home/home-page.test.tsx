import { fireEvent, screen, within } from '@testing-library/react';
import CatalogRoutes from '../routes';
import { createMockApi, ok, type MockHandler, type MockReply } from '../test/mock-api';
import { categoryCounts, mediaSummary } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { HOME_DESCRIPTION, HOME_TITLE } from './home-page';

const highlights = {
  popular: [
    mediaSummary({ _id: 'p1', name: 'Star Plus', category: 'television', slug: 'star-plus' }),
    mediaSummary({ _id: 'p2', name: 'Radio Mirchi 98.3 Delhi', category: 'radio', slug: 'radio-mirchi-98-3-delhi' }),
  ],
  deals: [mediaSummary({ _id: 'd1', name: 'Dainik Bhaskar Jaipur', slug: 'dainik-bhaskar-jaipur', maxSavingPercent: 42 })],
  industries: [
    { key: 'fmcg', label: 'FMCG', mediaCount: 231 },
    { key: 'real-estate', label: 'Real Estate', mediaCount: 1 },
  ],
};

/** Categories from `categories`, highlights from `highlightsReply`. */
function homeApi(categories: () => MockReply, highlightsReply: () => MockReply = () => ok(highlights)) {
  const handler: MockHandler = ({ path }) => (path === '/catalog/highlights' ? highlightsReply() : categories());
  return createMockApi(handler);
}

describe('Home page', () => {
  it('shows a skeleton, then every category with its counts, linking to the category path', async () => {
    const { api, requests } = homeApi(() => ok({ categories: categoryCounts }));
    renderWithProviders(<CatalogRoutes />, { api });

    expect(screen.getByRole('status')).toHaveTextContent(/loading categories/i);
    expect(screen.getByRole('heading', { level: 1, name: /advertise anywhere in india/i })).toBeInTheDocument();

    const newspaper = await screen.findByRole('link', { name: /newspaper/i });
    expect(newspaper).toHaveAttribute('href', '/newspaper');
    // 4th category: 4 * 1000 + 234 media, 4 lakh options, grouped the Indian way.
    expect(newspaper).toHaveTextContent('4,234 media profiles · 4,00,000 ad options');
    expect(screen.getByRole('link', { name: /^airport/i })).toHaveAttribute('href', '/airport');
    expect(screen.getByRole('link', { name: /sports marketing/i })).toHaveAttribute('href', '/sports-marketing');
    expect(screen.getByRole('link', { name: /influencer marketing/i })).toHaveAttribute('href', '/influencer-marketing');
    const section = screen.getByRole('region', { name: 'Browse by category' });
    expect(within(section).getAllByRole('link')).toHaveLength(11);
    expect(requests.map((r) => r.path).sort()).toEqual(['/catalog/categories', '/catalog/highlights']);
    expect(document.title).toBe(HOME_TITLE);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(HOME_DESCRIPTION);
  });

  it('shows the server message on failure and loads again on Retry', async () => {
    const replies: MockReply[] = [
      { status: 503, body: { error: 'unavailable', message: 'Catalog is warming up, try again' } },
      ok({ categories: categoryCounts }),
    ];
    const { api, requests } = homeApi(() => replies.shift()!);
    renderWithProviders(<CatalogRoutes />, { api });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Catalog is warming up, try again');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: /radio/i })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/catalog/categories')).toHaveLength(2);
  });

  it('says so when there are no categories', async () => {
    const { api } = homeApi(() => ok({ categories: [] }));
    renderWithProviders(<CatalogRoutes />, { api });
    expect(await screen.findByText(/no categories are available/i)).toBeInTheDocument();
  });

  it('shows popular media, deals with their saving, and industries linking to their pages', async () => {
    const { api } = homeApi(() => ok({ categories: categoryCounts }));
    renderWithProviders(<CatalogRoutes />, { api });

    const popular = await screen.findByRole('region', { name: 'Popular media' });
    expect(await within(popular).findByRole('link', { name: 'Star Plus' })).toHaveAttribute('href', '/television/star-plus');
    expect(within(popular).getByRole('heading', { level: 3, name: 'Radio Mirchi 98.3 Delhi' })).toBeInTheDocument();

    const deals = screen.getByRole('region', { name: 'Deals' });
    expect(within(deals).getByRole('link', { name: 'Dainik Bhaskar Jaipur' })).toHaveAttribute('href', '/newspaper/dainik-bhaskar-jaipur');
    expect(deals).toHaveTextContent('Save up to 42%');

    const industries = screen.getByRole('region', { name: 'Popular industries' });
    expect(within(industries).getByRole('link', { name: 'FMCG 231 media' })).toHaveAttribute('href', '/industry/fmcg');
    expect(within(industries).getByRole('link', { name: 'Real Estate 1 media' })).toHaveAttribute('href', '/industry/real-estate');
  });

  it('keeps the categories when the highlights fail, and retries them', async () => {
    const replies: MockReply[] = [{ status: 500, body: { error: 'internal', message: 'Internal server error' } }, ok(highlights)];
    const { api } = homeApi(() => ok({ categories: categoryCounts }), () => replies.shift()!);
    renderWithProviders(<CatalogRoutes />, { api });

    expect(await screen.findByRole('link', { name: /newspaper/i })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load popular media.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Star Plus' })).toBeInTheDocument();
  });
});
