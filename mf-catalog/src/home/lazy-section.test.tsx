import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazySection } from './lazy-section';

type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean };
let observers: Observed[] = [];

class FakeObserver {
  private readonly me: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.me = { callback, options, disconnected: false };
    observers.push(this.me);
  }
  observe() {}
  disconnect() {
    this.me.disconnected = true;
  }
}

const seen = (isIntersecting: boolean) =>
  act(() => observers.at(-1)!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));

describe('LazySection', () => {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    observers = [];
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('loads its code only once it nears the viewport, keeping its height reserved', async () => {
    const load = jest.fn(() => Promise.resolve(() => <p>Deals are here</p>));
    const { container } = render(<LazySection load={load} min={560} />);
    expect(container.firstChild).toHaveStyle({ minHeight: '560px' });
    expect(observers[0]!.options?.rootMargin).toBe('200px 0px');
    await seen(false);
    expect(load).not.toHaveBeenCalled();
    await seen(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Deals are here')).toBeInTheDocument();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('offers Retry when its code fails to load', async () => {
    const load = jest.fn()
      .mockReturnValueOnce(Promise.reject(new Error('ChunkLoadError')))
      .mockReturnValueOnce(Promise.resolve(() => <p>Loaded at last</p>));
    render(<LazySection load={load} min={100} />);
    await seen(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await seen(true);
    expect(await screen.findByText('Loaded at last')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
