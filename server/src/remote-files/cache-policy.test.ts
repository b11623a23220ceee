import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    ['host-shell/dist/index.html', NO_CACHE],
    ['mf-bag/dist/remoteEntry.js', NO_CACHE],
    ['mf-bag/dist/mf-manifest.json', NO_CACHE],
    // Agencies link the embed bundles by a fixed name: always revalidated.
    ['mf-bag/dist/embed/mediamart-bag.js', NO_CACHE],
    ['mf-dashboard/dist/embed/mediamart-dashboard.js', NO_CACHE],
    ['mf-dashboard/dist/embed-demo.js', NO_CACHE],
    ['mf-bag/dist/embed/chunks/412.3f9a1c.js', IMMUTABLE],
    ['host-shell/dist/main.8e1f2a.js', IMMUTABLE],
  ])('%s → %s', (file, policy) => {
    expect(cacheControlFor(file)).toBe(policy);
  });
});
