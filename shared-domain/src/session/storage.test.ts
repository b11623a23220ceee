import { createMemoryStorage, storageOrMemory } from './storage';

describe('storageOrMemory', () => {
  it('returns the storage when it can be reached', () => {
    const real = createMemoryStorage();
    expect(storageOrMemory(() => real)).toBe(real);
  });

  it('falls back to a working memory storage when reaching it throws', () => {
    const s = storageOrMemory(() => {
      throw new Error('SecurityError');
    });
    s.setItem('k', 'v');
    expect(s.getItem('k')).toBe('v');
    s.removeItem('k');
    expect(s.getItem('k')).toBeNull();
  });

  it('falls back when the storage is handed out but throws on use', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined, removeItem: () => undefined };
    const s = storageOrMemory(() => broken);
    expect(s).not.toBe(broken);
    s.setItem('k', 'v');
    expect(s.getItem('k')).toBe('v');
  });
});
