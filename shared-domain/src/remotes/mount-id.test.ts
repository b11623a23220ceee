import { mountIdPrefix } from './mount-id';

describe('mountIdPrefix', () => {
  it('never repeats on a page, for the same remote or another', () => {
    const prefixes = [mountIdPrefix('mf-bag'), mountIdPrefix('mf-bag'), mountIdPrefix('mf-dashboard')];
    expect(new Set(prefixes).size).toBe(3);
    expect(prefixes[0]).toMatch(/^mf-bag-\d+-$/);
    expect(prefixes[2]).toMatch(/^mf-dashboard-\d+-$/);
  });

  it('counts on globalThis, so a second copy of the module (another embed bundle) continues the count', () => {
    const first = mountIdPrefix('x');
    jest.isolateModules(() => {
      const copy = jest.requireActual<typeof import('./mount-id')>('./mount-id');
      expect(copy.mountIdPrefix('x')).not.toBe(first);
    });
  });
});
