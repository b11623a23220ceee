import { loadConfig } from '../config';
import { loadTrustProxy, trustProxyOption } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadTrustProxy({})).toBe(false);
    expect(loadTrustProxy({ TRUST_PROXY: '  ' })).toBe(false);
    expect(loadTrustProxy({ TRUST_PROXY: '0' })).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes a hop count', () => {
    expect(loadTrustProxy({ TRUST_PROXY: '1' })).toBe(1);
    expect(loadTrustProxy({ TRUST_PROXY: '2' })).toBe(2);
    const trust = trustProxyOption(2);
    if (typeof trust !== 'function') throw new Error('a hop count becomes a function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('takes addresses, CIDR blocks and proxy-addr names', () => {
    expect(loadTrustProxy({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,2001:db8::/32 ,loopback' }))
      .toEqual(['10.0.0.1', '10.1.0.0/16', '::1', '2001:db8::/32', 'loopback']);
  });

  it.each(['true', 'TRUE', 'yes', '10.0.0.1, proxy.local', '10.0.0.0/33', '::/129', '10.0.0.1/8/1', '-1', '1.5', ','])(
    'refuses %j at start with what it takes',
    (value) => {
      expect(() => loadTrustProxy({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be a hop count \(1, 2…\) or a comma-separated list of proxy addresses or CIDR blocks/);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be/);
    },
  );

  it('says why true is refused', () => {
    expect(() => loadTrustProxy({ TRUST_PROXY: 'true' })).toThrow(/true would let any client choose its own address/);
  });
});
