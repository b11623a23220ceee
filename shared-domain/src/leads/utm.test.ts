import { rememberUtm, storedUtm, utmFromSearch, UTM_STORAGE_KEY } from './utm';

function memory(): Storage {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) } as Storage;
}

describe('utm', () => {
  it('reads the tags of an address', () => {
    expect(utmFromSearch('?utm_source=google&utm_medium=cpc&utm_campaign=radio%20pune&x=1')).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'radio pune' });
    expect(utmFromSearch('?q=radio')).toBeNull();
    expect(utmFromSearch(`?utm_source=${'a'.repeat(300)}%0A`)!.utm_source).toHaveLength(100);
  });
  it('keeps the first tagged page of the visit', () => {
    const s = memory();
    expect(rememberUtm('', s)).toBeNull();
    expect(rememberUtm('?utm_source=google', s)).toEqual({ utm_source: 'google', utm_medium: '', utm_campaign: '' });
    expect(rememberUtm('?utm_source=facebook', s)!.utm_source).toBe('google');
    expect(s.getItem(UTM_STORAGE_KEY)).toContain('utm_source=google');
    expect(storedUtm(s)!.utm_source).toBe('google');
    expect(storedUtm(null)).toBeNull();
  });
});
