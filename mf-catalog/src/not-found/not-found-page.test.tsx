import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATEGORIES } from 'shared-domain';
import CatalogRoutes from '../routes';
import { createMockApi, renderWithProviders } from 'shared-ui/test';

const api = () => createMockApi(() => ({ status: 404, body: { error: 'not_found', message: 'Not found' } })).api;

describe('Not-found page', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="Host description">';
  });

  it('names the path asked for and offers a search, the categories and popular pages', async () => {
    renderWithProviders(<CatalogRoutes />, { api: api(), route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page', { selector: 'code' })).toBeInTheDocument();

    const categories = screen.getByRole('region', { name: 'Browse a category' });
    expect(within(categories).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(CATEGORIES.map((c) => c.path));
    expect(within(categories).getByRole('link', { name: 'BTL' })).toHaveAttribute('href', '/nontraditional');

    const popular = screen.getByRole('region', { name: 'Popular pages' });
    expect(within(popular).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Deals', '/deals'], ['Contact Us', '/contact-us'], ['Plan a campaign', '/plan'], ['List your media', '/how-to-list'],
    ]);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('sets its title, a description and noindex, and removes noindex on leave', async () => {
    const view = renderWithProviders(<CatalogRoutes />, { api: api(), route: '/nowhere' });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.title).toBe('Page not found | MediaMart');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(/does not exist/);
    view.unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('Host description');
  });

  it('searches from the page', async () => {
    const view = renderWithProviders(<CatalogRoutes />, { api: api(), route: '/nowhere' });
    const search = await screen.findByRole('search');
    fireEvent.change(within(search).getByRole('searchbox'), { target: { value: 'hoardings in pune' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.location()).toBe('/search?q=hoardings%20in%20pune'));
  });

  it('is what an unknown category shows', async () => {
    renderWithProviders(<CatalogRoutes />, { api: api(), route: '/podcasts' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/podcasts', { selector: 'code' })).toBeInTheDocument();
  });
});
