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

  it('a remote that never arrives fails after the timeout, and Retry really loads it again', async () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      const runtime = fakeRuntime(() => (++calls === 1 ? new Promise(() => undefined) : Promise.resolve({ default: 'catalog' })));
      const { load } = createRemoteLoader({ fetchConfig: async () => cfg, runtime, timeoutMs: 5000 });
      const first = load('mf_catalog/routes');
      const outcome = first.then(() => 'loaded', (e: unknown) => e);
      await jest.advanceTimersByTimeAsync(4999);
      let settled = false;
      void outcome.then(() => { settled = true; });
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const err = await outcome;
      expect(err).toBeInstanceOf(RemoteUnavailableError);
      expect((err as Error).message).toBe('mf_catalog/routes could not be loaded');
      await expect(load('mf_catalog/routes')).resolves.toEqual({ default: 'catalog' });
      expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_catalog', entry: cfg.mf_catalog }], { force: true });
    } finally {
      jest.useRealTimers();
    }
  });

  it('a remotes.json that never arrives fails after the timeout too', async () => {
    jest.useFakeTimers();
    try {
      const fetchConfig = jest.fn().mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValueOnce(cfg);
      const runtime = fakeRuntime(async () => ({ default: 'ok' }));
      const { load } = createRemoteLoader({ fetchConfig, runtime, timeoutMs: 3000 });
      const outcome = load('mf_bag/routes').catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(3000);
      expect(await outcome).toBeInstanceOf(RemoteUnavailableError);
      await expect(load('mf_bag/routes')).resolves.toEqual({ default: 'ok' });
    } finally {
      jest.useRealTimers();
    }
  });
});
