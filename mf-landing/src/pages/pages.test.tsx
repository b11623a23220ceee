import { screen, within } from '@testing-library/react';
import { whiteLabel } from 'shared-domain';
import type { StoredContentPage } from 'shared-domain/content';
import { contentAdapter, NEWSPAPER_LP, renderAt } from '../test/content-fixtures';

const page = (url: string, title: string): StoredContentPage => ({
  version: 1, updatedAt: '2025-01-01T00:00:00.000Z', url, kind: 'content', title, subTitle: 'Test subtitle', verticalData: [], faqs: [],
  metaTags: { title: `${title} | MediaMart`, description: `${title} description` },
  sections: [{ heading: 'What happens next', html: '<p>Test text</p>' }], items: [],
});
const pages = [page('/contact-us', 'Contact Us'), page('/agency-partner/trial', 'Request an agency trial'), NEWSPAPER_LP];

describe('pages with the lead form', () => {
  it('/contact-us: the stored page, its title and description, and the form', async () => {
    renderAt('/contact-us', contentAdapter(pages));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Send us your requirement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to the team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Send us your requirement/ })).toHaveAttribute('href', '#lead-form');
    expect(document.title).toBe('Contact Us | MediaMart');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Contact Us description');
  });

  it('/contact-us keeps its form when the text cannot be loaded', async () => {
    renderAt('/contact-us', contentAdapter(pages, () => true));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Send to the team' })).toBeInTheDocument();
  });

  it('/agency-partner/trial: the stored trial page and its form', async () => {
    renderAt('/agency-partner/trial', contentAdapter(pages));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request an agency trial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a trial' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Requirements/)).toHaveValue('White-label trial for our agency. Agency name: ');
  });

  it('a landing page carries the lead form, its source the page', async () => {
    renderAt('/lp/newspaper-advertising', contentAdapter(pages));
    expect(await screen.findByRole('button', { name: 'Get rates' })).toBeInTheDocument();
  });
});

describe('/contact-us on a white-label host', () => {
  afterEach(() => {
    whiteLabel.set(null);
    document.head.querySelector('meta[name="application-name"]')?.remove();
  });

  it("shows the organisation's name, address with city, e-mails and social links, and the form", async () => {
    const meta = document.createElement('meta');
    meta.name = 'application-name';
    meta.content = 'Acme Media';
    document.head.appendChild(meta);
    whiteLabel.set({
      _org: 'o1',
      name: 'Acme Media',
      logoUrl: '',
      contactDetails: { address: '12 MG Road', city: 'Pune', emails: ['hello@acme.test', 'sales@acme.test'], social: { linkedin: 'https://www.linkedin.com/company/acme' } },
      settings: { theme: { palette: { primary: { main: '#0b5d55' }, secondary: { main: '#3a1f5d' } } } },
    });
    renderAt('/contact-us', contentAdapter(pages));
    const details = await screen.findByRole('region', { name: 'Acme Media contact details' });
    expect(within(details).getByRole('heading', { name: 'Acme Media' })).toBeInTheDocument();
    expect(within(details).getByText('12 MG Road, Pune')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'sales@acme.test' })).toHaveAttribute('href', 'mailto:sales@acme.test');
    expect(within(details).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/company/acme');
    expect(screen.getByRole('button', { name: 'Send to the team' })).toBeInTheDocument();
    expect(screen.queryByText('Test text')).not.toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Acme Media');
  });
});
