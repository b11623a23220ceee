import { isSiteRoute } from './site-route';

describe('isSiteRoute', () => {
  it.each([
    ['/', true],
    ['/newspaper/times-of-india-delhi', true],
    ['/previews-of-the-year', true],
    ['/api/health', false],
    ['/mf/mf-bag/1.2.0/remoteEntry.js', false],
    // Preview links are routes of their own, never a page of the route table.
    ['/preview', false],
    ['/preview/leave', false],
    ['/preview/anything-else', false],
    ['/main.8e1f2a.js', false],
  ])('%s → %s', (urlPath, page) => {
    expect(isSiteRoute(urlPath)).toBe(page);
  });
});
