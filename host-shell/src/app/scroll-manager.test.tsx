import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { createMemoryStorage } from 'shared-domain';
import {
  applyScrollPlan, entryKey, MAX_SAVED_POSITIONS, readPositions, SCROLL_POSITIONS_KEY, SCROLL_SETTLE_MS, scrollPlan, useScrollManager, writePositions,
} from './scroll-manager';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('scrollPlan', () => {
  it('starts a new page at its top, or at its #hash', () => {
    expect(scrollPlan({ type: 'PUSH', from: at('/'), to: at('/about'), saved: undefined })).toEqual({ kind: 'top' });
    expect(scrollPlan({ type: 'REPLACE', from: at('/bag'), to: at('/'), saved: undefined })).toEqual({ kind: 'top' });
    expect(scrollPlan({ type: 'PUSH', from: at('/'), to: at('/faq', '', '#pricing'), saved: undefined })).toEqual({ kind: 'hash', id: 'pricing' });
    expect(scrollPlan({ type: 'PUSH', from: at('/'), to: at('/faq', '', '#caf%C3%A9'), saved: undefined })).toEqual({ kind: 'hash', id: 'café' });
  });

  it('starts a new page at its top even when the entry had a position (a push is never a restore)', () => {
    expect(scrollPlan({ type: 'PUSH', from: at('/'), to: at('/dashboard/c1'), saved: 2400 })).toEqual({ kind: 'top' });
  });

  it('comes back where the visitor left on Back and Forward', () => {
    expect(scrollPlan({ type: 'POP', from: at('/about'), to: at('/'), saved: 2400 })).toEqual({ kind: 'restore', y: 2400 });
    expect(scrollPlan({ type: 'POP', from: at('/about'), to: at('/', '', '#x'), saved: 0 })).toEqual({ kind: 'restore', y: 0 });
    // An entry never seen in this tab: its #hash, else its top; the document's first page stays where the browser put it.
    expect(scrollPlan({ type: 'POP', from: at('/about'), to: at('/faq', '', '#x'), saved: undefined })).toEqual({ kind: 'hash', id: 'x' });
    expect(scrollPlan({ type: 'POP', from: at('/about'), to: at('/'), saved: undefined })).toEqual({ kind: 'top' });
    expect(scrollPlan({ type: 'POP', from: null, to: at('/'), saved: undefined })).toEqual({ kind: 'none' });
    // A plain #fragment link (the skip link, a page's contents) pops on the same page: its target.
    expect(scrollPlan({ type: 'POP', from: at('/about'), to: at('/about', '', '#main'), saved: 0 })).toEqual({ kind: 'hash', id: 'main' });
  });

  it('leaves a change of query on the same page to the page (filters, pagination), and follows a new #hash there', () => {
    expect(scrollPlan({ type: 'PUSH', from: at('/newspaper'), to: at('/newspaper', '?page=2'), saved: undefined })).toEqual({ kind: 'none' });
    expect(scrollPlan({ type: 'REPLACE', from: at('/newspaper', '?a=1'), to: at('/newspaper', '?a=2'), saved: undefined })).toEqual({ kind: 'none' });
    expect(scrollPlan({ type: 'PUSH', from: at('/faq'), to: at('/faq', '', '#b'), saved: undefined })).toEqual({ kind: 'hash', id: 'b' });
    expect(scrollPlan({ type: 'PUSH', from: at('/faq', '', '#b'), to: at('/faq', '', '#b'), saved: undefined })).toEqual({ kind: 'none' });
  });
});

describe('saved positions', () => {
  it('tells the first entry of a document apart by its address', () => {
    expect(entryKey({ key: 'default', pathname: '/a', search: '?q=1' })).toBe('default:/a?q=1');
    expect(entryKey({ key: 'k7', pathname: '/a', search: '' })).toBe('k7');
  });

  it('round-trips through storage, keeps only the newest entries and ignores what is not a position', () => {
    const storage = createMemoryStorage();
    const map = new Map<string, number>();
    for (let i = 0; i < MAX_SAVED_POSITIONS + 5; i += 1) map.set(`k${i}`, i * 10);
    writePositions(storage, map);
    const back = readPositions(storage);
    expect(back.size).toBe(MAX_SAVED_POSITIONS);
    expect(back.has('k0')).toBe(false);
    expect(back.get(`k${MAX_SAVED_POSITIONS + 4}`)).toBe((MAX_SAVED_POSITIONS + 4) * 10);

    storage.setItem(SCROLL_POSITIONS_KEY, '{not json');
    expect(readPositions(storage).size).toBe(0);
    storage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([['a', 5], ['b', 'x'], 7, ['c', null]]));
    expect([...readPositions(storage)]).toEqual([['a', 5]]);
  });
});

// jsdom does not lay out: the page's height and the window's position are set by the test.
let scrollY = 0;
let pageHeight = 5000;
const scrollTo = jest.fn((x: number | ScrollToOptions, y?: number) => {
  const wanted = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
  scrollY = Math.max(0, Math.min(wanted, pageHeight - window.innerHeight));
});
const userScrolls = (y: number) => {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
};

beforeEach(() => {
  scrollY = 0;
  pageHeight = 5000;
  scrollTo.mockClear();
  window.sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(window, 'scrollTo', { configurable: true, value: scrollTo });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
});

describe('applyScrollPlan', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the page to be tall enough before it stops restoring', () => {
    pageHeight = 1000;
    applyScrollPlan({ kind: 'restore', y: 2400 });
    expect(scrollY).toBe(1000 - window.innerHeight);
    pageHeight = 4000; // the page's content arrived
    act(() => { jest.advanceTimersByTime(50); });
    expect(scrollY).toBe(2400);
  });

  it('holds the position while the page around it still changes, then lets go', () => {
    applyScrollPlan({ kind: 'restore', y: 2400 });
    expect(scrollY).toBe(2400);
    // A section above loads and is taller than its placeholder: the window is moved off the place.
    pageHeight = 5300;
    scrollY = 2100;
    act(() => { jest.advanceTimersByTime(50); });
    expect(scrollY).toBe(2400);
    // The page has not changed for a while: the manager lets go.
    act(() => { jest.advanceTimersByTime(SCROLL_SETTLE_MS + 100); });
    scrollY = 100;
    act(() => { jest.advanceTimersByTime(100); });
    expect(scrollY).toBe(100);
  });

  it('stops waiting when the visitor scrolls or types', () => {
    pageHeight = 1000;
    applyScrollPlan({ kind: 'restore', y: 2400 });
    window.dispatchEvent(new Event('wheel'));
    pageHeight = 4000;
    act(() => { jest.advanceTimersByTime(50); });
    expect(scrollY).toBe(1000 - window.innerHeight);
  });

  it('scrolls to a #hash element once the page shows it, and to the top if it never does', () => {
    const spy = jest.spyOn(Element.prototype, 'scrollIntoView');
    scrollY = 300;
    applyScrollPlan({ kind: 'hash', id: 'late' }, 1000);
    const el = document.createElement('h2');
    el.id = 'late';
    document.body.append(el);
    act(() => { jest.advanceTimersByTime(50); });
    expect(spy).toHaveBeenCalled();
    expect(spy.mock.contexts[0]).toBe(el);
    el.remove();

    applyScrollPlan({ kind: 'hash', id: 'never' }, 1000);
    act(() => { jest.advanceTimersByTime(1100); });
    expect(scrollY).toBe(0);
    spy.mockRestore();
  });
});

describe('useScrollManager', () => {
  let navigate: NavigateFunction = () => undefined;
  function Probe() {
    useScrollManager();
    navigate = useNavigate();
    return null;
  }
  const go = (to: string | number) => act(() => { void (typeof to === 'number' ? navigate(to) : navigate(to)); });

  it('shows a new page at its top, and Back and Forward where the visitor left each page', () => {
    render(<MemoryRouter initialEntries={['/']}><Probe /></MemoryRouter>);
    expect(window.history.scrollRestoration).toBe('manual');
    userScrolls(3200); // the footer of the home page

    go('/about');
    expect(scrollY).toBe(0);
    userScrolls(700);

    go(-1);
    expect(scrollY).toBe(3200);
    go(1);
    expect(scrollY).toBe(700);
  });

  it('leaves a new query on the same page where it is, and comes back after a reload to the entry it left', () => {
    const first = render(<MemoryRouter initialEntries={['/newspaper']}><Probe /></MemoryRouter>);
    userScrolls(1500);
    go('/newspaper?page=2');
    expect(scrollY).toBe(1500);
    userScrolls(900);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    // The same tab reloads the first page (the router's 'default' entry): where it was left.
    scrollY = 0;
    render(<MemoryRouter initialEntries={['/newspaper']}><Probe /></MemoryRouter>);
    expect(scrollY).toBe(1500);
  });
});
