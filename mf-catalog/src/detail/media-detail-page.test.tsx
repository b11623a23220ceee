import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Chart, MediaDetail } from 'shared-domain';
import CatalogRoutes from '../routes';
import { COMPARE_LIMIT_MESSAGE, COMPARE_STORAGE_KEY } from '../compare/compare-store';
import { createMockApi, ok, renderWithProviders } from 'shared-ui/test';
import { mediaDetail, mediaOption } from '../test/fixtures';
import { onRequestAvailability } from '../availability/test-availability';

const GENDER: Chart = { type: 'pie', title: 'Gender Distribution', data: [{ label: 'Male', value: 58 }, { label: 'Female', value: 42 }] };
const AGE: Chart = {
  type: 'bar',
  title: 'Age Distribution',
  subTitle: 'Share of readers',
  data: [['12 - 15', 4], ['16 - 19', 10], ['20 - 29', 34], ['30 - 39', 28], ['40 - 49', 14], ['50 +', 10]].map(([label, value]) => ({ label: String(label), value: Number(value) })),
};
const INCOME: Chart = { type: 'pie', title: 'Income Distribution', data: [{ label: 'High', value: 25 }, { label: 'Mid', value: 50 }, { label: 'Low', value: 25 }] };

function renderDetail(media: MediaDetail, route = `/${media.category}/${media.slug}`) {
  const { api, requests } = createMockApi(() => ok(media));
  return { ...renderWithProviders(<CatalogRoutes />, { api, route, serviceB: onRequestAvailability }), requests };
}

beforeEach(() => localStorage.clear());

// jsdom has no PointerEvent; the tooltip tells a mouse from a finger by `pointerType`.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') {
    class TestPointerEvent extends MouseEvent {
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? '';
      }
    }
    Object.assign(window, { PointerEvent: TestPointerEvent });
  }
});

describe('Media detail page', () => {
  it('says a generated profile’s rates are sample data, and says nothing of a real one', async () => {
    const sample = renderDetail(mediaDetail({ sampleData: true }));
    expect(await screen.findByText(/^Sample rates: this profile's rates, circulation and deals are generated demo data/)).toBeInTheDocument();
    sample.unmount();
    renderDetail(mediaDetail());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Sample rates/)).not.toBeInTheDocument();
  });

  it('shows every option with card rate struck through next to the offer rate, unit, minimum billing and GST', async () => {
    const { requests } = renderDetail(mediaDetail());

    expect(await screen.findByRole('heading', { level: 1, name: 'Times of India' })).toBeInTheDocument();
    expect(requests[0]?.path).toBe('/catalog/media/newspaper/times-of-india-delhi');

    const display = screen.getByRole('article', { name: 'Display ad, main edition' });
    const cardRate = within(display).getByText('₹4,000', { selector: 'del' });
    expect(cardRate).toHaveTextContent('Card rate ₹4,000');
    expect(within(display).getByText('₹2,600', { selector: 'strong' })).toHaveTextContent('Offer rate ₹2,600');
    expect(display).toHaveTextContent('per sq cm per insertion');
    expect(display).not.toHaveTextContent('per per');
    expect(display).toHaveTextContent('Minimum billing₹2,60,000');
    expect(display).toHaveTextContent('GST 5%');
    expect(display).toHaveTextContent('35% off');
    expect(within(display).getByRole('button', { name: 'Add to bag' })).toHaveAccessibleDescription('Display ad, main edition');

    const advertorial = screen.getByRole('article', { name: 'Advertorial' });
    expect(within(advertorial).getByText('₹4,600', { selector: 'del' })).toBeInTheDocument();
    expect(advertorial).toHaveTextContent('GST 18%');
    expect(screen.getAllByRole('button', { name: 'Add to bag' })).toHaveLength(2);
  });

  it('sets the page title and meta description', async () => {
    renderDetail(mediaDetail());
    await screen.findByRole('heading', { level: 1, name: 'Times of India' });
    expect(document.title).toBe('Times of India, Delhi – Newspaper advertising | MediaMart');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Advertise in Times of India, Delhi: 2 newspaper ad options from ₹2,600 per sq cm per insertion. The largest English daily in Delhi.',
    );
  });

  it('shows attributes with tooltips that work by keyboard, pointer and touch, the about text and the media kit', async () => {
    renderDetail(mediaDetail());

    const value = await screen.findByText('8,43,000', { selector: 'dd' });
    expect(value).toHaveAccessibleDescription('Audited copies sold per day (ABC)');
    const tipButton = screen.getByRole('button', { name: 'About Circulation' });
    expect(tipButton).toHaveAccessibleDescription('Audited copies sold per day (ABC)');
    const tip = screen.getByText('Audited copies sold per day (ABC)', { selector: '[role="tooltip"]' });
    expect(tip).toHaveAttribute('data-state', 'closed');

    // Tap or click pins it open; Escape closes it; tapping elsewhere closes it too.
    fireEvent.click(tipButton);
    expect(tip).toHaveAttribute('data-state', 'open');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tip).toHaveAttribute('data-state', 'closed');
    fireEvent.click(tipButton);
    fireEvent.pointerDown(document.body);
    expect(tip).toHaveAttribute('data-state', 'closed');
    // A mouse hovering shows it; a finger does not (its click does).
    fireEvent.pointerEnter(tipButton.parentElement!, { pointerType: 'touch' });
    expect(tip).toHaveAttribute('data-state', 'closed');
    fireEvent.pointerEnter(tipButton.parentElement!, { pointerType: 'mouse' });
    expect(tip).toHaveAttribute('data-state', 'open');
    fireEvent.pointerLeave(tipButton.parentElement!, { pointerType: 'mouse' });
    expect(tip).toHaveAttribute('data-state', 'closed');

    // Attributes without a tooltip get no button.
    expect(screen.queryByRole('button', { name: 'About Language' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('The largest English daily in Delhi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /media kit/i })).toHaveAttribute('href', 'https://example.com/toi-kit.pdf');
    expect(screen.getByRole('img', { name: 'Times of India logo' })).toHaveAttribute('src', '/logos/toi.png');
  });

  it('draws the demographics from the chart data: pies for two-way splits, bars for distributions', async () => {
    renderDetail(mediaDetail({ demographics: [GENDER, AGE, INCOME, { type: 'bar', title: 'Empty', data: [] }] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Audience' })).toBeInTheDocument();

    const gender = await screen.findByRole('img', { name: 'Gender Distribution: Male 58%, Female 42%' });
    expect(gender).toHaveAttribute('data-chart', 'pie');
    expect(gender.querySelectorAll('path')).toHaveLength(2);

    const age = screen.getByRole('img', { name: /^Age Distribution: 12 - 15 4%, 16 - 19 10%, 20 - 29 34%/ });
    expect(age).toHaveAttribute('data-chart', 'bar');
    expect(age.querySelectorAll('rect')).toHaveLength(6);
    // The longest bar is the largest value.
    const widths = [...age.querySelectorAll('rect')].map((r) => Number(r.getAttribute('width')));
    expect(Math.max(...widths)).toBe(widths[2]);
    expect(screen.getByRole('figure', { name: /Age Distribution/ })).toHaveTextContent('Share of readers');

    // Three parts: bars, not a pie.
    expect(screen.getByRole('img', { name: /^Income Distribution/ })).toHaveAttribute('data-chart', 'bar');
    // A chart without data is left out.
    expect(screen.queryByText('Empty')).not.toBeInTheDocument();
  });

  it('shows no audience section when there are no charts', async () => {
    renderDetail(mediaDetail());
    await screen.findByRole('heading', { level: 1, name: 'Times of India' });
    expect(screen.queryByRole('heading', { name: 'Audience' })).not.toBeInTheDocument();
  });

  it('shows estimated reach and CPM per option (newspaper: 3 × circulation)', async () => {
    renderDetail(mediaDetail());
    const display = await screen.findByRole('article', { name: 'Display ad, main edition' });
    // 3 × 843,000; the spend is the option's price at its default units (its minimum billing here).
    expect(display).toHaveTextContent('Est. reach25,29,000');
    expect(display).toHaveTextContent('3 × circulation');
    expect(display).toHaveTextContent('CPM₹102.81'); // 2,60,000 / 25,29,000 × 1000
    expect(display).toHaveTextContent('on ₹2,60,000 before GST');
    expect(screen.getByRole('article', { name: 'Advertorial' })).toHaveTextContent('CPM₹163.70');
  });

  it('estimates radio reach from weekly listenership and spots', async () => {
    const radio = mediaDetail({
      category: 'radio',
      slug: 'radio-mirchi-mumbai',
      name: 'Radio Mirchi 98.3 Mumbai',
      attributes: { weeklyListenership: { value: 2_100_000 } },
      mediaOptions: [
        mediaOption({
          _id: 'opt-spot',
          name: '10 sec spot – Any Time Band',
          unitLabel: 'per 10 sec spot',
          pricingUnits: [{ name: 'Spots per Day', value: 6, min: 4 }, { name: 'Days', value: 7, min: 1 }],
          variablePricingUnits: [{ name: 'Time Band', type: 'select', values: ['Prime', 'Mid-prime', 'Non-prime'], defaultValue: 'Prime' }],
          rates: { defaultRates: { cardRate: 2000, discountedRate: 1500 } },
          minimumBilling: 0,
          serviceTaxPercentage: 18,
        }),
        mediaOption({ _id: 'opt-sponsor', name: 'Show Sponsorship', unitLabel: 'per week', pricingUnits: [{ name: 'Weeks', value: 1 }] }),
      ],
    });
    renderDetail(radio);
    const spot = await screen.findByRole('article', { name: '10 sec spot – Any Time Band' });
    // 2,100,000 / 7 × 0.7 / 60 = 3,500 a prime spot, × 42 spots; spend 1,500 × 42 = 63,000.
    expect(spot).toHaveTextContent('Est. reach1,47,000');
    expect(spot).toHaveTextContent('CPM₹428.57');
    expect(screen.getByRole('article', { name: 'Show Sponsorship' })).toHaveTextContent('Est. reachN/ANot sold by spotsCPMN/A');

  });

  it('shows N/A for outdoor and BTL options', async () => {
    renderDetail(mediaDetail({ category: 'outdoor', slug: 'hoarding-bkc', name: 'Hoarding – BKC', attributes: {} }));
    const card = await screen.findByRole('article', { name: 'Display ad, main edition' });
    expect(card).toHaveTextContent('Est. reachN/ANo reach estimate for outdoor and BTL mediaCPMN/A');
  });

  it('lists reference artworks and creative specs grouped by type', async () => {
    renderDetail(mediaDetail({
      mediaOptions: [mediaOption({
        referenceArtworks: [{ url: '/assets/artworks/newspaper-1.jpg' }, { url: '' }, { url: '/assets/artworks/newspaper-2.jpg' }],
        creativeSpecs: [
          { type: 'cta', fields: [{ key: 'Ad click URL', value: 'https://brand.example/landing' }, { key: 'Max Characters', value: 25 }] },
          { type: 'image', fields: [{ key: 'Unit', value: 'cm' }, { key: 'Format', value: 'PDF' }] },
          { type: 'image', fields: [{ key: 'Resolution', value: '300 dpi' }, { key: 'Empty', value: '' }] },
        ],
      })],
    }));
    const card = await screen.findByRole('article', { name: 'Display ad, main edition' });
    const links = within(card).getAllByRole('link', { name: /Reference artwork/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/assets/artworks/newspaper-1.jpg', '/assets/artworks/newspaper-2.jpg']);
    expect(within(card).getByRole('img', { name: 'Reference artwork 1' })).toHaveAttribute('src', '/assets/artworks/newspaper-1.jpg');
    // A broken image becomes a text link.
    fireEvent.error(within(card).getByRole('img', { name: 'Reference artwork 2' }));
    expect(within(card).getByRole('link', { name: /^Artwork 2 for Display ad/ })).toBeInTheDocument();

    expect(within(card).getByText('Creative specs')).toBeInTheDocument();
    const headings = within(card).getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(headings).toEqual(['Image', 'Call to action']);
    expect(card).toHaveTextContent('UnitcmFormatPDFResolution300 dpiCall to actionAd click URLhttps://brand.example/landingMax Characters25');
    expect(card).not.toHaveTextContent('Empty');
  });

  it('labels drawn sample layouts as samples, never as artworks that ran', async () => {
    renderDetail(mediaDetail({
      mediaOptions: [mediaOption({
        referenceArtworks: [{ url: '/assets/artworks/newspaper-1.jpg', sample: true }, { url: '/assets/artworks/newspaper-2.jpg', sample: true }],
      })],
    }));
    const card = await screen.findByRole('article', { name: 'Display ad, main edition' });
    expect(within(card).getByText('Sample layouts (2)')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Sample layout 1, not a real advertisement' })).toHaveAttribute('src', '/assets/artworks/newspaper-1.jpg');
    expect(within(card).queryByRole('img', { name: /reference artwork/i })).not.toBeInTheDocument();
  });

  it('says the score is the profile\'s quality (how complete it is), not a rating of the media', async () => {
    renderDetail(mediaDetail({ score: 72.5 }));
    await screen.findByRole('heading', { level: 1, name: 'Times of India' });
    expect(screen.getByText('Profile quality score: 72.5 / 100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About Profile quality score' })).toHaveAccessibleDescription(/how complete the seller's profile is.*does not rate/i);
  });

  it('puts every option\'s offer rate, unit, minimum billing and Add to bag in the rail beside the profile', async () => {
    renderDetail(mediaDetail({ mediaOptions: [mediaOption({ unitLabel: 'per col cm per day' }), mediaDetail().mediaOptions[1]!] }));
    await screen.findByRole('heading', { level: 1, name: 'Times of India' });
    // The rail shows from 960 px (a media query jsdom does not apply), so it is read here as the browser's accessibility tree would at that width.
    const rail = screen.getByRole('heading', { level: 2, name: 'Prices and booking', hidden: true }).closest('aside')!;
    expect(rail).toHaveAttribute('aria-labelledby', screen.getByRole('heading', { name: 'Prices and booking', hidden: true }).id);
    const items = within(rail).getAllByRole('listitem', { hidden: true });
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Display ad, main edition');
    expect(items[0]).toHaveTextContent('Offer rate ₹2,600per column cm per dayCard rate ₹4,000');
    expect(items[0]).toHaveTextContent('Minimum billing ₹2,60,000 · GST 5% extra');
    expect(within(items[0]!).getByRole('button', { name: 'Add to bag', hidden: true })).toHaveAccessibleDescription('Display ad, main edition');
    expect(within(items[0]!).getByRole('link', { name: 'Details', hidden: true })).toHaveAttribute('href', '#option-opt-display');
    expect(document.getElementById('option-opt-display')).toContainElement(screen.getByRole('article', { name: 'Display ad, main edition' }));
    expect(items[1]).toHaveTextContent('Advertorial');
    expect(items[1]).toHaveTextContent('Minimum billing ₹4,14,000 · GST 18% extra');
  });

  it('gives a phone a bar with the lowest price and its unit, whose button takes the buyer to the options', async () => {
    renderDetail(mediaDetail());
    await screen.findByRole('heading', { level: 1, name: 'Times of India' });
    const bar = screen.getByRole('button', { name: 'See 2 ad options', hidden: true }).closest('aside')!;
    expect(bar).toHaveAttribute('aria-label', 'Lowest price');
    expect(bar).toHaveTextContent('From₹2,600 per sq cm per insertion');
    const heading = screen.getByRole('heading', { level: 2, name: 'Ad options (2)' });
    const scrolled = jest.fn();
    heading.scrollIntoView = scrolled;
    fireEvent.click(within(bar).getByRole('button', { name: 'See 2 ad options', hidden: true }));
    expect(scrolled).toHaveBeenCalled();
    expect(heading).toHaveFocus();
  });

  it('serves influencer profiles at /influencer-marketing/:slug', async () => {
    const { requests } = renderDetail(
      mediaDetail({ category: 'influencer-marketing', slug: 'techwithpriya', name: 'Tech with Priya', city: 'Bangalore' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech with Priya' })).toBeInTheDocument();
    expect(requests[0]?.path).toBe('/catalog/media/influencer-marketing/techwithpriya');
    expect(screen.getByText(/Followers: 8,43,000/)).toBeInTheDocument();
    expect(document.title).toBe('Tech with Priya, Bangalore – Influencer Marketing advertising | MediaMart');
    // Influencers report impressions; without them the estimate says so.
    expect(screen.getByRole('article', { name: 'Advertorial' })).toHaveTextContent('Est. reachN/AImpressions not reported');
  });

  it('says the media was not found on a 404', async () => {
    const { api } = createMockApi(() => ({ status: 404, body: { error: 'not_found', message: 'No such media' } }));
    renderWithProviders(<CatalogRoutes />, { api, route: '/radio/nowhere-fm' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    expect(screen.getByText(/could not find this radio media/)).toHaveTextContent('/radio/nowhere-fm');
    expect(screen.getByRole('search')).toBeInTheDocument();
  });
});

describe('Compare from the detail page', () => {
  const fiveOptions = () =>
    mediaDetail({ mediaOptions: [1, 2, 3, 4, 5].map((n) => mediaOption({ _id: `opt-${n}`, name: `Option ${n}` })) });

  it('picks options with a Compare toggle; the tray lists them and links to /compare?ids=…', async () => {
    renderDetail(mediaDetail());
    const display = await screen.findByRole('article', { name: 'Display ad, main edition' });
    const toggle = within(display).getByRole('button', { name: 'Compare' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAccessibleDescription('Display ad, main edition');
    expect(screen.queryByRole('complementary', { name: /Compare/ })).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(screen.getByRole('article', { name: 'Advertorial' })).getByRole('button', { name: 'Compare' }));

    const tray = screen.getByRole('complementary', { name: 'Compare (2 of 4)' });
    expect(within(tray).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Times of India – Display ad, main edition×',
      'Times of India – Advertorial×',
    ]);
    expect(within(tray).getByRole('link', { name: 'Compare 2 options' })).toHaveAttribute('href', '/compare?ids=opt-display,opt-advertorial');
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!)).toEqual([
      { _id: 'opt-display', name: 'Display ad, main edition', mediaName: 'Times of India' },
      { _id: 'opt-advertorial', name: 'Advertorial', mediaName: 'Times of India' },
    ]);

    // Remove from the tray; the card's toggle follows.
    fireEvent.click(within(tray).getByRole('button', { name: 'Remove Display ad, main edition (Times of India) from compare' }));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('complementary', { name: 'Compare (1 of 4)' })).toBeInTheDocument();
    // Pressing again takes it out; an empty tray is gone.
    fireEvent.click(within(screen.getByRole('article', { name: 'Advertorial' })).getByRole('button', { name: 'Compare' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('refuses a fifth pick with a clear message and keeps four', async () => {
    renderDetail(fiveOptions());
    await screen.findByRole('article', { name: 'Option 5' });
    for (let n = 1; n <= 4; n += 1) {
      fireEvent.click(within(screen.getByRole('article', { name: `Option ${n}` })).getByRole('button', { name: 'Compare' }));
    }
    const fifth = screen.getByRole('article', { name: 'Option 5' });
    fireEvent.click(within(fifth).getByRole('button', { name: 'Compare' }));
    expect(within(fifth).getByRole('alert')).toHaveTextContent(COMPARE_LIMIT_MESSAGE);
    expect(within(fifth).getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!)).toHaveLength(4);
    expect(screen.getByRole('complementary', { name: 'Compare (4 of 4)' })).toBeInTheDocument();

    // Freeing a place clears the refusal; the fifth can then be picked.
    fireEvent.click(within(screen.getByRole('article', { name: 'Option 1' })).getByRole('button', { name: 'Compare' }));
    expect(within(fifth).queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(within(fifth).getByRole('button', { name: 'Compare' }));
    expect(within(fifth).getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows picks made in another tab', async () => {
    renderDetail(mediaDetail());
    const display = await screen.findByRole('article', { name: 'Display ad, main edition' });
    const value = JSON.stringify([{ _id: 'opt-display', name: 'Display ad, main edition', mediaName: 'Times of India' }]);
    act(() => {
      localStorage.setItem(COMPARE_STORAGE_KEY, value);
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY, newValue: value }));
    });
    expect(within(display).getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true');
  });
});
