import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { createRemoteErrorReporter, releaseOfEntry } from './remote-errors';
import { createRemoteLoader, RemoteUnavailableError, type FederationRuntime } from './remote-loader';
import { RemoteLoaderProvider } from './remote-loader-context';
import { RemoteSlot } from './remote-slot';

describe('releaseOfEntry', () => {
  it('reads the version of an uploaded release, built-in for the deployed build, nothing otherwise', () => {
    expect(releaseOfEntry('mf_bag', '/mf/mf-bag/1.3.0/mf-manifest.json')).toBe('1.3.0');
    expect(releaseOfEntry('mf_bag', 'https://www.mediamart.example/mf/mf-bag/2.0.0-rc.1/mf-manifest.json')).toBe('2.0.0-rc.1');
    expect(releaseOfEntry('mf_bag', '/mf/mf-bag/mf-manifest.json')).toBe('built-in');
    expect(releaseOfEntry('mf_landing', '/mf/mf-landing/mf-manifest.json?v=1')).toBe('built-in');
    // Another remote's folder, a manifest elsewhere, a path that is no version, nothing at all.
    expect(releaseOfEntry('mf_bag', '/mf/mf-catalog/1.3.0/mf-manifest.json')).toBeUndefined();
    expect(releaseOfEntry('mf_bag', 'https://cdn.example/bag/mf-manifest.json')).toBeUndefined();
    expect(releaseOfEntry('mf_bag', '/mf/mf-bag/a%20b/mf-manifest.json')).toBeUndefined();
    expect(releaseOfEntry('mf_bag', undefined)).toBeUndefined();
  });
});

describe('createRemoteErrorReporter', () => {
  it("reports the slot's remote with the release of the entry that failed, else of remotes.json's entry", () => {
    const sink = { remoteError: jest.fn() };
    const report = createRemoteErrorReporter(sink, (remote) => (remote === 'mf_catalog' ? '/mf/mf-catalog/4.0.0/mf-manifest.json' : undefined));
    report('mf_bag/BagDrawer', new RemoteUnavailableError('mf_bag/BagDrawer', 'down', { entry: '/mf/mf-bag/1.3.0/mf-manifest.json' }));
    report('mf_catalog/routes', new Error('render failed'));
    report('mf_auth/UserMenu', new Error('render failed'));
    expect(sink.remoteError.mock.calls).toEqual([['mf_bag', '1.3.0'], ['mf_catalog', '4.0.0'], ['mf_auth', undefined]]);
  });

  it('leaves out a failure of remotes.json itself: no remote was tried', () => {
    const sink = { remoteError: jest.fn() };
    createRemoteErrorReporter(sink, () => '/mf/mf-bag/mf-manifest.json')('mf_bag/routes', new RemoteUnavailableError('mf_bag/routes', 'remotes.json could not be loaded'));
    expect(sink.remoteError).not.toHaveBeenCalled();
  });
});

describe('a failed remote slot, reported', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('tells the listener which remote and release failed, on each failure the slot shows', async () => {
    const runtime: FederationRuntime = { registerRemotes: jest.fn(), loadRemote: jest.fn().mockRejectedValue(new Error('ScriptNetworkError')) };
    const loader = createRemoteLoader({ fetchConfig: async () => ({ mf_bag: '/mf/mf-bag/1.3.0/mf-manifest.json' }), runtime });
    const sink = { remoteError: jest.fn() };
    const onFailure = jest.fn(createRemoteErrorReporter(sink, loader.entry));
    render(
      <MemoryRouter>
        <ThemeProvider theme={theme}>
          <RemoteLoaderProvider loader={loader.load} onFailure={onFailure}>
            <RemoteSlot id="mf_bag/routes" />
          </RemoteLoaderProvider>
        </ThemeProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('The bag could not be loaded.')).toBeInTheDocument();
    expect(loader.entry('mf_bag')).toBe('/mf/mf-bag/1.3.0/mf-manifest.json');
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0]![0]).toBe('mf_bag/routes');
    expect(onFailure.mock.calls[0]![1]).toMatchObject({ name: 'RemoteUnavailableError', entry: '/mf/mf-bag/1.3.0/mf-manifest.json' });
    expect(sink.remoteError).toHaveBeenCalledWith('mf_bag', '1.3.0');

    // Retry fails again: told again (the tracker sends a remote once per page load).
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('The bag could not be loaded.');
    await new Promise((r) => setTimeout(r, 0));
    expect(onFailure).toHaveBeenCalledTimes(2);
  });
});
