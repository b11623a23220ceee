import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DealItem } from 'shared-domain/browse';
import CatalogRoutes from '../routes';
import { createMockApi, ok, type MockReply, renderWithProviders } from 'shared-ui/test';
import { mediaSummary } from '../test/fixtures';

const dealOf = (id: string, name: string, category: DealItem['category'], card: number, offer: number): DealItem => ({
  ...mediaSummary({ _id: id, name, category, slug: id }),
  deal: {
    optionId: `${id}-o`, optionName: `${name} spot`, unitLabel: 'per 10 sec spot', cardRate: card, offerRate: offer,
    discount: card - offer, discountPercent: Math.round(((card - offer) / card) * 100), gstPercent: 18,
  },
});

const items = [dealOf('radio-mirchi', 'Radio Mirchi Delhi', 'radio', 2_000, 1_000), dealOf('toi', 'Times of India', 'newspaper', 90_000, 60_000)];

function dealsApi(reply: (params: Record<string, unknown>) => MockReply = () => ok({ items })) {
  return createMockApi(({ path, params }) => (path === '/catalog/deals' ? reply(params) : { status: 404, body: { error: 'not_found', message: 'No' } }));
}

describe('Deals page', () => {
  it('explains a deal and lists each with its option, card and offer rates, biggest first', async () => {
    const { api, requests } = dealsApi();
    renderWithProviders(<CatalogRoutes />, { api, route: '/deals' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Deals' })).toBeInTheDocument();
    expect(screen.getByText(/card rate/, { selector: 'p' })).toHaveTextContent(/offer rate/);
    expect(screen.getByText(/exclude GST/)).toBeInTheDocument();
    const list = await screen.findByTestId('deal-list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Radio Mirchi Delhi', 'Times of India']);
    expect(within(cards[0]!).getByRole('link', { name: 'Radio Mirchi Delhi' })).toHaveAttribute('href', '/radio/radio-mirchi');
    expect(cards[0]).toHaveTextContent('Card rate ₹2,000');
    expect(cards[0]).toHaveTextContent('Offer rate ₹1,000');
    expect(cards[0]).toHaveTextContent('₹1,000 off (50%)');
    expect(requests[0]!.params).toEqual({ limit: 48 });
    expect(document.title).toBe('Advertising deals | MediaMart');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(/biggest discount/);
  });

  it('filters by category through the URL, marking the chosen one', async () => {
    const { api, requests } = dealsApi((params) => ok({ items: params.category === 'radio' ? [items[0]] : items }));
    const view = renderWithProviders(<CatalogRoutes />, { api, route: '/deals' });
    const filter = await screen.findByRole('navigation', { name: 'Deals by category' });
    expect(within(filter).getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(filter).getByRole('link', { name: 'Radio' }));
    await waitFor(() => expect(view.location()).toBe('/deals?category=radio'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Radio deals' })).toBeInTheDocument();
    expect(within(filter).getByRole('link', { name: 'Radio' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(within(screen.getByTestId('deal-list')).getAllByRole('listitem')).toHaveLength(1));
    expect(requests.at(-1)!.params).toEqual({ limit: 48, category: 'radio' });
    expect(document.title).toBe('Radio advertising deals | MediaMart');
  });

  it('ignores an unknown category and shows every deal', async () => {
    const { api, requests } = dealsApi();
    renderWithProviders(<CatalogRoutes />, { api, route: '/deals?category=podcasts' });
    await screen.findByTestId('deal-list');
    expect(requests[0]!.params).toEqual({ limit: 48 });
  });

  it('says so when there are no deals, and links back to all of them from a category', async () => {
    const { api } = dealsApi(() => ok({ items: [] }));
    renderWithProviders(<CatalogRoutes />, { api, route: '/deals?category=cinema' });
    expect(await screen.findByText('No cinema option is offered below its card rate right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See deals in every category' })).toHaveAttribute('href', '/deals');
  });

  it('shows a skeleton while loading, then the error with Retry', async () => {
    const replies: MockReply[] = [{ status: 503, body: { error: 'unavailable', message: 'Catalog is warming up' } }, ok({ items })];
    const { api } = dealsApi(() => replies.shift()!);
    renderWithProviders(<CatalogRoutes />, { api, route: '/deals' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading deals…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Catalog is warming up');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('deal-list')).toBeInTheDocument();
  });
});
