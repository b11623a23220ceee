import { AUTH_TOKEN_KEY } from './keys';
import { storedTokenOptions } from './token-storage';

describe('storedTokenOptions', () => {
  it('reads and stores the auth token', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
    const opts = storedTokenOptions(() => storage);
    expect(opts.getToken()).toBeNull();
    opts.onToken('t-1');
    expect(data.get(AUTH_TOKEN_KEY)).toBe('t-1');
    expect(opts.getToken()).toBe('t-1');
  });

  it('treats a storage that throws as signed out and never throws itself', () => {
    const opts = storedTokenOptions(() => {
      throw new Error('SecurityError');
    });
    expect(opts.getToken()).toBeNull();
    expect(() => opts.onToken('t')).not.toThrow();
  });
});
