import { act, screen, within } from '@testing-library/react';
import { PreloadedDataProvider, preloadedData } from 'shared-ui';
import { Footer } from './footer';
import { FOOTER_DATA_KEY, SAMPLE_RATES_DATA_KEY, type SiteFooterData } from './footer-data';
import { renderWithProviders } from '../test/render-with-providers';
import { ORG } from '../test/organisation';

const DATA: SiteFooterData = {
  popular: [
    {
      category: 'newspaper',
      label: 'Newspaper',
      path: '/newspaper',
      links: [
        { label: 'Times of India, Delhi', href: '/newspaper/times-of-india-delhi' },
        { label: 'The Hindu, Chennai', href: '/newspaper/the-hindu-chennai' },
      ],
    },
  ],
  social: [{ network: 'linkedin', href: 'https://www.linkedin.com/company/mediamart' }],
  certification: { text: 'Certified by Example Body', imageUrl: '/badge.svg', href: 'https://certs.example.org/1234' },
  sampleRates: false,
};
const EMPTY: SiteFooterData = { popular: [], social: [], certification: null, sampleRates: false };
const SAMPLE = /^Sample rates: this catalogue's rates/;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('Footer', () => {
  it('has the link columns, the catalog’s popular links, the configured badge and social links, and the year', async () => {
    renderWithProviders(<Footer now={new Date(2031, 4, 1)} load={() => Promise.resolve(DATA)} />);
    const popular = await screen.findByRole('navigation', { name: 'Popular in Newspaper' });
    expect(within(popular).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/newspaper/times-of-india-delhi',
      '/newspaper/the-hindu-chennai',
    ]);
    const useful = screen.getByRole('navigation', { name: 'Useful links' });
    expect(within(useful).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    const tools = screen.getByRole('navigation', { name: 'Tools' });
    expect(within(tools).getByRole('link', { name: 'ROAS Calculator' })).toHaveAttribute('href', '/roas-calculator');
    expect(within(tools).getByRole('link', { name: 'Plan a campaign' })).toHaveAttribute('href', '/ad-campaign-brief');
    const industries = screen.getByRole('navigation', { name: 'Popular industries' });
    expect(within(industries).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/industry\//));
    const follow = screen.getByRole('navigation', { name: 'Follow' });
    expect(within(follow).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/company/mediamart');
    expect(within(follow).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Certified by Example Body' })).toHaveAttribute('href', 'https://certs.example.org/1234');
    expect(screen.getByText(/© 2031 MediaMart/)).toBeInTheDocument();
  });

  it('on a server-rendered page: the data block’s footer at the first render, nothing asked again', () => {
    const load = jest.fn(() => Promise.resolve(EMPTY));
    const store = preloadedData({ [FOOTER_DATA_KEY]: { value: DATA } });
    renderWithProviders(<PreloadedDataProvider data={store}><Footer now={new Date(2031, 4, 1)} load={load} /></PreloadedDataProvider>);
    // Synchronously there (as in the server's HTML), not after a load.
    expect(screen.getByRole('navigation', { name: 'Popular in Newspaper' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('in the server’s render: asks the render for the footer data once, so the page carries it', () => {
    const requested: string[] = [];
    const load = jest.fn(() => Promise.resolve(DATA));
    const store = preloadedData({}, (key) => requested.push(key));
    renderWithProviders(<PreloadedDataProvider data={store}><Footer now={new Date(2031, 4, 1)} load={load} /></PreloadedDataProvider>);
    expect(requested).toEqual([FOOTER_DATA_KEY]);
  });

  it('on white-label, in the server’s render: asks only whether the rates are sample data, none of the product’s footer', async () => {
    const requested: Record<string, () => Promise<unknown>> = {};
    const store = preloadedData({}, (key, load) => { requested[key] = load; });
    renderWithProviders(<PreloadedDataProvider data={store}><Footer now={new Date(2031, 4, 1)} organisation={ORG} load={() => Promise.resolve({ ...DATA, sampleRates: true })} /></PreloadedDataProvider>);
    await act(() => Promise.resolve());
    expect(Object.keys(requested)).toEqual([SAMPLE_RATES_DATA_KEY]);
    expect(await requested[SAMPLE_RATES_DATA_KEY]!()).toEqual({ popular: [], social: [], certification: null, sampleRates: true });
  });

  it('claims nothing and shows no Follow column when nothing is configured', async () => {
    renderWithProviders(<Footer now={new Date(2025, 0, 1)} load={() => Promise.resolve(EMPTY)} />);
    await screen.findByRole('navigation', { name: 'Tools' });
    expect(screen.queryByRole('navigation', { name: 'Follow' })).not.toBeInTheDocument();
    expect(screen.queryByText(/certif|ISO/i)).not.toBeInTheDocument();
    expect(document.querySelector('[data-certification-badge]')).toBeNull();
  });

  it('keeps its fixed links when its data cannot be loaded', async () => {
    renderWithProviders(<Footer now={new Date(2025, 0, 1)} load={() => Promise.reject(new Error('down'))} />);
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.getByRole('navigation', { name: 'Useful links' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /^Popular in / })).not.toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
  });

  it('on white-label: the organisation’s name, address with city, first e-mail, reduced tools and social links; no badge', async () => {
    const load = jest.fn(() => Promise.resolve(DATA));
    renderWithProviders(<Footer now={new Date(2031, 0, 1)} organisation={ORG} load={load} />);
    await act(() => Promise.resolve());
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Acme Media' })).toBeInTheDocument();
    expect(within(footer).getByText('12 MG Road, Pune')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'hello@acme.test' })).toHaveAttribute('href', 'mailto:hello@acme.test');
    expect(within(footer).queryByText('sales@acme.test')).not.toBeInTheDocument();
    const tools = within(footer).getByRole('navigation', { name: 'Tools' });
    expect(within(tools).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/ad-campaign-brief', '/calculators', '/budget-estimator', '/media-recommendation',
    ]);
    const follow = within(footer).getByRole('navigation', { name: 'Follow' });
    expect(within(follow).getAllByRole('link').map((a) => a.textContent)).toEqual(['Facebook', 'LinkedIn']);
    expect(within(footer).getByText(/© 2031 Acme Media/)).toBeInTheDocument();
    expect(within(footer).queryByText(/MediaMart/)).not.toBeInTheDocument();
    expect(within(footer).queryByRole('navigation', { name: /Popular/ })).not.toBeInTheDocument();
    expect(within(footer).queryByText(SAMPLE)).not.toBeInTheDocument();
  });

  it('says the rates are sample data when the catalogue is the generated one, on the site and on white-label', async () => {
    const load = () => Promise.resolve({ ...DATA, sampleRates: true });
    const site = renderWithProviders(<Footer now={new Date(2031, 0, 1)} load={load} />);
    expect(await screen.findByText(SAMPLE)).toHaveTextContent("generated demo data, not the publishers' own.");
    site.unmount();
    renderWithProviders(<Footer now={new Date(2031, 0, 1)} organisation={ORG} load={load} />);
    expect(await within(screen.getByRole('contentinfo')).findByText(SAMPLE)).toBeInTheDocument();
  });

  it('says nothing of sample rates for a real catalogue', async () => {
    renderWithProviders(<Footer now={new Date(2031, 0, 1)} load={() => Promise.resolve(DATA)} />);
    await screen.findByRole('navigation', { name: 'Popular in Newspaper' });
    expect(screen.queryByText(/Sample rates/)).not.toBeInTheDocument();
  });
});
