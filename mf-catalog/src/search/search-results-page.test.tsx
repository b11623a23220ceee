import { fireEvent, screen } from '@testing-library/react';
import CatalogRoutes from '../routes';
import { createMockApi, ok } from '../test/mock-api';
import { renderWithProviders } from '../test/render';

const suggestions = [
  { name: 'Radio Mirchi Mumbai', url: '/radio/radio-mirchi-mumbai', subTitle: 'Mumbai · Hindi', toolName: 'radio' },
  { name: 'Metro train wraps', url: '/nontraditional/metro-wraps', subTitle: 'Delhi', toolName: 'nontraditional' },
];

describe('/search-results?search= (old search results)', () => {
  it('lists every /gapi/suggestions result, linking to its page', async () => {
    const { api, requests } = createMockApi(() => ok({ suggestions }));
    renderWithProviders(<CatalogRoutes />, { api, route: '/search-results?search=radio%20mirchi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for radio mirchi' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Radio Mirchi Mumbai' })).toHaveAttribute('href', '/radio/radio-mirchi-mumbai');
    expect(screen.getByRole('link', { name: 'Metro train wraps' })).toHaveAttribute('href', '/nontraditional/metro-wraps');
    expect(screen.getByText('BTL')).toBeInTheDocument();
    expect(screen.getByText('2 results')).toBeInTheDocument();
    expect(requests).toEqual([expect.objectContaining({ path: '/gapi/suggestions', params: { name: 'radio mirchi' } })]);
    expect(document.title).toBe('Search results for radio mirchi');
  });

  it('says when nothing is found', async () => {
    const { api } = createMockApi(() => ok({ suggestions: [] }));
    renderWithProviders(<CatalogRoutes />, { api, route: '/search-results?search=zzqx' });
    expect(await screen.findByText('No results found for "zzqx"')).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    let fail = true;
    const { api } = createMockApi(() => (fail ? { status: 500, body: {} } : ok({ suggestions })));
    renderWithProviders(<CatalogRoutes />, { api, route: '/search-results?search=radio' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error!');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Radio Mirchi Mumbai' })).toBeInTheDocument();
  });

  it('asks nothing for blank text', async () => {
    const { api, requests } = createMockApi(() => ok({ suggestions }));
    renderWithProviders(<CatalogRoutes />, { api, route: '/search-results?search=%20%20' });
    expect(await screen.findByText('Start typing to search...')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
