import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { retryableLazy, retryingComponent } from './retryable-lazy';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

function mount(Page: () => ReactNode) {
  return render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );
}

it('after its code failed to arrive, the next mount loads it again; once loaded it is never loaded again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 42 failed (timeout)'))
    .mockResolvedValue({ default: () => <h1>Radio advertising</h1> });
  const page = retryableLazy(load);

  const first = page.current();
  const one = mount(() => { const P = first; return <P />; });
  expect(await screen.findByText('Failed')).toBeInTheDocument();
  one.unmount();

  const second = page.current();
  expect(second).not.toBe(first);
  const two = mount(() => { const P = second; return <P />; });
  expect(await screen.findByRole('heading', { name: 'Radio advertising' })).toBeInTheDocument();
  two.unmount();

  // Loaded: the component itself from now on, and its code is not asked for again.
  const third = page.current();
  expect(third).not.toBe(second);
  mount(() => { const P = third; return <P />; });
  expect(screen.getByRole('heading', { name: 'Radio advertising' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  jest.restoreAllMocks();
});

it('preload loads the code once, and the component then renders at once, without suspending', async () => {
  const Heading = () => <h1>Newspaper advertising</h1>;
  const load = jest.fn().mockResolvedValue({ default: Heading });
  const page = retryableLazy(load);
  await Promise.all([page.preload(), page.preload()]);
  expect(page.current()).toBe(Heading);
  expect(page.preload()).toBeUndefined();
  const Page = page.current();
  mount(() => <Page />);
  // No "Loading" first: the heading is there in the first render.
  expect(screen.getByRole('heading', { name: 'Newspaper advertising' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a failed preload is tried again by the next preload', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: () => <p>Radio</p> });
  const page = retryableLazy(load);
  await expect(page.preload()).rejects.toThrow('offline');
  await page.preload();
  expect(load).toHaveBeenCalledTimes(2);
});

it('retryingComponent: a boundary’s Retry (a new mount) asks again for code that failed, and props reach the loaded component', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 9 failed'))
    .mockResolvedValue({ default: ({ title }: { title: string }) => <h2>{title}</h2> });
  const Charts = retryingComponent(load);
  const first = mount(() => <Charts title="Reach by day" />);
  expect(await screen.findByText('Failed')).toBeInTheDocument();
  first.unmount();
  mount(() => <Charts title="Reach by day" />);
  expect(await screen.findByRole('heading', { name: 'Reach by day' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  jest.restoreAllMocks();
});

it('retryingComponent: code that keeps failing is asked for once per mount, never in a loop', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.fn().mockRejectedValue(new Error('ChunkLoadError: Loading chunk 9 failed'));
  const Charts = retryingComponent(load);
  mount(() => <Charts fallback={<p>Loading charts</p>} />);
  expect(screen.getByText('Loading charts')).toBeInTheDocument();
  expect(await screen.findByText('Failed')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(load).toHaveBeenCalledTimes(1);
  jest.restoreAllMocks();
});
