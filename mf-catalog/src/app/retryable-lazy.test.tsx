import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { retryableLazy } from './retryable-lazy';

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

  expect(page.current()).toBe(second);
  expect(load).toHaveBeenCalledTimes(2);
  jest.restoreAllMocks();
});
