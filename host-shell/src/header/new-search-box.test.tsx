import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from 'shared-domain';
import { NEW_SEARCH_KEY } from './search-box';
import { recordBus } from '../test/render-with-providers';
import { advance, fakeSearchApi, renderBox, setUpSearchBoxTests, staff, suggestions } from './search-box.fixtures';

setUpSearchBoxTests();

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

  it("SPEC.md 8: a failed suggestion fetch shows the server's message in a red snackbar, else 'Failed to fetch search results', and empties the list", async () => {
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
