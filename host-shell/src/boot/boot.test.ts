import { EARLY_EVENTS_KEY, PAGE_CODE_ID, PAGE_SCRIPTS_ID } from 'shared-domain/page-data';
import { holdUntilHydrated, HYDRATED_ATTRIBUTE, pageHydrated, takeEarlyPointerLeave } from '../hydration/page-hydration';
import { boot, FIRST_PAINT_WAIT_MS, loadPageCode } from './boot';

const page = (root: string, scripts: string[], code: string[] = []) => {
  document.head.innerHTML = code.length ? `<script type="application/json" id="${PAGE_CODE_ID}">${JSON.stringify(code)}</script>` : '';
  document.body.innerHTML = `<div id="root">${root}</div><script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(scripts)}</script>`;
};
const asked = () => ({
  scripts: [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
  code: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
});

afterEach(() => {
  // Each test starts with nothing held (page-hydration's state is per page, here per test).
  holdUntilHydrated(document);
  pageHydrated(document);
  takeEarlyPointerLeave();
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  delete window[EARLY_EVENTS_KEY];
  jest.restoreAllMocks();
});

describe('the page’s first script', () => {
  it('asks for the remote’s code and then the host’s scripts, in order and not async', () => {
    page('<p>Server page</p>', ['/main.1.js', '/other.2.js'], ['/mf/mf-catalog/routes.3.js']);
    loadPageCode(document);
    expect(asked()).toEqual({ scripts: ['/main.1.js', '/other.2.js'], code: ['/mf/mf-catalog/routes.3.js'] });
    expect([...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].every((s) => !s.async)).toBe(true);
  });

  it('asks for nothing from an unreadable list', () => {
    page('', []);
    document.getElementById(PAGE_SCRIPTS_ID)!.textContent = '{not json';
    loadPageCode(document);
    expect(asked()).toEqual({ scripts: [], code: [] });
  });

  it('on a server-rendered page, waits for the first contentful paint before asking', () => {
    jest.useFakeTimers();
    let report: ((list: { getEntries: () => Array<{ name: string }> }) => void) | null = null;
    const observe = jest.fn();
    const disconnect = jest.fn();
    const Observer = jest.fn((callback: typeof report) => {
      report = callback;
      return { observe, disconnect };
    });
    Object.assign(Observer, { supportedEntryTypes: ['paint'] });
    const saved = window.PerformanceObserver;
    Object.defineProperty(window, 'PerformanceObserver', { value: Observer, configurable: true, writable: true });
    try {
      page('<p>Server page</p>', ['/main.1.js']);
      boot(window);
      expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
      report!({ getEntries: () => [{ name: 'first-paint' }] });
      jest.advanceTimersByTime(10);
      expect(asked().scripts).toEqual([]);
      report!({ getEntries: () => [{ name: 'first-contentful-paint' }] });
      expect(disconnect).toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(asked().scripts).toEqual(['/main.1.js']);
      // Asked once: the latest-by timer does nothing more.
      jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
      expect(asked().scripts).toEqual(['/main.1.js']);
    } finally {
      Object.defineProperty(window, 'PerformanceObserver', { value: saved, configurable: true, writable: true });
      jest.useRealTimers();
    }
  });

  it('asks anyway when no paint is reported in time', () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    page('<p>Server page</p>', ['/main.1.js']);
    boot(window);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(asked().scripts).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(asked().scripts).toEqual(['/main.1.js']);
    jest.useRealTimers();
  });

  it('where paints are not reported, waits for the first frame before asking, and holds a click meanwhile', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    jest.useFakeTimers();
    page('<button type="button">Add</button>', ['/main.1.js']);
    boot(window);
    expect(asked().scripts).toEqual([]);
    const clicked = jest.fn();
    document.querySelector('button')!.addEventListener('click', clicked);
    document.querySelector('button')!.click();
    // Held: the page's code is not here to answer it.
    expect(clicked).not.toHaveBeenCalled();
    expect(window[EARLY_EVENTS_KEY]?.events?.holding).toBe(true);
    frames.forEach((cb) => cb(0));
    expect(asked().scripts).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(asked().scripts).toEqual(['/main.1.js']);
    jest.useRealTimers();
  });

  it('on an empty page (the browser renders it), asks at once and holds nothing', () => {
    page('', ['/main.1.js']);
    boot(window);
    expect(asked().scripts).toEqual(['/main.1.js']);
    expect(window[EARLY_EVENTS_KEY]?.events).toBeNull();
  });

  it('records the pointer leaving the page before the code is here, for the exit-intent form', () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    page('<p>Server page</p>', ['/main.1.js']);
    boot(window);
    document.querySelector('p')!.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 3, relatedTarget: null }));
    holdUntilHydrated(document);
    expect(takeEarlyPointerLeave()).toEqual({ clientY: 3, relatedTarget: null });
    expect(takeEarlyPointerLeave()).toBeNull();
  });

  it('hands its hold to the host’s code, which replays the click once the page has hydrated', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    page('<button type="button">Add</button>', ['/main.1.js']);
    boot(window);
    const clicked = jest.fn();
    document.querySelector('button')!.addEventListener('click', clicked);
    document.querySelector('button')!.click();
    holdUntilHydrated(document);
    expect(window[EARLY_EVENTS_KEY]).toBeUndefined();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    pageHydrated(document);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
