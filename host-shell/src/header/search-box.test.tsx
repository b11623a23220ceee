import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError, type SearchSuggestion, type User } from 'shared-domain';
import { type GapiSuggestion } from 'shared-domain/search';
import { SearchBox, NEW_SEARCH_KEY } from './search-box';
import { SearchApiProvider, type HostSearchApi } from '../search/search-api';
import { recordBus, renderWithProviders } from '../test/render-with-providers';
import { installMatchMedia } from '../test/viewport';

const staff: User = { _id: 's1', name: 'Sam', role: 'admin' } as User;
const advertiser: User = { _id: 'u1', name: 'Asha', role: '' } as User;
const whiteLabelAdmin: User = { _id: 'w1', name: 'Org', role: 'white-label-admin' } as User;

/** A call the test answers when it likes. */
type Pending<T> = { text: string; signal: AbortSignal; resolve(v: T): void; reject(e: unknown): void };

/** A search API whose answers the test gives by hand, recording every call. */
function fakeSearchApi() {
  const suggestionCalls: Pending<SearchSuggestion[]>[] = [];
  const oldCalls: Pending<GapiSuggestion[]>[] = [];
  const record =
    <T,>(calls: Pending<T>[]) =>
    (text: string, signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => calls.push({ text, signal, resolve, reject }));
  const api: HostSearchApi = { suggestions: jest.fn(record(suggestionCalls)), oldSearch: jest.fn(record(oldCalls)) };
  return { api, suggestionCalls, oldCalls };
}

/** Runs fake time forward inside act, letting promises (answers, lazy chunks) settle. */
async function advance(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

async function renderBox(user: User | null, fake = fakeSearchApi(), route = '/radio') {
  const view = renderWithProviders(
    <SearchApiProvider api={fake.api}>
      <SearchBox user={user} />
    </SearchApiProvider>,
    { route },
  );
  await advance();
  return { ...view, ...fake };
}

const suggestions: SearchSuggestion[] = [
  { suggestion: 'radio mirchi', score: 9, toolName: 'radio' },
  { suggestion: 'radio on metro', score: 7, toolName: 'nontraditional' },
  { suggestion: 'radio city', score: 5, toolName: 'radio' },
];

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  installMatchMedia(1280);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

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

describe('new search (staff)', () => {
  async function renderNew(route?: string) {
    localStorage.setItem(NEW_SEARCH_KEY, '1');
    const view = await renderBox(staff, fakeSearchApi(), route);
    const box = screen.getByRole('combobox', { name: 'Search media' });
    return { ...view, box };
  }
  const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

  it('says "Start typing to search..." on focus and never asks for blank text', async () => {
    const { box, api } = await renderNew();
    expect(box).toHaveAttribute('placeholder', 'Search...');
    fireEvent.focus(box);
    expect(screen.getByRole('status')).toHaveTextContent('Start typing to search...');
    type(box, '   ');
    await advance(2000);
    expect(screen.getByRole('status')).toHaveTextContent('Start typing to search...');
    expect(api.suggestions).not.toHaveBeenCalled();
  });

  it('asks once, 500 ms after typing stops, showing "Searching..." meanwhile', async () => {
    const { box, api, suggestionCalls } = await renderNew();
    fireEvent.focus(box);
    type(box, 'ra');
    await advance(300);
    type(box, 'radio');
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    await advance(499);
    expect(api.suggestions).not.toHaveBeenCalled();
    await advance(1);
    expect(api.suggestions).toHaveBeenCalledTimes(1);
    expect(suggestionCalls[0]!.text).toBe('radio');

    await act(async () => suggestionCalls[0]!.resolve(suggestions));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['radio mirchi in Radio', 'radio on metro in BTL', 'radio city in Radio']);
    expect(screen.getByRole('listbox', { name: 'Search suggestions' })).toHaveStyle({ maxHeight: '240px', overflowY: 'auto' });
  });

  it('drops a stale answer: the one for older text never shows', async () => {
    const { box, suggestionCalls } = await renderNew();
    fireEvent.focus(box);
    type(box, 'radio');
    await advance(500);
    type(box, 'tv');
    expect(suggestionCalls[0]!.signal.aborted).toBe(true);
    await advance(500);
    await act(async () => suggestionCalls[1]!.resolve([{ suggestion: 'tv9', score: 3, toolName: 'television' }]));
    await act(async () => suggestionCalls[0]!.resolve(suggestions));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['tv9 in Television']);
  });

  it('says so when nothing is found', async () => {
    const { box, suggestionCalls } = await renderNew();
    fireEvent.focus(box);
    type(box, 'zzqx');
    await advance(500);
    await act(async () => suggestionCalls[0]!.resolve([]));
    expect(screen.getByRole('status')).toHaveTextContent('No results found for "zzqx"');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it("shows the server's message in a red snackbar on a failure and empties the list", async () => {
    const rec = recordBus();
    const { box, suggestionCalls } = await renderNew();
    fireEvent.focus(box);
    type(box, 'radio');
    await advance(500);
    await act(async () => suggestionCalls[0]!.resolve(suggestions));
    expect(screen.getAllByRole('option')).toHaveLength(3);

    type(box, 'radio m');
    await advance(500);
    await act(async () => suggestionCalls[1]!.reject(new ApiError(503, 'http_503', 'Search is resting')));
    expect(rec.published).toContainEqual({ type: 'snackbar/shown', tone: 'error', message: 'Search is resting' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    type(box, 'radio mi');
    await advance(500);
    await act(async () => suggestionCalls[2]!.reject(new ApiError(0, 'network_error', 'Network Error')));
    expect(rec.published).toContainEqual({ type: 'snackbar/shown', tone: 'error', message: 'Failed to fetch search results' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    rec.stop();
  });

  it('shows a clear button only with text; it empties the box and keeps the focus', async () => {
    const { box } = await renderNew();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    act(() => box.focus());
    type(box, 'radio');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Start typing to search...');
  });

  it('opens a clicked suggestion as /search?q= in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { box, suggestionCalls } = await renderNew();
    fireEvent.focus(box);
    type(box, 'radio');
    await advance(500);
    await act(async () => suggestionCalls[0]!.resolve(suggestions));
    fireEvent.click(screen.getByRole('option', { name: 'radio mirchi in Radio' }));
    expect(open).toHaveBeenCalledWith('/search?q=radio%20mirchi', '_blank', 'noopener');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/radio$/);
  });

  it('goes to /search?q= in this tab on Enter with free text, and not for blank text', async () => {
    const rec = recordBus();
    const { box } = await renderNew();
    type(box, '   ');
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/radio$/);
    type(box, ' radio mirchi ');
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=radio%20mirchi');
    expect(rec.published).toContainEqual({ type: 'search/submitted', query: 'radio mirchi' });
    rec.stop();
  });

  it('moves through the suggestions with the arrow keys; Enter opens one, Escape closes then clears', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { box, suggestionCalls } = await renderNew();
    act(() => box.focus());
    type(box, 'radio');
    await advance(500);
    await act(async () => suggestionCalls[0]!.resolve(suggestions));
    expect(box).not.toHaveAttribute('aria-activedescendant');
    const listbox = screen.getByRole('listbox');
    expect(box).toHaveAttribute('aria-controls', listbox.id);

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[2]).toHaveAttribute('aria-selected', 'false');

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(open).toHaveBeenCalledWith('/search?q=radio%20on%20metro', '_blank', 'noopener');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('radio');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/radio$/);
  });

  it('closes the list when the box loses focus', async () => {
    const { box, suggestionCalls } = await renderNew();
    fireEvent.focus(box);
    type(box, 'radio');
    await advance(500);
    await act(async () => suggestionCalls[0]!.resolve(suggestions));
    fireEvent.blur(box);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
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
    const view = renderWithProviders(
      <SearchApiProvider api={fake.api}>
        <SearchBox user={user} compact />
      </SearchApiProvider>,
      { route: '/radio' },
    );
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
