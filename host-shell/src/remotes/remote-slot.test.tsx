import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { RemoteSlot } from './remote-slot';
import { fakeLoader, renderWithProviders } from '../test/render-with-providers';
import type { RemoteLoader } from './remote-loader';

function Drawer({ open }: { open: boolean; onClose: () => void }) {
  return <p>Drawer is {open ? 'open' : 'closed'}</p>;
}

describe('RemoteSlot', () => {
  beforeEach(() => {
    // React reports errors its boundaries caught; these cases expect them.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a busy loading state, then the remote component with its props', async () => {
    const loader = fakeLoader({ 'mf_bag/BagDrawer': { default: Drawer } });
    renderWithProviders(<RemoteSlot id="mf_bag/BagDrawer" props={{ open: true, onClose: () => undefined }} />, { loader });
    expect(screen.getByRole('status', { name: 'The bag is loading' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Drawer is open')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_bag/BagDrawer');
  });

  it('says in words which part failed, and Retry loads it again', async () => {
    const loader = jest
      .fn()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce({ default: () => <h1>Bag page</h1> }) as unknown as RemoteLoader & jest.Mock;
    renderWithProviders(<RemoteSlot id="mf_bag/routes" />, { loader });

    expect(await screen.findByText('The bag could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The bag could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Bag page' })).toBeInTheDocument();
    expect(screen.queryByText('The bag could not be loaded.')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('falls back when the module has no default component', async () => {
    const loader = jest.fn().mockResolvedValue({}) as unknown as RemoteLoader;
    renderWithProviders(<RemoteSlot id="mf_dashboard/routes" />, { loader });
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
  });

  it('catches a render error inside the remote too', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    renderWithProviders(<RemoteSlot id="mf_catalog/routes" />, { loader: fakeLoader({ 'mf_catalog/routes': { default: Broken } }) });
    expect(await screen.findByText('The catalog could not be loaded.')).toBeInTheDocument();
  });

  it('takes a custom fallback and label', async () => {
    renderWithProviders(
      <RemoteSlot id="mf_landing/routes" label="The landing page" renderFallback={({ message }) => <em>{message}</em>} />,
    );
    expect(await screen.findByText('The landing page could not be loaded.')).toBeInTheDocument();
  });

  it('a failure is forgotten on another page: the remote is loaded again there', async () => {
    const loader = jest
      .fn()
      .mockRejectedValueOnce(new Error('timed out'))
      .mockResolvedValueOnce({ default: () => <h1>Radio advertising</h1> }) as unknown as RemoteLoader & jest.Mock;
    function Page() {
      const [path, setPath] = useState('/cinema');
      return (
        <>
          <button type="button" onClick={() => setPath('/radio')}>Radio</button>
          <RemoteSlot id="mf_catalog/routes" resetKey={path} />
        </>
      );
    }
    renderWithProviders(<Page />, { loader });
    expect(await screen.findByText('The catalog could not be loaded.')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Radio' }));
    expect(await screen.findByRole('heading', { name: 'Radio advertising' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('types props from the remote source', () => {
    // @ts-expect-error BagDrawer needs open and onClose
    const missing = <RemoteSlot id="mf_bag/BagDrawer" />;
    // @ts-expect-error no such exposed module
    const unknown = <RemoteSlot id="mf_bag/Nope" />;
    expect([missing, unknown]).toHaveLength(2);
  });
});
