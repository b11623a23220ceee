import { holdUntilHydrated, onPageHydrated, pageHydrated } from './page-hydration';

describe('onPageHydrated', () => {
  it('runs at once where nothing was rendered on the server', () => {
    const run = jest.fn();
    onPageHydrated(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the page’s part to hydrate on a server-rendered page, and can be cancelled', () => {
    document.body.innerHTML = '<div id="root"><main>Server markup</main></div>';
    holdUntilHydrated(document);
    const run = jest.fn();
    const cancelled = jest.fn();
    onPageHydrated(run);
    onPageHydrated(cancelled)();
    expect(run).not.toHaveBeenCalled();
    pageHydrated();
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    const later = jest.fn();
    onPageHydrated(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
