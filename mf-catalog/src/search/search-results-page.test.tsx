import { fireEvent, screen } from '@testing-library/react';
import CatalogRoutes from '../routes';
import { createMockApi, ok, renderWithProviders } from 'shared-ui/test';

const suggestions = [
  { name: 'Radio Mirchi Mumbai', url: '/radio/radio-mirchi-mumbai', subTitle: 'Mumbai · Hindi', toolName: 'radio' },
  { name: 'Metro train wraps', url: '/nontraditional/metro-wraps', subTitle: 'Delhi', toolName: 'nontraditional' },
];

/** 81 old-search results, answered a page at a time by `from` and `size` as the server does. */
const many = Array.from({ length: 81 }, (_, i) => ({ name: `Radio station ${i + 1}`, url: `/radio/station-${i + 1}`, subTitle: '', toolName: 'radio' }));
const paged = ({ params }: { params: Record<string, unknown> }) => {
  const from = Number(params.from ?? 0);
  const size = Number(params.size ?? 10);
  return ok({ total: many.length, suggestions: many.slice(from, from + size) });
};
const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/search-results?search= pages', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('shows every result, 30 a page, with Prev / Next links and the page in the URL', async () => {
    const { api, requests } = createMockApi(paged);
    renderWithProviders(<CatalogRoutes />, { api, route: '/search-results?search=radio' });
    expect(await screen.findByText('81 results')).toBeInTheDocument();
    expect(names()).toHaveLength(30);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Prev')).toHaveAttribute('aria-disabled', 'true');
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/search-results?search=radio&page=2');
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();

    fireEvent.click(next);
    expect(await screen.findByRole('link', { name: 'Radio station 31' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/search-results?search=radio&page=2');
    expect(names()).toHaveLength(30);
    expect(requests.at(-1)!.params).toEqual({ name: 'radio', from: 30, size: 30 });
    // The list's top comes into view and takes the focus, so the keyboard goes on from the first result.
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Results' }));
    expect(screen.getByRole('link', { name: 'Prev' })).toHaveAttribute('href', '/search-results?search=radio');
  });

  it('opens a shared page as it was, and the last page holds the rest', async () => {
    const { api, requests } = createMockApi(paged);
    renderWithProviders(<CatalogRoutes />, { api, route: '/search-results?search=radio&page=3' });
    expect(await screen.findByRole('link', { name: 'Radio station 61' })).toBeInTheDocument();
    expect(names()).toHaveLength(21);
    expect(requests[0].params).toEqual({ name: 'radio', from: 60, size: 30 });
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('says when a page is past the end and links the last one', async () => {
    const { api } = createMockApi(paged);
    renderWithProviders(<CatalogRoutes />, { api, route: '/search-results?search=radio&page=9' });
    expect(await screen.findByText('There is no page 9; these results have 3 pages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 3' })).toHaveAttribute('href', '/search-results?search=radio&page=3');
  });
});

describe('/search-results?search= (old search results)', () => {
  it('lists every /gapi/suggestions result, linking to its page', async () => {
    const { api, requests } = createMockApi(() => ok({ suggestions }));
    renderWithProviders(<CatalogRoutes />, { api, route: '/search-results?search=radio%20mirchi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for radio mirchi' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Radio Mirchi Mumbai' })).toHaveAttribute('href', '/radio/radio-mirchi-mumbai');
    expect(screen.getByRole('link', { name: 'Metro train wraps' })).toHaveAttribute('href', '/nontraditional/metro-wraps');
    expect(screen.getByText('BTL')).toBeInTheDocument();
    expect(screen.getByText('2 results')).toBeInTheDocument();
    expect(requests).toEqual([expect.objectContaining({ path: '/gapi/suggestions', params: { name: 'radio mirchi', size: 30 } })]);
    expect(document.title).toBe('Search results for radio mirchi | MediaMart');
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
