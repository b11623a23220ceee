import Redis from 'ioredis';
import { TEST_REDIS_URL, testRedisPrefix } from '../../test/support/rate-limit-test-helpers';
import type { RedisChannel } from '../changes/change-channel.redis';
import type { RemoteChange } from './release-registry';
import { createRemoteChanges, parseRemoteChange } from './remote-changes';

/** Waits (up to 5 s) until `check` holds. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 250; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe('parseRemoteChange', () => {
  it('reads a remote and a version', () => {
    expect(parseRemoteChange({ remote: 'mf_bag', version: '1.3.0' })).toEqual({ remote: 'mf_bag', version: '1.3.0' });
    expect(parseRemoteChange({ remote: 'mf_bag', version: 'built-in', extra: 1 })).toEqual({ remote: 'mf_bag', version: 'built-in' });
  });

  it.each([
    ['an unknown remote', { remote: 'mf_other', version: '1.0.0' }],
    ['no version', { remote: 'mf_bag' }],
    ['an empty version', { remote: 'mf_bag', version: '' }],
    ['a long version', { remote: 'mf_bag', version: '1'.repeat(41) }],
    ['a number', 7],
    ['null', null],
  ])('refuses %s', (_what, value) => {
    expect(parseRemoteChange(value)).toBeNull();
  });
});

describe('remote changes through Redis on {prefix}remote-changes', () => {
  const prefix = testRedisPrefix();
  const raw = new Redis(TEST_REDIS_URL);
  const errors: Error[] = [];
  const make = () => createRemoteChanges(TEST_REDIS_URL, { keyPrefix: prefix, onError: (err) => errors.push(err) }) as RedisChannel<RemoteChange>;
  let a: RedisChannel<RemoteChange>;
  let b: RedisChannel<RemoteChange>;
  beforeAll(async () => {
    a = make();
    b = make();
    await Promise.all([a.subscribed, b.subscribed]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    raw.disconnect();
  });

  it('tells the switching instance at once and the other through Redis, skipping malformed messages', async () => {
    const seenA: RemoteChange[] = [];
    const seenB: RemoteChange[] = [];
    a.subscribe((c) => seenA.push(c));
    b.subscribe((c) => seenB.push(c));
    await a.publish({ remote: 'mf_bag', version: '1.3.0' });
    expect(seenA).toEqual([{ remote: 'mf_bag', version: '1.3.0' }]);
    await raw.publish(`${prefix}remote-changes`, JSON.stringify({ from: 'x', change: { remote: 'nope', version: '1' } }));
    await raw.publish(`${prefix}remote-changes`, JSON.stringify({ from: 'x', change: { remote: 'mf_bag', version: 'built-in' } }));
    await until(() => seenB.length >= 2, 'B heard both valid changes');
    expect(seenB).toEqual([{ remote: 'mf_bag', version: '1.3.0' }, { remote: 'mf_bag', version: 'built-in' }]);
    // A's own message came back through Redis: told once only (plus the raw one).
    await until(() => seenA.length >= 2, 'A heard the raw change');
    expect(seenA).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('is this process only without REDIS_URL', async () => {
    const local = createRemoteChanges(null, { keyPrefix: prefix });
    expect('subscribed' in local).toBe(false);
    await local.close();
  });
});
