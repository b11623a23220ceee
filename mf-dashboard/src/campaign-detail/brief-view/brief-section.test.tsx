import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brief, campaignDetail, SHARED_USER } from '../../test/fixtures';
import { fail, ok } from '../../test/mock-api';
import { renderCampaign, snackbars } from '../../test/render-campaign';

afterEach(() => window.localStorage.clear());

const facts = () => screen.getByLabelText('Brief details');
const editForm = () => screen.getByRole('form', { name: 'Edit brief' });

describe('Brief', () => {
  it('shows the brief', async () => {
    await renderCampaign({ campaign: campaignDetail({ brief: brief() }), tab: 'brief' });
    const dl = facts();
    expect(dl).toHaveTextContent('BrandSunrise Tea');
    expect(dl).toHaveTextContent('Age25 – 40');
    expect(dl).toHaveTextContent('Income₹20,000 – ₹80,000');
    expect(dl).toHaveTextContent('LocationsMumbai, Pune');
    expect(dl).toHaveTextContent('Budget₹5,00,000');
    expect(dl).toHaveTextContent('Dates10 Jan 2099 – 10 Feb 2099');
  });

  it('a campaign without a brief offers to add one, starting from the defaults, and checks it', async () => {
    const { writes } = await renderCampaign({ campaign: campaignDetail({ brief: null }), tab: 'brief' });
    expect(screen.getByText(/no brief yet/i)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a brief' }));
    expect(within(editForm()).getByRole('textbox', { name: 'Brand name' })).toHaveFocus();
    expect(within(editForm()).getByLabelText('Age from')).toHaveValue(20);
    expect(within(editForm()).getByRole('textbox', { name: 'Budget (₹)' })).toHaveValue('200000');

    fireEvent.change(within(editForm()).getByLabelText('Age to'), { target: { value: '18' } });
    fireEvent.click(within(editForm()).getByRole('button', { name: 'Save brief' }));
    const summary = within(editForm()).getAllByRole('alert')[0]!;
    // The list of problems takes focus: it may be far above the button.
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Enter the brand name');
    expect(summary).toHaveTextContent('The upper age must be at least the lower age');
    expect(within(editForm()).getByRole('textbox', { name: 'Brand name' })).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toHaveLength(0);
  });

  it('saves the edited brief and shows the answer', async () => {
    const { writes, bus } = await renderCampaign({
      campaign: campaignDetail({ brief: brief() }),
      tab: 'brief',
      routes: (r) => (r.method === 'PUT' && r.path === '/campaigns/c-diwali/brief' ? ok(campaignDetail({ brief: r.body as never })) : undefined),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit brief' }));
    fireEvent.change(within(editForm()).getByRole('textbox', { name: 'Brand name' }), { target: { value: '  Sunrise Green Tea ' } });
    fireEvent.change(within(editForm()).getByLabelText('Locations'), { target: { value: 'Mumbai, Pune, mumbai, Nagpur' } });
    fireEvent.click(within(editForm()).getByRole('checkbox', { name: 'Male' }));
    // Media preference is chosen from the categories, as on /ad-campaign-brief; the old 'Newspaper' is that category.
    expect(within(editForm()).getAllByRole('checkbox', { name: 'Newspaper' })).toHaveLength(1);
    expect(within(editForm()).getByRole('checkbox', { name: 'Newspaper' })).toBeChecked();
    fireEvent.click(within(editForm()).getByRole('checkbox', { name: 'Radio' }));
    fireEvent.click(within(editForm()).getByRole('checkbox', { name: 'BTL' }));
    fireEvent.click(within(editForm()).getByRole('button', { name: 'Save brief' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit brief' })).not.toBeInTheDocument());
    const sent = writes()[0]!.body as ReturnType<typeof brief>;
    expect(sent.brand.name).toBe('Sunrise Green Tea');
    expect(sent.targetGroup.geos).toEqual(['Mumbai', 'Pune', 'Nagpur']);
    expect(sent.targetGroup.gender).toEqual(['Female', 'Male']);
    expect(sent.campaignDetails.budget).toBe(500000);
    expect(sent.mediaPreference).toEqual(['newspaper', 'radio', 'nontraditional']);
    expect(facts()).toHaveTextContent(/Media preference.*Radio.*BTL/);
    expect(facts()).toHaveTextContent('BrandSunrise Green Tea');
    expect(snackbars(bus.published)).toEqual([{ type: 'snackbar/shown', tone: 'info', message: 'Brief saved' }]);
  });

  it('a past start date that was already there stays acceptable', async () => {
    const old = brief({ campaignDetails: { ...brief().campaignDetails, duration: { startDate: '2020-01-01', endDate: '2099-01-01' } } });
    const { writes } = await renderCampaign({ campaign: campaignDetail({ brief: old }), tab: 'brief', routes: (r) => (r.method === 'PUT' ? ok(campaignDetail({ brief: old })) : undefined) });
    fireEvent.click(screen.getByRole('button', { name: 'Edit brief' }));
    fireEvent.click(within(editForm()).getByRole('button', { name: 'Save brief' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
  });

  it('a failed save keeps the form with the reason', async () => {
    await renderCampaign({ campaign: campaignDetail({ brief: brief() }), tab: 'brief', routes: (r) => (r.method === 'PUT' ? fail(400, 'Budget must be at most 1,00,00,00,00,000') : undefined) });
    fireEvent.click(screen.getByRole('button', { name: 'Edit brief' }));
    fireEvent.click(within(editForm()).getByRole('button', { name: 'Save brief' }));
    expect(await within(editForm()).findByText('Budget must be at most 1,00,00,00,00,000')).toBeInTheDocument();
    fireEvent.click(within(editForm()).getByRole('button', { name: 'Cancel' }));
    expect(facts()).toHaveTextContent('BrandSunrise Tea');
  });

  it('only the owner edits', async () => {
    await renderCampaign({ campaign: campaignDetail({ brief: brief(), access: 'shared' }), user: SHARED_USER, tab: 'brief' });
    expect(screen.queryByRole('button', { name: 'Edit brief' })).not.toBeInTheDocument();
  });

  it('lists the brief’s files by name from the campaign’s uploads and downloads one with the token', async () => {
    const withFiles = campaignDetail({
      brief: { ...brief(), files: [{ _id: 'f-9' }] },
      uploads: [{ _id: 'f-1', name: 'poster.png' }, { _id: 'f-9', name: 'media-plan.xlsx' }],
    });
    const { requests } = await renderCampaign({
      campaign: withFiles,
      tab: 'brief',
      routes: (r) => (r.method === 'GET' && r.path === '/campaigns/c-diwali/uploads/f-9' ? ok(new Blob(['xlsx'])) : undefined),
    });
    const items = within(screen.getByRole('list', { name: 'Brief files' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('media-plan.xlsx');
    fireEvent.click(screen.getByRole('button', { name: 'Download media-plan.xlsx' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/campaigns/c-diwali/uploads/f-9')).toBe(true));
    expect(requests.find((r) => r.path === '/campaigns/c-diwali/uploads/f-9')!.headers.Authorization).toBe('Bearer tok-1');
  });

  it('a brief without files lists none', async () => {
    await renderCampaign({ campaign: campaignDetail({ brief: brief(), uploads: [{ _id: 'f-1', name: 'poster.png' }] }), tab: 'brief' });
    expect(screen.queryByRole('list', { name: 'Brief files' })).not.toBeInTheDocument();
  });

  it('a refused save scrolls the list of problems to the top, below the host’s fixed header', async () => {
    // jsdom does not scroll: record what the page asks to be scrolled into view.
    const scrolled: { el: Element; options: unknown }[] = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ el: this, options });
    };
    try {
      await renderCampaign({ campaign: campaignDetail({ brief: null }), tab: 'brief' });
      fireEvent.click(screen.getByRole('button', { name: 'Add a brief' }));
      fireEvent.click(within(editForm()).getByRole('button', { name: 'Save brief' }));
      const summary = within(editForm()).getAllByRole('alert')[0]!;
      expect(summary).toHaveFocus();
      expect(scrolled).toEqual([{ el: summary, options: { block: 'start' } }]);
      expect(summary).toHaveStyle({ scrollMarginTop: '96px' });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('takes the budget and income with Indian or international grouping', async () => {
    const { writes } = await renderCampaign({
      campaign: campaignDetail({ brief: brief() }),
      tab: 'brief',
      routes: (r) => (r.method === 'PUT' && r.path === '/campaigns/c-diwali/brief' ? ok(campaignDetail({ brief: r.body as never })) : undefined),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit brief' }));
    const budget = within(editForm()).getByRole('textbox', { name: 'Budget (₹)' });
    expect(budget).toHaveAccessibleDescription('Whole rupees, such as 2,00,000');
    fireEvent.change(budget, { target: { value: '7,50,000' } });
    fireEvent.change(within(editForm()).getByRole('textbox', { name: 'Monthly income from (₹)' }), { target: { value: '15,000' } });
    fireEvent.change(within(editForm()).getByRole('textbox', { name: 'Monthly income to (₹)' }), { target: { value: '150,000' } });
    fireEvent.click(within(editForm()).getByRole('button', { name: 'Save brief' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    const sent = writes()[0]!.body as ReturnType<typeof brief>;
    expect(sent.campaignDetails.budget).toBe(750000);
    expect(sent.targetGroup.income).toEqual({ from: 15000, to: 150000 });
    await waitFor(() => expect(facts()).toHaveTextContent('Budget₹7,50,000'));
  });

  it('refuses a budget that is not whole rupees and sends nothing', async () => {
    const { writes } = await renderCampaign({ campaign: campaignDetail({ brief: brief() }), tab: 'brief' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit brief' }));
    const budget = within(editForm()).getByRole('textbox', { name: 'Budget (₹)' });
    fireEvent.change(budget, { target: { value: '5,00,00' } });
    fireEvent.click(within(editForm()).getByRole('button', { name: 'Save brief' }));
    expect(within(editForm()).getAllByRole('alert')[0]!).toHaveTextContent('Enter the budget in rupees, such as 2,00,000');
    expect(budget).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(budget, { target: { value: '2,00,000.50' } });
    fireEvent.click(within(editForm()).getByRole('button', { name: 'Save brief' }));
    expect(within(editForm()).getAllByRole('alert')[0]!).toHaveTextContent('Enter a budget of at least ₹1, in whole rupees');
    expect(writes()).toHaveLength(0);
  });

  it('without a brief, lists the files uploaded as brief files and downloads one', async () => {
    const noBrief = campaignDetail({
      brief: null,
      uploads: [
        { _id: 'f-1', name: 'poster.png', kind: 'creative' },
        { _id: 'f-7', name: 'brand-deck.pdf', kind: 'brief' },
      ],
    });
    const { requests } = await renderCampaign({
      campaign: noBrief,
      tab: 'brief',
      routes: (r) => (r.method === 'GET' && r.path === '/campaigns/c-diwali/uploads/f-7' ? ok(new Blob(['pdf'])) : undefined),
    });
    expect(screen.getByText(/no brief yet/i)).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Brief files' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('brand-deck.pdf');
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Download brand-deck.pdf' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/campaigns/c-diwali/uploads/f-7')).toBe(true));
  });

  it('with a brief, lists its files as the server names them, not every upload of kind brief', async () => {
    await renderCampaign({
      campaign: campaignDetail({
        brief: { ...brief(), files: [{ _id: 'f-7' }] },
        uploads: [{ _id: 'f-7', name: 'brand-deck.pdf', kind: 'brief' }, { _id: 'f-8', name: 'old-deck.pdf', kind: 'brief' }],
      }),
      tab: 'brief',
    });
    const items = within(screen.getByRole('list', { name: 'Brief files' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('brand-deck.pdf');
    expect(screen.queryByRole('button', { name: 'Download old-deck.pdf' })).not.toBeInTheDocument();
  });
});
