import { fireEvent, screen, within } from '@testing-library/react';
import { mediaMonogram } from 'shared-domain/format';
import CatalogRoutes from '../routes';
import { createMockApi, ok, type MockHandler, renderWithProviders } from 'shared-ui/test';
import { categoryCounts, mediaSummary } from '../test/fixtures';

const fm = mediaSummary({
  _id: '665000a10000000000000301', name: 'Radio City Delhi', category: 'radio', slug: 'radio-city-delhi',
  minPrice: 181, minPriceUnit: 'per 10 sec spot', score: 100, logoUrl: '',
});
const paper = mediaSummary({
  _id: '665000a10000000000000085', name: 'Times of India Bangalore', slug: 'times-of-india-bangalore',
  minPrice: 718, minPriceUnit: 'per col cm per day', score: 72.5, logoUrl: '/assets/monograms/TI-1d4ed8.svg',
});

function home() {
  const handler: MockHandler = ({ path }) =>
    path === '/catalog/highlights' ? ok({ popular: [fm, paper], deals: [], industries: [] }) : ok({ categories: categoryCounts });
  return renderWithProviders(<CatalogRoutes />, createMockApi(handler));
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('Listing cards', () => {
  it('say what the "from" price is charged by, in plain words', async () => {
    home();
    const region = await screen.findByRole('region', { name: 'Popular media' });
    await within(region).findByRole('link', { name: 'Radio City Delhi' });
    expect(card('Radio City Delhi')).toHaveTextContent('Pricefrom ₹181 per 10-second spot');
    expect(card('Times of India Bangalore')).toHaveTextContent('Pricefrom ₹718 per column cm per day');
  });

  it('do not show the profile quality score where the list is not sorted by it', async () => {
    home();
    await screen.findByRole('link', { name: 'Radio City Delhi' });
    const region = screen.getByRole('region', { name: 'Popular media' });
    expect(region).not.toHaveTextContent(/score/i);
    expect(region).not.toHaveTextContent('100');
  });

  it('show the media\'s logo, or its generated mark (initials on its own colour) when it has none or it fails', async () => {
    home();
    await screen.findByRole('link', { name: 'Radio City Delhi' });
    const mark = within(card('Radio City Delhi')).getByTestId('media-monogram');
    expect(mark).toHaveTextContent('RC');
    expect(mark).toHaveStyle({ background: mediaMonogram({ _id: fm._id, name: fm.name }).background });
    // No category badge stands in for a logo.
    expect(card('Radio City Delhi')).not.toHaveTextContent('Radio·');

    const logo = card('Times of India Bangalore').querySelector('img')!;
    expect(logo).toHaveAttribute('src', '/assets/monograms/TI-1d4ed8.svg');
    fireEvent.error(logo);
    expect(within(card('Times of India Bangalore')).getByTestId('media-monogram')).toHaveTextContent('TI');
  });

  it('show the profile quality score, labelled as such, on a list sorted by it', async () => {
    const handler: MockHandler = ({ path }) =>
      path === '/catalog/facets'
        ? ok({ total: 1, facets: { city: [], language: [], edition: [], format: [], genre: [], industry: [] }, price: null, audience: null })
        : ok({ items: [paper], total: 1, page: 1, pageSize: 24 });
    renderWithProviders(<CatalogRoutes />, { ...createMockApi(handler), route: '/newspaper?sort=score' });
    await screen.findByRole('link', { name: 'Times of India Bangalore' });
    expect(card('Times of India Bangalore')).toHaveTextContent('Profile quality72.5 / 100');
  });
});
