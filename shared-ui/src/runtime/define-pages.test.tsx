import { Component, type ComponentType, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AUTH_TOKEN_KEY, createMemoryStorage, createTestBus, pageNamesOf, type User } from 'shared-domain';
import { createRuntime, RuntimeProvider } from '../index';
import { definePages, type PageSpecs } from './define-pages';

const Frame = ({ heading, children }: { heading: string; children: ReactNode }) => (
  <section aria-label="Page">
    <h1>{heading}</h1>
    {children}
  </section>
);
const page = (text: string) => ({ component: () => <p>{text}</p> });

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <button type="button" onClick={() => this.setState({ failed: false })}>Retry</button> : this.props.children;
  }
}

function renderAt(path: string, Routes: ComponentType, { token = '', user = null as User | null } = {}) {
  const storage = createMemoryStorage();
  if (token) storage.setItem(AUTH_TOKEN_KEY, token);
  const runtime = createRuntime({ storage, bus: createTestBus(), events: null });
  if (user) runtime.bus.publish({ type: 'auth/signed-in', user });
  return render(
    <RuntimeProvider runtime={runtime}>
      <MemoryRouter initialEntries={[path]}>
        <Boundary>
          <Routes />
        </Boundary>
      </MemoryRouter>
    </RuntimeProvider>,
  );
}

const options = { frame: Frame, fallback: <p role="status">Loading page…</p>, notFound: page('No such page') };

describe('definePages', () => {
  it('renders each route of the table with its page, behind the gate of its access level', () => {
    const pages = definePages('mf_bag', { bag: page('Your bag, open'), 'embed-sign-in': page('Sign in') }, options);
    renderAt('/bag', pages.Routes);
    expect(screen.getByText('Your bag, open')).toBeInTheDocument();
  });

  it('puts the signed-out state in the remote’s frame, under the page’s heading or the route’s title', () => {
    const specs: PageSpecs<'mf_dashboard'> = {
      campaigns: { ...page('Campaign list'), signedOut: 'Sign in to see your campaigns' },
      campaign: page('One campaign'),
      account: page('Account'),
      brief: page('Brief form'),
      leads: page('Leads'),
      content: { ...page('Content editor'), heading: 'Site content' },
      analytics: page('Analytics'),
      organisations: page('Organisations'),
      organisation: page('Organisation'),
      releases: { ...page('Releases'), forbidden: { message: 'Only MediaMart staff can manage releases.' } },
      'organisation-settings': page('Organisation settings'),
    };
    const pages = definePages('mf_dashboard', specs, { ...options, signInLabel: 'Sign in now' });
    const first = renderAt('/dashboard', pages.Routes);
    expect(screen.getByRole('heading', { name: 'Your campaigns' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see your campaigns')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in now' })).toBeInTheDocument();
    first.unmount();
    const second = renderAt('/staff/content', pages.Routes);
    expect(screen.getByRole('heading', { name: 'Site content' })).toBeInTheDocument();
    second.unmount();
    renderAt('/ad-campaign-brief', pages.Routes);
    expect(screen.getByText('Brief form')).toBeInTheDocument();
  });

  it('shows the forbidden state of a staff page to a viewer who is not staff', () => {
    const specs = Object.fromEntries(pageNamesOf('mf_dashboard').map((name) => [name, page(name)])) as unknown as PageSpecs<'mf_dashboard'>;
    const pages = definePages('mf_dashboard', { ...specs, releases: { ...page('Releases'), forbidden: { message: 'Only MediaMart staff can manage releases.' } } }, options);
    renderAt('/staff/releases', pages.Routes, { token: 't', user: { _id: 'u', name: 'Asha', role: '' } });
    expect(screen.getByText('Only MediaMart staff can manage releases.')).toBeInTheDocument();
  });

  it('shows the not-found page for a path the remote does not have', () => {
    const pages = definePages('mf_bag', { bag: page('Bag'), 'embed-sign-in': page('Sign in') }, options);
    renderAt('/bag/nothing', pages.Routes);
    expect(screen.getByText('No such page')).toBeInTheDocument();
  });

  it('loads a page’s code when visited and again after it failed to arrive (Retry mounts the routes anew)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 7 failed'))
      .mockResolvedValue({ default: () => <p>Your bag, loaded</p> });
    const pages = definePages('mf_bag', { bag: { load }, 'embed-sign-in': page('Sign in') }, options);
    renderAt('/bag', pages.Routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your bag, loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });

  it('preloads the code of the page a path shows, once', async () => {
    const load = jest.fn().mockResolvedValue({ default: () => <p>Bag</p> });
    const pages = definePages('mf_bag', { bag: { load }, 'embed-sign-in': page('Sign in') }, options);
    await pages.preloadPage('/bag');
    expect(pages.preloadPage('/bag')).toBeUndefined();
    expect(pages.preloadPage('/elsewhere')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is typed against the route table: a route without a page, or a page without a route, does not compile', () => {
    const bag = page('Bag');
    // @ts-expect-error -- the table's /bag has no page here
    const missing: PageSpecs<'mf_bag'> = {};
    // @ts-expect-error -- the table gives mf_bag no page called "checkout"
    const extra: PageSpecs<'mf_bag'> = { bag, 'embed-sign-in': bag, checkout: bag };
    // @ts-expect-error -- and the declaration itself refuses it
    definePages('mf_bag', { bag, 'embed-sign-in': bag, checkout: bag }, options);
    expect([missing, extra]).toHaveLength(2);
  });
});
