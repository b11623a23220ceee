import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATEGORIES } from 'shared-domain';
import type { DealItem } from 'shared-domain/browse';
import type { ContentItem } from 'shared-domain/content';
import CatalogRoutes from '../routes';
import { createMockApi, ok, type MockHandler, type MockReply, renderWithProviders } from 'shared-ui/test';
import { categoryCounts, mediaSummary } from '../test/fixtures';
import { HOME_DESCRIPTION, HOME_TITLE } from './home-page';

const highlights = {
  popular: [
    mediaSummary({ _id: 'p1', name: 'Star Plus', category: 'television', slug: 'star-plus' }),
    mediaSummary({ _id: 'p2', name: 'Radio Mirchi 98.3 Delhi', category: 'radio', slug: 'radio-mirchi-98-3-delhi' }),
  ],
  deals: [],
  industries: [
    { key: 'fmcg', label: 'FMCG', mediaCount: 231 },
    { key: 'real-estate', label: 'Real Estate', mediaCount: 1 },
  ],
};

const deal: DealItem = {
  ...mediaSummary({ _id: 'd1', name: 'Dainik Bhaskar Jaipur', slug: 'dainik-bhaskar-jaipur', maxSavingPercent: 33 }),
  deal: { optionId: 'o1', optionName: 'Front page solus', unitLabel: 'per sq cm', cardRate: 90_000, offerRate: 60_000, discount: 30_000, discountPercent: 33, gstPercent: 5 },
};

const item = (over: Partial<ContentItem>): ContentItem => ({ name: 'Asha Foods', detail: 'FMCG, Pune', quote: '', example: false, ...over });
const page = (items: ContentItem[]) => ok({ data: { url: '/x', items } });

type Replies = { categories?: () => MockReply; highlights?: () => MockReply; deals?: () => MockReply; clients?: () => MockReply; testimonials?: () => MockReply };

function homeApi(replies: Replies = {}) {
  const handler: MockHandler = ({ path, params }) => {
    if (path === '/catalog/highlights') return (replies.highlights ?? (() => ok(highlights)))();
    if (path === '/catalog/deals') return (replies.deals ?? (() => ok({ items: [deal] })))();
    if (path === '/content/pages' && params.url === '/clients') return (replies.clients ?? (() => page([item({})])))();
    if (path === '/content/pages' && params.url === '/testimonials') {
      return (replies.testimonials ?? (() => page([item({ name: 'Ravi Menon', detail: 'Marketing head', quote: 'Booked four cities in a day.' })])))();
    }
    if (path === '/catalog/categories') return (replies.categories ?? (() => ok({ categories: categoryCounts })))();
    return { status: 404, body: { error: 'not_found', message: `No route ${path}` } };
  };
  return createMockApi(handler);
}

describe('Home page', () => {
  it('opens with the hero: a headline, a search that opens /search?q= and "Plan a campaign" beside it', async () => {
    const { api } = homeApi();
    const view = renderWithProviders(<CatalogRoutes />, { api });

    expect(screen.getByRole('heading', { level: 1, name: /advertise anywhere in india/i })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: /advertise anywhere in india/i });
    expect(within(hero).getByRole('link', { name: 'Plan a campaign' })).toHaveAttribute('href', '/ad-campaign-brief');

    const search = within(hero).getByRole('search');
    const box = within(search).getByRole('searchbox', { name: /search media/i });
    // The browser asks for text first; a blank search (spaces only) opens nothing.
    expect(box).toBeRequired();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(search);
    expect(view.location()).toBe('/');

    fireEvent.change(box, { target: { value: ' radio mirchi ' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.location()).toBe('/search?q=radio%20mirchi'));
  });

  it('says how buying works in three linked steps', () => {
    const { api } = homeApi();
    renderWithProviders(<CatalogRoutes />, { api });
    const steps = screen.getByRole('region', { name: 'How buying works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByRole('link', { name: 'Browse by category' })).toHaveAttribute('href', '#mm-categories-heading');
    expect(within(steps).getByRole('link', { name: 'Open your bag' })).toHaveAttribute('href', '/bag');
    expect(within(steps).getByRole('link', { name: 'Ask for a plan' })).toHaveAttribute('href', '/plan');
  });

  it('shows a skeleton, then every category with its own icon and counts, linking to the category path', async () => {
    const { api, requests } = homeApi();
    renderWithProviders(<CatalogRoutes />, { api });

    expect(screen.getAllByRole('status')[0]).toHaveTextContent(/loading categories/i);

    const newspaper = await screen.findByRole('link', { name: /^newspaper/i });
    expect(newspaper).toHaveAttribute('href', '/newspaper');
    // 4th category: 4 * 1000 + 234 media, 4 lakh options, grouped the Indian way.
    expect(newspaper).toHaveTextContent('4,234 media profiles · 4,00,000 ad options');
    expect(screen.getByRole('link', { name: /^airport/i })).toHaveAttribute('href', '/airport');
    expect(screen.getByRole('link', { name: /^sports marketing/i })).toHaveAttribute('href', '/sports-marketing');
    expect(screen.getByRole('link', { name: /^influencer marketing/i })).toHaveAttribute('href', '/influencer-marketing');
    const section = screen.getByRole('region', { name: 'Browse by category' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(11);
    // A distinct drawing per category, hidden from assistive technology (the name is beside it).
    const icons = links.map((l) => l.querySelector('svg')!);
    expect(icons.map((i) => i.querySelector('use')!.getAttribute('href'))).toEqual(CATEGORIES.map((c) => `file-stub#${c.key}`));
    icons.forEach((i) => expect(i).toHaveAttribute('aria-hidden', 'true'));

    expect(requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/catalog/categories', '/catalog/highlights', '/catalog/deals', '/content/pages']));
    expect(document.title).toBe(HOME_TITLE);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(HOME_DESCRIPTION);
  });

  it('shows the server message on failure and loads again on Retry', async () => {
    const replies: MockReply[] = [
      { status: 503, body: { error: 'unavailable', message: 'Catalog is warming up, try again' } },
      ok({ categories: categoryCounts }),
    ];
    const { api, requests } = homeApi({ categories: () => replies.shift()! });
    renderWithProviders(<CatalogRoutes />, { api });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Catalog is warming up, try again');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: /^radio/i })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/catalog/categories')).toHaveLength(2);
  });

  it('says so when there are no categories', async () => {
    const { api } = homeApi({ categories: () => ok({ categories: [] }) });
    renderWithProviders(<CatalogRoutes />, { api });
    expect(await screen.findByText(/no categories are available/i)).toBeInTheDocument();
  });

  it("shows today's best deals from the deals API: the option, its card and offer rates and what comes off", async () => {
    const { api, requests } = homeApi();
    renderWithProviders(<CatalogRoutes />, { api });

    const deals = await screen.findByRole('region', { name: "Today's best deals" });
    expect(await within(deals).findByRole('link', { name: 'Dainik Bhaskar Jaipur' })).toHaveAttribute('href', '/newspaper/dainik-bhaskar-jaipur');
    expect(deals).toHaveTextContent('Front page solus');
    expect(deals).toHaveTextContent('Card rate ₹90,000');
    expect(deals).toHaveTextContent('Offer rate ₹60,000');
    expect(deals).toHaveTextContent('+ 5% GST');
    expect(deals).toHaveTextContent('₹30,000 off (33%)');
    expect(within(deals).getByRole('link', { name: 'See all deals' })).toHaveAttribute('href', '/deals');
    expect(requests.find((r) => r.path === '/catalog/deals')?.params).toEqual({ limit: 8 });
  });

  it('keeps the page when the deals fail, and retries them', async () => {
    const replies: MockReply[] = [{ status: 500, body: { error: 'internal', message: 'Internal server error' } }, ok({ items: [deal] })];
    const { api } = homeApi({ deals: () => replies.shift()! });
    renderWithProviders(<CatalogRoutes />, { api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Could not load today's deals.");
    expect(await screen.findByRole('link', { name: /^newspaper/i })).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Dainik Bhaskar Jaipur' })).toBeInTheDocument();
  });

  it('shows clients and testimonials from the content pages, saying when they are examples', async () => {
    const { api } = homeApi({ clients: () => page([item({ example: true }), item({ name: 'Metro Homes', detail: 'Real estate, Mumbai', example: true })]) });
    renderWithProviders(<CatalogRoutes />, { api });

    const clients = await screen.findByRole('region', { name: 'Who advertises with us' });
    expect(clients).toHaveTextContent('Asha Foods');
    expect(clients).toHaveTextContent('Metro Homes');
    expect(within(clients).getByTestId('examples-note')).toHaveTextContent(/examples/i);
    expect(within(clients).getByRole('link', { name: 'All clients' })).toHaveAttribute('href', '/clients');

    const quotes = await screen.findByRole('region', { name: 'What advertisers say' });
    expect(quotes).toHaveTextContent('Booked four cities in a day.');
    expect(quotes).toHaveTextContent('Ravi Menon');
    expect(within(quotes).queryByTestId('examples-note')).not.toBeInTheDocument();
    expect(within(quotes).getByRole('link', { name: 'All testimonials' })).toHaveAttribute('href', '/testimonials');
  });

  it('hides clients and testimonials when their pages are missing or fail', async () => {
    const { api, requests } = homeApi({
      clients: () => ({ status: 404, body: { error: 'not_found', message: 'No page' } }),
      testimonials: () => ({ status: 500, body: { error: 'internal', message: 'Internal server error' } }),
    });
    renderWithProviders(<CatalogRoutes />, { api });
    await screen.findByRole('region', { name: 'Plan with our tools' });
    await screen.findByRole('link', { name: 'Dainik Bhaskar Jaipur' });
    expect(requests.filter((r) => r.path === '/content/pages')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Who advertises with us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What advertisers say' })).not.toBeInTheDocument();
    expect(screen.queryByText(/could not load/i)).not.toBeInTheDocument();
  });

  it('links the planning tools by their route titles', async () => {
    const { api } = homeApi();
    renderWithProviders(<CatalogRoutes />, { api });
    const tools = await screen.findByRole('region', { name: 'Plan with our tools' });
    expect(within(tools).getByRole('link', { name: /^Calculators/ })).toHaveAttribute('href', '/calculators');
    expect(within(tools).getByRole('link', { name: /^Media Recommendation/ })).toHaveAttribute('href', '/media-recommendation');
    expect(within(tools).getByRole('link', { name: /^AI Tools/ })).toHaveAttribute('href', '/ai-tools');
  });

  it('shows popular media and industries linking to their pages', async () => {
    const { api } = homeApi();
    renderWithProviders(<CatalogRoutes />, { api });

    const popular = await screen.findByRole('region', { name: 'Popular media' });
    expect(await within(popular).findByRole('link', { name: 'Star Plus' })).toHaveAttribute('href', '/television/star-plus');
    expect(within(popular).getByRole('heading', { level: 3, name: 'Radio Mirchi 98.3 Delhi' })).toBeInTheDocument();

    const industries = screen.getByRole('region', { name: 'Popular industries' });
    expect(within(industries).getByRole('link', { name: 'FMCG 231 media' })).toHaveAttribute('href', '/industry/fmcg');
    expect(within(industries).getByRole('link', { name: 'Real Estate 1 media' })).toHaveAttribute('href', '/industry/real-estate');
  });

  it('keeps the categories when the highlights fail, and retries them', async () => {
    const replies: MockReply[] = [{ status: 500, body: { error: 'internal', message: 'Internal server error' } }, ok(highlights)];
    const { api } = homeApi({ highlights: () => replies.shift()! });
    renderWithProviders(<CatalogRoutes />, { api });

    expect(await screen.findByRole('link', { name: /^newspaper/i })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load popular media.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Star Plus' })).toBeInTheDocument();
  });
});
