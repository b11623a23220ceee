import { normalizeOrganization, publicOrganisation, validateOrganization, type Organization, type OrganizationInput } from './organization-rules';

const valid = (): OrganizationInput => ({
  name: ' Acme Media ',
  logoUrl: 'https://cdn.acme.in/logo.svg',
  contactDetails: { address: '12 MG Road', city: 'Pune', emails: ['hello@acme.in'], social: { linkedin: 'https://www.linkedin.com/company/acme', x: '' } },
  settings: { theme: { palette: { primary: { main: '#0A3D62' }, secondary: { main: '#1f2a44' } } } },
  hostnames: ['Media.Acme.in', 'www.acme.in.:8080'],
  embedOrigins: ['https://www.acme.in/'],
});

describe('validateOrganization', () => {
  it('accepts a complete organisation', () => {
    expect(validateOrganization(valid())).toEqual({});
  });

  it('refuses a palette colour below 4.5:1 with the measured contrast', () => {
    const o = valid();
    o.settings.theme.palette.primary.main = '#949494'; // about 3:1 on white
    const errors = validateOrganization(o);
    expect(errors['settings.theme.palette.primary.main']).toMatch(/contrast of 3\.0\d:1/);
    expect(Object.keys(errors)).toEqual(['settings.theme.palette.primary.main']);
  });

  it('names each bad field', () => {
    const errors = validateOrganization({
      name: '',
      logoUrl: 'javascript:alert(1)',
      contactDetails: { emails: ['nope'], social: { myspace: 'https://x', facebook: 'http://insecure' } },
      settings: { theme: { palette: { primary: { main: 'red' }, secondary: { main: '#fff' } } } },
      hostnames: ['ok.in', 'https://bad.in', 'OK.in'],
      embedOrigins: ['*'],
      showChat: 'yes',
    });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'name', 'logoUrl', 'contactDetails.emails.0', 'contactDetails.social.myspace', 'contactDetails.social.facebook',
        'settings.theme.palette.primary.main', 'settings.theme.palette.secondary.main', 'hostnames.1', 'hostnames.2',
        'embedOrigins.0', 'showChat',
      ].sort(),
    );
  });

  it('refuses a body that is not an organisation', () => {
    expect(Object.keys(validateOrganization(null))).toEqual(expect.arrayContaining(['name', 'hostnames']));
  });
});

describe('normalizeOrganization', () => {
  it('trims, lower-cases and de-duplicates', () => {
    const n = normalizeOrganization(valid());
    expect(n.name).toBe('Acme Media');
    expect(n.hostnames).toEqual(['media.acme.in', 'www.acme.in']);
    expect(n.settings.theme.palette.primary.main).toBe('#0a3d62');
    expect(n.contactDetails.social).toEqual({ linkedin: 'https://www.linkedin.com/company/acme' });
    expect(n.embedOrigins).toEqual(['https://www.acme.in']);
    expect(n.showChat).toBe(false);
  });
});

describe('publicOrganisation', () => {
  it('leaves out hostnames, origins and dates', () => {
    const n = normalizeOrganization(valid());
    const claims = n.hostnames.map((hostname) => ({ hostname, status: 'pending' as const, proofToken: 'a'.repeat(32), requestedAt: 'x', decidedAt: null, decidedBy: null, lastCheck: null }));
    const org: Organization = { _org: 'o1', ...n, hostnameClaims: claims, createdAt: 'x', updatedAt: 'y' };
    expect(Object.keys(publicOrganisation(org)).sort()).toEqual(['_org', 'contactDetails', 'logoUrl', 'name', 'settings', 'showChat']);
  });
});

describe('hostnames an organisation may not claim', () => {
  it("refuses localhost, IP addresses and the product's hosts by their place in the list", () => {
    const o = valid();
    o.hostnames = ['media.acme.in', 'localhost', '127.0.0.1', '[::1]', 'mediamart.in', 'shop.mediamart.in'];
    const errors = validateOrganization(o);
    expect(Object.keys(errors)).toEqual(['hostnames.1', 'hostnames.2', 'hostnames.3', 'hostnames.4', 'hostnames.5']);
    expect(errors['hostnames.1']).toMatch(/^localhost is a local name/);
    expect(errors['hostnames.2']).toMatch(/^127\.0\.0\.1 is an IP address/);
    expect(errors['hostnames.3']).toMatch(/^\[::1\] is an IP address/);
    expect(errors['hostnames.4']).toMatch(/^mediamart\.in is one of MediaMart's own addresses/);
    expect(errors['hostnames.5']).toMatch(/^shop\.mediamart\.in is under mediamart\.in/);
  });

  it('takes the product hosts it is given', () => {
    const o = valid();
    o.hostnames = ['media.acme.in', 'mediamart.in'];
    expect(validateOrganization(o, { productHosts: ['acme.in'] })).toEqual({ 'hostnames.0': expect.stringMatching(/^media\.acme\.in is under acme\.in/) });
  });
});

describe('hostnames listed twice', () => {
  it('refuses the same host written two ways', () => {
    const o = valid();
    o.hostnames = ['media.acme.in', 'MEDIA.acme.in.:443'];
    expect(validateOrganization(o)['hostnames.1']).toBe('media.acme.in is listed twice');
  });
});
