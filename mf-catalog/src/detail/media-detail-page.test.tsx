import { screen, within } from '@testing-library/react';
import CatalogRoutes from '../routes';
import { createMockApi, ok } from '../test/mock-api';
import { mediaDetail } from '../test/fixtures';
import { renderWithProviders } from '../test/render';

describe('Media detail page', () => {
  it('shows every option with card rate struck through next to the offer rate, minimum billing and GST', async () => {
    const { api, requests } = createMockApi(() => ok(mediaDetail()));
    renderWithProviders(<CatalogRoutes />, { api, route: '/newspaper/times-of-india-delhi' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Times of India' })).toBeInTheDocument();
    expect(requests[0]?.path).toBe('/catalog/media/newspaper/times-of-india-delhi');
    expect(document.title).toBe('Times of India – Delhi | Newspaper advertising');

    const display = screen.getByRole('article', { name: 'Display ad, main edition' });
    const cardRate = within(display).getByLabelText('Card rate ₹4,000');
    expect(cardRate.tagName).toBe('DEL');
    expect(cardRate).toHaveTextContent('₹4,000');
    expect(within(display).getByLabelText('Offer rate ₹2,600')).toBeInTheDocument();
    expect(display).toHaveTextContent('per sq cm per insertion');
    expect(display).not.toHaveTextContent('per per');
    expect(display).toHaveTextContent('Minimum billing₹2,60,000');
    expect(display).toHaveTextContent('GST 5%');
    expect(display).toHaveTextContent('35% off');
    expect(within(display).getByRole('button', { name: 'Add to bag' })).toHaveAccessibleDescription('Display ad, main edition');

    const advertorial = screen.getByRole('article', { name: 'Advertorial' });
    expect(within(advertorial).getByLabelText('Card rate ₹4,600')).toBeInTheDocument();
    expect(advertorial).toHaveTextContent('GST 18%');
    expect(screen.getAllByRole('button', { name: 'Add to bag' })).toHaveLength(2);
  });

  it('shows attributes with their tooltips, the about text and the media kit', async () => {
    const { api } = createMockApi(() => ok(mediaDetail()));
    renderWithProviders(<CatalogRoutes />, { api, route: '/newspaper/times-of-india-delhi' });

    const value = await screen.findByText('8,43,000', { selector: 'dd' });
    expect(value).toHaveAttribute('title', 'Audited copies sold per day (ABC)');
    expect(value).toHaveAccessibleDescription('Audited copies sold per day (ABC)');
    expect(screen.getByRole('heading', { level: 2, name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('The largest English daily in Delhi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /media kit/i })).toHaveAttribute('href', 'https://example.com/toi-kit.pdf');
    expect(screen.getByRole('img', { name: 'Times of India logo' })).toHaveAttribute('src', '/logos/toi.png');
  });

  it('serves influencer profiles at /influencer-marketing/:slug', async () => {
    const { api, requests } = createMockApi(() =>
      ok(mediaDetail({ category: 'influencer-marketing', slug: 'techwithpriya', name: 'Tech with Priya', city: 'Bangalore' })),
    );
    renderWithProviders(<CatalogRoutes />, { api, route: '/influencer-marketing/techwithpriya' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech with Priya' })).toBeInTheDocument();
    expect(requests[0]?.path).toBe('/catalog/media/influencer-marketing/techwithpriya');
    expect(screen.getByText(/Followers: 8,43,000/)).toBeInTheDocument();
  });

  it('says the media was not found on a 404', async () => {
    const { api } = createMockApi(() => ({ status: 404, body: { error: 'not_found', message: 'No such media' } }));
    renderWithProviders(<CatalogRoutes />, { api, route: '/radio/nowhere-fm' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Media not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  });
});
