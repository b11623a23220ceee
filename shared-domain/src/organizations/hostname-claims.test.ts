import { DEFAULT_PRODUCT_HOSTS } from './hostname';
import { hostnameProofRecord, hostnameRefusal, proofRecordFound, PROOF_RECORDS_MAX } from './hostname-claims';

describe('hostnameRefusal', () => {
  it.each(['media.agency.in', 'Media.Agency.IN.:8080', 'shop.acme.example', 'acme-x1.test', 'xn--80ak6aa92e.com', 'mediamart.in.agency.in', 'notmediamart.in'])(
    'lets an organisation claim %s',
    (host) => expect(hostnameRefusal(host, DEFAULT_PRODUCT_HOSTS)).toBeNull(),
  );

  it.each([
    ['localhost', /^localhost is a local name/],
    ['LOCALHOST:8080', /^localhost is a local name/],
    ['shop.localhost', /^shop\.localhost is a local name/],
    ['printer.local', /local name/],
    ['db.internal', /local name/],
    ['1.0.0.127.in-addr.arpa', /local name/],
  ])('refuses the local name %s', (host, message) => expect(hostnameRefusal(host)).toMatch(message));

  it.each(['127.0.0.1', '127.0.0.1:8080', '10.0.0.5', '0.0.0.0', '[::1]', '[::1]:8080', '::1', 'fe80::1', '[fe80::1%eth0]', '127.1', '0x7f.1', '2130706433', '1.2.3.999'])(
    'refuses the IP address %s',
    (host) => expect(hostnameRefusal(host)).toMatch(/IP address|Enter a hostname/),
  );

  it('names the IP address it refuses', () => {
    expect(hostnameRefusal('127.0.0.1')).toBe('127.0.0.1 is an IP address; use a domain name such as media.agency.in');
    expect(hostnameRefusal('[::1]')).toBe('[::1] is an IP address; use a domain name such as media.agency.in');
    expect(hostnameRefusal('::1')).toBe('::1 is an IP address; use a domain name such as media.agency.in');
  });

  it('refuses a single label', () => {
    expect(hostnameRefusal('intranet')).toBe('intranet is not a full domain name; use one such as media.agency.in');
  });

  it("refuses the product's own hosts, names under them and domains holding them", () => {
    expect(hostnameRefusal('mediamart.in')).toBe("mediamart.in is one of MediaMart's own addresses; use your own domain, such as media.agency.in");
    expect(hostnameRefusal('WWW.MediaMart.in.')).toMatch(/^www\.mediamart\.in is one of MediaMart's own addresses/);
    expect(hostnameRefusal('evil.mediamart.in')).toBe("evil.mediamart.in is under mediamart.in, one of MediaMart's own addresses; use your own domain, such as media.agency.in");
    expect(hostnameRefusal('a.b.www.mediamart.in')).toMatch(/under/);
    const configured = ['shop.example.com', 'www.brand.co.in'];
    expect(hostnameRefusal('shop.example.com', configured)).toMatch(/one of MediaMart's own addresses/);
    expect(hostnameRefusal('x.shop.example.com', configured)).toMatch(/under shop\.example\.com/);
    // The product at www owns the bare domain and its other names.
    expect(hostnameRefusal('brand.co.in', configured)).toMatch(/one of MediaMart's own addresses/);
    expect(hostnameRefusal('api.brand.co.in', configured)).toMatch(/under brand\.co\.in/);
    // A domain the product's host is under.
    expect(hostnameRefusal('example.com', configured)).toBe("example.com holds shop.example.com, one of MediaMart's own addresses; use your own domain, such as media.agency.in");
    expect(hostnameRefusal('co.in', configured)).toMatch(/holds/);
    // Siblings and look-alikes are not the product's.
    expect(hostnameRefusal('other.example.com', configured)).toBeNull();
    expect(hostnameRefusal('mediamart.in', configured)).toBeNull();
  });

  it('refuses what is not a hostname, as validation always did', () => {
    for (const bad of ['', 'https://media.agency.in', 'media.agency.in/path', 'a..b', null, 7]) {
      expect(hostnameRefusal(bad)).toBe('Enter a hostname such as media.agency.in (no https://, no path)');
    }
  });
});

describe('the DNS proof', () => {
  const token = '0123456789abcdef0123456789abcdef';

  it('is a TXT record under the hostname', () => {
    expect(hostnameProofRecord('media.agency.in', token)).toEqual({
      name: '_mediamart-verification.media.agency.in',
      value: `mediamart-verification=${token}`,
    });
  });

  it('is found among other records, split into strings, in any case', () => {
    expect(proofRecordFound([['v=spf1 -all'], [`mediamart-verification=${token}`]], token)).toBe(true);
    expect(proofRecordFound([['mediamart-verification=', token.toUpperCase()]], token)).toBe(true);
    expect(proofRecordFound([[` mediamart-verification=${token} `]], token)).toBe(true);
  });

  it("is not found for another token, a partial value, an empty token or past the records read", () => {
    expect(proofRecordFound([[`mediamart-verification=${token}`]], 'f'.repeat(32))).toBe(false);
    expect(proofRecordFound([[`x mediamart-verification=${token}`]], token)).toBe(false);
    expect(proofRecordFound([[token]], token)).toBe(false);
    expect(proofRecordFound([['mediamart-verification=']], '')).toBe(false);
    const many = Array.from({ length: PROOF_RECORDS_MAX }, () => ['other']);
    expect(proofRecordFound([...many, [`mediamart-verification=${token}`]], token)).toBe(false);
  });
});
