import { screen } from '@testing-library/react';
import CatalogRoutes from '../routes';
import { createMockApi, ok } from '../test/mock-api';
import { mediaSummary } from '../test/fixtures';
import { renderWithProviders } from '../test/render';

describe('Search placeholder page', () => {
  it('lists catalog matches for q', async () => {
    const { api, requests } = createMockApi(() => ok({ items: [mediaSummary()], total: 1, page: 1, pageSize: 24 }));
    renderWithProviders(<CatalogRoutes />, { api, route: '/search?q=times' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for times' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Times of India' })).toHaveAttribute('href', '/newspaper/times-of-india-delhi');
    expect(requests[0]).toMatchObject({ path: '/catalog/media', params: { q: 'times', page: 1 } });
    expect(document.title).toBe('Search results for times');
  });

  it('asks for text instead of searching for nothing', async () => {
    const { api, requests } = createMockApi(() => ok({}));
    renderWithProviders(<CatalogRoutes />, { api, route: '/search?q=%20' });
    expect(await screen.findByText('Start typing to search...')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
