import { fireEvent, screen, within } from '@testing-library/react';
import CatalogRoutes from '../routes';
import { createMockApi, ok, type MockReply } from '../test/mock-api';
import { categoryCounts } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { HOME_TITLE } from './home-page';

describe('Home page', () => {
  it('shows a skeleton, then every category with its counts, linking to the category path', async () => {
    const { api, requests } = createMockApi(() => ok({ categories: categoryCounts }));
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
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(11);
    expect(requests.map((r) => r.path)).toEqual(['/catalog/categories']);
    expect(document.title).toBe(HOME_TITLE);
  });

  it('shows the server message on failure and loads again on Retry', async () => {
    const replies: MockReply[] = [
      { status: 503, body: { error: 'unavailable', message: 'Catalog is warming up, try again' } },
      ok({ categories: categoryCounts }),
    ];
    const { api, requests } = createMockApi(() => replies.shift()!);
    renderWithProviders(<CatalogRoutes />, { api });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Catalog is warming up, try again');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: /radio/i })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('says so when there are no categories', async () => {
    const { api } = createMockApi(() => ok({ categories: [] }));
    renderWithProviders(<CatalogRoutes />, { api });
    expect(await screen.findByText(/no categories are available/i)).toBeInTheDocument();
  });
});
