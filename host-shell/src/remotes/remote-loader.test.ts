import { createRemoteLoader, RemoteUnavailableError, type FederationRuntime } from './remote-loader';

const cfg = { mf_bag: '/mf/mf-bag/mf-manifest.json', mf_catalog: '/mf/mf-catalog/mf-manifest.json' };

function fakeRuntime(load: (id: string) => Promise<unknown>) {
  const runtime = { registerRemotes: jest.fn(), loadRemote: jest.fn(load) };
  return runtime satisfies FederationRuntime;
}

describe('createRemoteLoader', () => {
  it('fetches remotes.json once and registers every remote', async () => {
    const fetchConfig = jest.fn().mockResolvedValue(cfg);
    const runtime = fakeRuntime(async (id) => ({ default: id }));
    const { load, start } = createRemoteLoader({ fetchConfig, runtime });
    await start();
    await load('mf_bag/routes');
    await load('mf_catalog/routes');
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_bag', entry: cfg.mf_bag },
      { name: 'mf_catalog', entry: cfg.mf_catalog },
    ]);
  });

  it('caches a loaded module', async () => {
    const runtime = fakeRuntime(async () => ({ default: 'x' }));
    const { load } = createRemoteLoader({ fetchConfig: async () => cfg, runtime });
    const a = await load('mf_bag/routes');
    const b = await load('mf_bag/routes');
    expect(a).toBe(b);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('drops a failed remotes.json so the next load fetches it again', async () => {
    const fetchConfig = jest.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(cfg);
    const runtime = fakeRuntime(async () => ({ default: 'ok' }));
    const { load } = createRemoteLoader({ fetchConfig, runtime });
    await expect(load('mf_bag/routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(load('mf_bag/routes')).resolves.toEqual({ default: 'ok' });
    expect(fetchConfig).toHaveBeenCalledTimes(2);
  });

  it('drops a failed module and re-registers its remote with force before retrying', async () => {
    let up = false;
    const runtime = fakeRuntime(async () => {
      if (!up) throw new Error('ScriptNetworkError');
      return { default: 'bag' };
    });
    const { load } = createRemoteLoader({ fetchConfig: async () => cfg, runtime });
    await expect(load('mf_bag/BagDrawer')).rejects.toThrow('mf_bag/BagDrawer could not be loaded');
    up = true;
    await expect(load('mf_bag/BagDrawer')).resolves.toEqual({ default: 'bag' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_bag', entry: cfg.mf_bag }], { force: true });
  });

  it('rejects a remote missing from remotes.json', async () => {
    const runtime = fakeRuntime(async () => ({}));
    const { load } = createRemoteLoader({ fetchConfig: async () => ({}), runtime });
    await expect(load('mf_landing/routes')).rejects.toThrow('remotes.json has no entry for mf_landing');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('treats an empty module from the runtime as a failure', async () => {
    const runtime = fakeRuntime(async () => null);
    const { load } = createRemoteLoader({ fetchConfig: async () => cfg, runtime });
    await expect(load('mf_bag/routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });
});
