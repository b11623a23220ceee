import { sameSitePath } from './return-path';

describe('sameSitePath', () => {
  it.each(['/', '/bag', '/newspaper/times-of-india?tab=rates', '/search?q=radio%20delhi'])('keeps the same-site path %s', (path) => {
    expect(sameSitePath(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/x'],
    ['a URL with a scheme', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a backslash (read as /)', '/\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a double slash later on', '/a//b'],
    ['a fragment', '/bag#oidc=x'],
    ['a relative path', 'bag'],
    ['nothing', ''],
    ['not text', 42],
    ['too long', `/${'a'.repeat(2000)}`],
  ])('sends %s home', (_what, raw) => {
    expect(sameSitePath(raw)).toBe('/');
  });
});
