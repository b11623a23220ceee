import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError, type User } from 'shared-domain';
import { SearchBox, NEW_SEARCH_KEY } from './search-box';
import { recordBus, renderWithProviders } from '../test/render-with-providers';
import { advance, advertiser, fakeSearchApi, renderBox, setUpSearchBoxTests, staff, whiteLabelAdmin } from './search-box.fixtures';

setUpSearchBoxTests();


describe('choosing the search', () => {
  it.each([
    ['a guest', null],
    ['an advertiser', advertiser],
    ['a white-label admin', whiteLabelAdmin],
  ])('%s gets the old search and no switch', async (_, user) => {
    localStorage.setItem(NEW_SEARCH_KEY, '1');
    await renderBox(user);
    expect(screen.getByPlaceholderText('Search Channel, Media')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New search' })).not.toBeInTheDocument();
  });

  it('staff switch to the new search and back, and the choice is remembered', async () => {
    const view = await renderBox(staff);
    const toggle = screen.getByRole('button', { name: 'New search' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByPlaceholderText('Search Channel, Media')).toBeInTheDocument();

    fireEvent.click(toggle);
    await advance();
    expect(screen.getByRole('combobox', { name: 'Search media' })).toHaveAttribute('placeholder', 'Search...');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(NEW_SEARCH_KEY)).toBe('1');

    view.unmount();
    await renderBox(staff);
    expect(screen.getByRole('combobox', { name: 'Search media' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New search' }));
    expect(screen.getByPlaceholderText('Search Channel, Media')).toBeInTheDocument();
    expect(localStorage.getItem(NEW_SEARCH_KEY)).toBeNull();
  });
});


describe('old search', () => {
  const box = () => screen.getByRole('searchbox', { name: 'Search media' });
  const type = (value: string) => fireEvent.change(box(), { target: { value } });
  const results = [
    { name: 'Radio Mirchi', url: '/radio/radio-mirchi-mumbai', subTitle: 'Mumbai', toolName: 'radio' },
    { name: 'Metro panels', url: '/nontraditional/metro-panels', subTitle: 'Delhi', toolName: 'nontraditional' },
  ];

  it('searches 400 ms after typing stops and shows a popup with "See all results"', async () => {
    const { api, oldCalls } = await renderBox(null);
    expect(box()).toHaveAttribute('placeholder', 'Search Channel, Media');
    fireEvent.focus(box());
    type('rad');
    await advance(200);
    type('radio');
    await advance(399);
    expect(api.oldSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Search results' })).toHaveTextContent('Searching...');
    await advance(1);
    expect(api.oldSearch).toHaveBeenCalledTimes(1);
    expect(oldCalls[0]!.text).toBe('radio');
    await act(async () => oldCalls[0]!.resolve(results));
    const popup = screen.getByRole('region', { name: 'Search results' });
    expect(screen.getByRole('link', { name: /Radio Mirchi/ })).toHaveAttribute('href', '/radio/radio-mirchi-mumbai');
    expect(popup).toHaveTextContent('in BTL');
    expect(screen.getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/search-results?search=radio');
    expect(api.suggestions).not.toHaveBeenCalled();
  });

  it('never asks for blank text', async () => {
    const { api } = await renderBox(null);
    fireEvent.focus(box());
    type('    ');
    await advance(1000);
    expect(api.oldSearch).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('says so when nothing is found', async () => {
    const { oldCalls } = await renderBox(null);
    fireEvent.focus(box());
    type('zzqx');
    await advance(400);
    await act(async () => oldCalls[0]!.resolve([]));
    expect(screen.getByRole('region', { name: 'Search results' })).toHaveTextContent('No results found for "zzqx"');
  });

  it('goes to /search-results?search= on Enter and announces it; blank text stays', async () => {
    const rec = recordBus();
    await renderBox(null);
    type('  ');
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/radio$/);
    type('times of india ');
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent('/search-results?search=times%20of%20india');
    expect(rec.published).toContainEqual({ type: 'search/submitted', query: 'times of india' });
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
    rec.stop();
  });

  it('"See all results" leads to the results page and closes the popup', async () => {
    const { oldCalls } = await renderBox(null);
    fireEvent.focus(box());
    type('radio');
    await advance(400);
    await act(async () => oldCalls[0]!.resolve(results));
    fireEvent.click(screen.getByRole('link', { name: 'See all results' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search-results?search=radio');
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('logs a failure and closes the popup', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { oldCalls } = await renderBox(null);
    fireEvent.focus(box());
    type('radio');
    await advance(400);
    const failure = new ApiError(500, 'http_500', 'Server Error!');
    await act(async () => oldCalls[0]!.reject(failure));
    expect(error).toHaveBeenCalledWith('Search failed', failure);
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    await renderBox(null);
    fireEvent.focus(box());
    type('radio');
    await advance();
    expect(screen.getByRole('region', { name: 'Search results' })).toBeInTheDocument();
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  });
});

describe('under the breakpoint (compact)', () => {
  async function renderCompact(user: User | null) {
    const fake = fakeSearchApi();
    const view = renderWithProviders(<SearchBox user={user} compact />, { route: '/radio', serviceA: fake.adapter });
    await advance();
    return { ...view, ...fake };
  }

  it('is a search button that opens the box over the bar, focused, and closes again', async () => {
    await renderCompact(null);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Search' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(open);
    const box = screen.getByRole('searchbox', { name: 'Search media' });
    expect(box).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('folds away once a search leads to a page', async () => {
    await renderCompact(null);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'radio' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent('/search-results?search=radio');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('gives staff the switch and the new box, focused, inside the open bar', async () => {
    localStorage.setItem(NEW_SEARCH_KEY, '1');
    await renderCompact(staff);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance();
    expect(screen.getByRole('combobox', { name: 'Search media' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'New search' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(screen.getByRole('button', { name: 'New search' }), { key: 'Escape' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
