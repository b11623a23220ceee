import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { whiteLabel } from 'shared-domain';
import { App } from './app';
import { appTestLifecycle, fakeLoader, testRuntime, testSession } from '../test/render-with-providers';
import { ORG } from '../test/organisation';
import type { RemoteLoader } from '../remotes/remote-loader';
import { holdUntilHydrated, pageHydrated } from '../hydration/page-hydration';

const page = (name: string) => ({ default: () => <h1>{name}</h1> });
/** mf_landing's ChatWidget as the host sees it: a component with no props. */
const widget = { default: () => <button type="button">Chat with us</button> };
const track = appTestLifecycle();

function renderApp(route: string, { organisation = null, loader = fakeLoader({ 'mf_catalog/routes': page('Catalog'), 'mf_landing/routes': page('Landing'), 'mf_landing/ChatWidget': widget }) }: {
  organisation?: typeof ORG | null; loader?: RemoteLoader;
} = {}) {
  const { session } = testSession();
  track(session);
  const onRemoteError = jest.fn();
  const view = render(
    <MemoryRouter initialEntries={[route]}>
      <App runtime={testRuntime()} loader={loader} now={new Date(2026, 10, 26)} session={session} organisation={organisation} onRemoteError={onRemoteError} />
    </MemoryRouter>,
  );
  return { ...view, onRemoteError };
}
const asked = (loader: RemoteLoader) => (loader as unknown as jest.Mock).mock.calls.map(([id]) => id as string);

describe('the chat in the shell (mf_landing/ChatWidget)', () => {
  it('is loaded from mf-landing once the page is idle, not with the first render', async () => {
    const loader = fakeLoader({ 'mf_catalog/routes': page('Catalog'), 'mf_landing/ChatWidget': widget });
    renderApp('/', { loader });
    expect(asked(loader)).not.toContain('mf_landing/ChatWidget');
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
    expect(asked(loader)).toContain('mf_landing/ChatWidget');
  });

  it('on a server-rendered page, waits for the page’s part to hydrate before it is asked for', async () => {
    const served = document.body.appendChild(document.createElement('div'));
    served.id = 'root';
    served.innerHTML = '<main>Server markup</main>';
    try {
      holdUntilHydrated(document);
      const loader = fakeLoader({ 'mf_catalog/routes': page('Catalog'), 'mf_landing/ChatWidget': widget });
      renderApp('/', { loader });
      await screen.findByRole('heading', { name: 'Catalog' });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(asked(loader)).not.toContain('mf_landing/ChatWidget');
      act(() => pageHydrated());
      expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
    } finally {
      pageHydrated();
      served.remove();
    }
  });

  it('leaves the page working, with no launcher and no error box, when mf-landing cannot give it', async () => {
    const loader = fakeLoader({ 'mf_catalog/routes': page('Catalog') });
    const { onRemoteError } = renderApp('/', { loader });
    await screen.findByRole('heading', { name: 'Catalog' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(asked(loader)).toContain('mf_landing/ChatWidget');
    expect(onRemoteError).toHaveBeenCalledWith('mf_landing/ChatWidget', expect.any(Error));
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('status', { name: /chat/i })).toBeNull();
    // The rest of the shell is there as before.
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Catalog' })).toBeInTheDocument();
  });

  it('is not on landing pages', async () => {
    const loader = fakeLoader({ 'mf_landing/routes': page('Landing'), 'mf_landing/ChatWidget': widget });
    renderApp('/lp/newspaper-advertising', { loader });
    await screen.findByRole('heading', { name: 'Landing' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    expect(asked(loader)).not.toContain('mf_landing/ChatWidget');
  });

  it('is on a white-label host only when the organisation asks for it', async () => {
    try {
      whiteLabel.set(ORG);
      const { unmount } = renderApp('/', { organisation: ORG });
      await screen.findByRole('heading', { name: 'Catalog' });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
      unmount();
      const asks = { ...ORG, showChat: true };
      whiteLabel.set(asks);
      renderApp('/', { organisation: asks });
      expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
    } finally {
      whiteLabel.set(null);
    }
  });
});
