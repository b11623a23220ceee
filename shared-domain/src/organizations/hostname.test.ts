import { DEFAULT_PRODUCT_HOSTS, isProductHost, normalizeHostname, normalizeOrigin, parseProductHosts } from './hostname';

describe('normalizeHostname', () => {
  it.each([
    ['Media.Agency.IN', 'media.agency.in'],
    ['media.agency.in.', 'media.agency.in'],
    ['media.agency.in:8080', 'media.agency.in'],
    ['MEDIA.agency.in.:443', 'media.agency.in'],
    ['127.0.0.1:8080', '127.0.0.1'],
    ['[::1]:8080', '[::1]'],
    ['localhost', 'localhost'],
  ])('%s → %s', (input, out) => expect(normalizeHostname(input)).toBe(out));

  it.each(['', ' ', 'https://agency.in', 'agency.in/path', 'a..b', '-bad.in', 'bad-.in', 'sp ace.in', 'agency.in:port', 'a'.repeat(64) + '.in', null, 5])(
    'refuses %p',
    (input) => expect(normalizeHostname(input)).toBeNull(),
  );
});

describe('product hosts', () => {
  it('defaults when the setting is empty and parses a list', () => {
    expect(parseProductHosts(undefined)).toEqual([...DEFAULT_PRODUCT_HOSTS]);
    expect(parseProductHosts(' Shop.Example.com ,bad host, localhost:3000')).toEqual(['shop.example.com', 'localhost']);
  });

  it('skips the lookup for own and unparsable hosts only', () => {
    expect(isProductHost('LOCALHOST:8080')).toBe(true);
    expect(isProductHost('not a host')).toBe(true);
    expect(isProductHost('media.agency.in')).toBe(false);
    expect(isProductHost('media.agency.in', ['media.agency.in'])).toBe(true);
  });
});

describe('normalizeOrigin', () => {
  it('keeps scheme, host and a non-default port', () => {
    expect(normalizeOrigin('HTTPS://WWW.Agency.in/')).toBe('https://www.agency.in');
    expect(normalizeOrigin('https://www.agency.in:443')).toBe('https://www.agency.in');
    expect(normalizeOrigin('http://localhost:3000')).toBe('http://localhost:3000');
  });

  it.each(['*', 'https://agency.in/page', 'ftp://agency.in', 'https://user@agency.in', 'agency.in', 'https://agency.in:70000'])('refuses %p', (o) =>
    expect(normalizeOrigin(o)).toBeNull(),
  );
});
