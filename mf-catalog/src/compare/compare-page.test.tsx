import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CatalogMediaOption, MediaDetail } from 'shared-domain';
import { createMockApi, ok, type MockHandler, renderWithProviders } from 'shared-ui/test';
import { mediaDetail, mediaOption } from '../test/fixtures';
import ComparePage from './compare-page';
import { COMPARE_STORAGE_KEY } from './compare-store';

const toi = mediaDetail();
const radioSpot = mediaOption({
  _id: 'opt-spot',
  _media: 'm-mirchi',
  name: '10 sec spot – Prime Time',
  unitLabel: 'per 10 sec spot',
  pricingUnits: [{ name: 'Spots per Day', value: 6, min: 4 }, { name: 'Days', value: 7, min: 1 }],
  rates: { defaultRates: { cardRate: 2000, discountedRate: 1500 } },
  minimumBilling: 0,
  serviceTaxPercentage: 18,
});
const mirchi = mediaDetail({
  _id: 'm-mirchi', category: 'radio', slug: 'radio-mirchi-mumbai', name: 'Radio Mirchi Mumbai', city: 'Mumbai', logoUrl: '/logos/mirchi.png',
  attributes: { weeklyListenership: { value: 2_100_000 } }, mediaOptions: [radioSpot],
});
const hoarding = mediaOption({ _id: 'opt-hoarding', _media: 'm-bkc', name: '28 x 10 ft hoarding', unitLabel: 'per month', serviceTaxPercentage: 18 });
const bkc = mediaDetail({ _id: 'm-bkc', category: 'outdoor', slug: 'hoarding-bkc', name: 'Hoarding – BKC', city: 'Mumbai', attributes: {}, mediaOptions: [hoarding] });

const catalog: { option: CatalogMediaOption; media: MediaDetail }[] = [
  ...toi.mediaOptions.map((option) => ({ option, media: toi })),
  { option: radioSpot, media: mirchi },
  { option: hoarding, media: bkc },
  ...[1, 2, 3].map((n) => ({ option: mediaOption({ _id: `opt-x${n}`, name: `Extra ${n}` }), media: toi })),
];

const server: MockHandler = ({ path, params }) => {
  if (path === '/catalog/options') {
    const ids = String(params.ids).split(',');
    return ok({
      data: ids.flatMap((id) => catalog.filter((c) => c.option._id === id)).map(({ option, media }) => ({
        option,
        media: { _id: media._id, name: media.name, category: media.category, slug: media.slug, logoUrl: media.logoUrl, city: media.city },
      })),
    });
  }
  const media = [toi, mirchi, bkc].find((m) => path === `/catalog/media/${m.category}/${m.slug}`);
  return media ? ok(media) : { status: 404, body: { error: 'not_found', message: 'No such media' } };
};

function renderCompare(route: string, handler: MockHandler = server) {
  const { api, requests } = createMockApi(handler);
  return { ...renderWithProviders(<ComparePage />, { api, route }), requests };
}

const storedIds = () => (JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]') as { _id: string }[]).map((p) => p._id);

beforeEach(() => localStorage.clear());

describe('Compare page', () => {
  it('shows the options of ?ids= side by side: media, option, rate, unit, reach, CPM, minimum billing, GST', async () => {
    const { requests } = renderCompare('/compare?ids=opt-display,opt-spot,opt-hoarding');
    const table = await screen.findByRole('table');
    expect(requests[0]).toMatchObject({ path: '/catalog/options', params: { ids: 'opt-display,opt-spot,opt-hoarding' } });

    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Display ad, main edition', '10 sec spot – Prime Time', '28 x 10 ft hoarding',
    ]);
    const row = (name: string) => within(within(table).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell').map((c) => c.textContent);

    expect(row('Media')).toEqual(['Times of IndiaNewspaper · Delhi', 'Radio Mirchi MumbaiRadio · Mumbai', 'Hoarding – BKCOutdoor · Mumbai']);
    expect(within(table).getByRole('link', { name: 'Radio Mirchi Mumbai' })).toHaveAttribute('href', '/radio/radio-mirchi-mumbai');
    expect(row('Rate')).toEqual(['Card rate ₹4,000Offer rate ₹2,600', 'Card rate ₹2,000Offer rate ₹1,500', 'Card rate ₹4,000Offer rate ₹2,600']);
    expect(row('Unit')).toEqual(['per sq cm per insertion', 'per 10 sec spot', 'per month']);
    // Newspaper 3 × 843,000; radio 2,100,000 / 7 × 0.7 / 60 × 42 spots; outdoor N/A.
    expect(row('Est. reach')).toEqual(['25,29,0003 × circulation', expect.stringMatching(/^1,47,000Weekly listenership/), 'N/ANo reach estimate for outdoor and BTL media']);
    expect(row('CPM')).toEqual(['₹102.81on ₹2,60,000 before GST', '₹428.57on ₹63,000 before GST', 'N/A']);
    expect(row('Minimum billing')).toEqual(['₹2,60,000', 'None', '₹2,60,000']);
    expect(row('GST')).toEqual(['5%', '18%', '18%']);

    // The media profiles were loaded once each, for their attributes.
    expect(requests.map((r) => r.path).slice(1).sort()).toEqual([
      '/catalog/media/newspaper/times-of-india-delhi', '/catalog/media/outdoor/hoarding-bkc', '/catalog/media/radio/radio-mirchi-mumbai',
    ]);
    // The browser's picks follow the link.
    expect(storedIds()).toEqual(['opt-display', 'opt-spot', 'opt-hoarding']);
  });

  it('sets a title and meta description naming what is compared', async () => {
    renderCompare('/compare?ids=opt-display,opt-spot');
    await screen.findByRole('table');
    expect(document.title).toBe('Compare 2 ad options: Times of India, Radio Mirchi Mumbai | MediaMart');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Side-by-side card and offer rates, estimated reach, CPM, minimum billing and GST of Display ad, main edition \(Times of India\), 10 sec spot/,
    );
  });

  it('opens the picks kept in this browser under their shareable URL', async () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([
      { _id: 'opt-spot', name: 'spot', mediaName: 'Mirchi' },
      { _id: 'opt-advertorial', name: 'Advertorial', mediaName: 'Times of India' },
    ]));
    const { location } = renderCompare('/compare');
    await screen.findByRole('table');
    expect(location()).toBe('/compare?ids=opt-spot,opt-advertorial');
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('removes a column, and the URL and the picks follow', async () => {
    const { location } = renderCompare('/compare?ids=opt-display,opt-spot');
    await screen.findByRole('table');
    const removeSpot = screen.getAllByRole('button', { name: 'Remove from compare' })
      .find((b) => b.getAttribute('aria-describedby') === screen.getByRole('columnheader', { name: '10 sec spot – Prime Time' }).id)!;
    expect(removeSpot).toHaveAccessibleDescription('10 sec spot – Prime Time');
    fireEvent.click(removeSpot);
    await waitFor(() => expect(location()).toBe('/compare?ids=opt-display'));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Display ad, main edition']);
    await waitFor(() => expect(storedIds()).toEqual(['opt-display']));

    fireEvent.click(screen.getByRole('button', { name: 'Remove from compare' }));
    expect(await screen.findByText(/Nothing to compare yet/)).toBeInTheDocument();
    expect(storedIds()).toEqual([]);
  });

  it('compares at most four: a longer link keeps the first four and says so', async () => {
    const { requests } = renderCompare('/compare?ids=opt-display,opt-advertorial,opt-x1,opt-x2,opt-x3');
    await screen.findByRole('table');
    expect(requests[0]?.params).toEqual({ ids: 'opt-display,opt-advertorial,opt-x1,opt-x2' });
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.getByText(/Only 4 options can be compared at once; the last one in this link was left out/)).toBeInTheDocument();
    expect(storedIds()).toHaveLength(4);
  });

  it('says when options in the link are no longer listed, and when nothing is', async () => {
    renderCompare('/compare?ids=opt-display,gone');
    await screen.findByRole('table');
    expect(screen.getByText('One option in this link is no longer listed.')).toBeInTheDocument();
    expect(storedIds()).toEqual(['opt-display']);
  });

  it('shows an empty state without picks', async () => {
    const { requests } = renderCompare('/compare');
    expect(await screen.findByText(/Nothing to compare yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse media' })).toHaveAttribute('href', '/');
    expect(requests).toHaveLength(0);
  });

  it('keeps reach as N/A when a profile cannot be loaded, and retries a failed comparison', async () => {
    let fail = true;
    const { requests } = renderCompare('/compare?ids=opt-display', ({ path, params }) => {
      if (path === '/catalog/options' && fail) return { status: 500, body: { error: 'internal', message: 'Something went wrong' } };
      if (path.startsWith('/catalog/media/')) return { status: 500, body: { error: 'internal', message: 'down' } };
      return server({ path, params });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the comparison.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Est. reach' }).closest('tr')).toHaveTextContent('N/ACirculation not reported');
    expect(requests.filter((r) => r.path === '/catalog/options')).toHaveLength(2);
  });
});
