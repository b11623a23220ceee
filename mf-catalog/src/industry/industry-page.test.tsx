import { fireEvent, screen, within } from '@testing-library/react';
import type { IndustryDetail } from 'shared-domain';
import CatalogRoutes from '../routes';
import { createMockApi, ok, type MockReply, renderWithProviders } from 'shared-ui/test';
import { mediaSummary } from '../test/fixtures';

const detail: IndustryDetail = {
  industry: { key: 'real-estate', label: 'Real Estate', description: 'Newspaper jackets, hoardings and radio for project launches.', mediaCount: 134 },
  categories: [
    { key: 'newspaper', label: 'Newspaper', path: '/newspaper', mediaCount: 60 },
    { key: 'outdoor', label: 'Outdoor', path: '/outdoor', mediaCount: 74 },
  ],
  items: [
    mediaSummary({ _id: 'a', name: 'Times of India Mumbai', slug: 'times-of-india-mumbai' }),
    mediaSummary({ _id: 'b', name: 'Hoarding – Bandra', category: 'outdoor', slug: 'hoarding-bandra' }),
  ],
};

describe('Industry page', () => {
  it('shows media popular with the industry and links each category filtered to it', async () => {
    const { api, requests } = createMockApi(() => ok(detail));
    renderWithProviders(<CatalogRoutes />, { api, route: '/industry/real-estate' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Real Estate advertising' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Times of India Mumbai' })).toHaveAttribute('href', '/newspaper/times-of-india-mumbai');
    expect(screen.getByRole('link', { name: 'Hoarding – Bandra' })).toHaveAttribute('href', '/outdoor/hoarding-bandra');
    expect(screen.getByText('134 media profiles popular with Real Estate brands.')).toBeInTheDocument();
    const byCategory = screen.getByRole('region', { name: 'By category' });
    expect(within(byCategory).getByRole('link', { name: 'Newspaper 60' })).toHaveAttribute('href', '/newspaper?industry=real-estate');
    expect(within(byCategory).getByRole('link', { name: 'Outdoor 74' })).toHaveAttribute('href', '/outdoor?industry=real-estate');
    expect(requests.map((r) => r.path)).toEqual(['/catalog/industries/real-estate']);
    expect(document.title).toBe('Real Estate advertising: media popular with Real Estate brands | MediaMart');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(/^Newspaper jackets, hoardings and radio that property developers use/);
  });

  it('accepts the industry name in any case', async () => {
    const { api, requests } = createMockApi(() => ok(detail));
    renderWithProviders(<CatalogRoutes />, { api, route: '/industry/Real-Estate' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Real Estate advertising' })).toBeInTheDocument();
    expect(requests[0]?.path).toBe('/catalog/industries/real-estate');
  });

  it('says so when no media are listed for the industry yet', async () => {
    const { api } = createMockApi(() => ok({ ...detail, industry: { ...detail.industry, mediaCount: 0 }, categories: [], items: [] }));
    renderWithProviders(<CatalogRoutes />, { api, route: '/industry/real-estate' });
    expect(await screen.findByText('No media are listed for Real Estate yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all categories' })).toHaveAttribute('href', '/');
  });

  it('shows the error and loads again on Retry', async () => {
    const replies: MockReply[] = [{ status: 503, body: { error: 'unavailable', message: 'Try again shortly' } }, ok(detail)];
    const { api } = createMockApi(() => replies.shift()!);
    renderWithProviders(<CatalogRoutes />, { api, route: '/industry/real-estate' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try again shortly');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Times of India Mumbai' })).toBeInTheDocument();
  });

  it('answers an unknown industry with a not-found page, without calling the API', async () => {
    const { api, requests } = createMockApi(() => ok(detail));
    renderWithProviders(<CatalogRoutes />, { api, route: '/industry/space-travel' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/We do not list media for an industry called "space-travel"\./)).toHaveTextContent('/industry/space-travel');
    expect(document.title).toBe('Page not found | MediaMart');
    expect(requests).toHaveLength(0);
  });
});
