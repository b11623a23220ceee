import type { SiteOrganisation } from 'shared-domain';

/** An organisation as GET /organizations/hostname/{hostname} answers it, for tests. */
export const ORG: SiteOrganisation = {
  _org: 'o1',
  name: 'Acme Media',
  logoUrl: '/api/organizations/o1/logo?v=1',
  contactDetails: {
    address: '12 MG Road',
    city: 'Pune',
    emails: ['hello@acme.test', 'sales@acme.test'],
    social: { linkedin: 'https://www.linkedin.com/company/acme-media', facebook: 'https://www.facebook.com/acmemedia' },
  },
  settings: { theme: { palette: { primary: { main: '#0b5d55' }, secondary: { main: '#3a1f5d' } } } },
  showChat: false,
};
