import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY, formatRupees, type BagMediaOption } from 'shared-domain';
import { mediaPlanRows, planFileDay, type MediaPlanInput } from 'shared-domain/plan-export';
import { priceBag, sumTotals } from 'shared-domain/pricing';
import * as files from '../../../shared-ui/src/plan-export/files';
import type { CampaignMediaOption } from '../api/campaigns.api';
import { ADVERTISER, campaignDetail, plan, SHARED_USER, STAFF } from '../test/fixtures';
import { renderCampaign } from '../test/render-campaign';

/** Two lines as the bag saved them: priced with a bulk discount, a print line at 5 % GST with a vendor rate. */
const bagLines: BagMediaOption[] = [
  {
    _id: 'mo-print', _mediaOption: 'opt-print', _media: 'media-print',
    pricingUnits: [{ name: 'Insertions', value: 2 }], variablePricingUnits: [],
    rates: { defaultRates: { cardRate: 1200, discountedRate: 1000, vendorRate: 777 } },
    serviceTaxPercentage: 5,
    display: { mediaName: 'Times of India', optionName: 'Front page', category: 'newspaper', slug: 'times-of-india', city: 'Delhi' },
  },
  {
    _id: 'mo-radio', _mediaOption: 'opt-radio', _media: 'media-radio',
    pricingUnits: [{ name: 'Spots', value: 10 }], variablePricingUnits: [],
    rates: { defaultRates: { cardRate: 500, discountedRate: 400 } },
    discount: '10%',
    display: { mediaName: 'Radio Mirchi 98.3', optionName: 'Prime time spot', category: 'radio', slug: 'radio-mirchi', city: 'Mumbai' },
  },
];
const saved = JSON.parse(JSON.stringify(priceBag(bagLines, { discountOnTotal: 333 }).options)) as CampaignMediaOption[];
const totals = sumTotals(saved as Parameters<typeof sumTotals>[0]);

/** The campaign as service B answers it: its lines, their totals, two plan versions. */
const savedCampaign = (over: Parameters<typeof campaignDetail>[0] = {}) =>
  campaignDetail({
    name: 'Diwali print push', access: 'owner', mediaOptions: saved, totals, totalPrice: totals.totalPrice,
    plans: [plan({ _id: 'p-1', version: 1, approved: false, comment: 'Fewer spots' }), plan({ _id: 'p-2', version: 2 })],
    ...over,
  });

const exportGroup = () => screen.getByRole('group', { name: "Download the campaign's media plan" });

describe("The campaign's plan export", () => {
  let made: jest.SpyInstance;
  let names: string[];
  beforeEach(() => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    names = [];
    made = jest.spyOn(files, 'mediaPlanFile').mockImplementation(async (format) => new Blob([format]));
    URL.createObjectURL = jest.fn(() => 'blob:plan');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it("downloads the XLSX named after the campaign, its plan version and the day, whose total is the page's total", async () => {
    const owner = { ...ADVERTISER, agencyDetails: { agencyName: 'Bright Ads LLP', gstin: '27AAPFU0939F1ZV' } };
    await renderCampaign({ campaign: savedCampaign(), user: owner });
    const shownTotal = within(screen.getByLabelText('Campaign totals')).getByText('Total').nextElementSibling!.textContent;
    expect(shownTotal).toBe(formatRupees(totals.totalPrice));

    fireEvent.click(within(exportGroup()).getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toBe(`Diwali-print-push-v2-${planFileDay(new Date())}.xlsx`);
    const [format, input] = made.mock.calls[0] as [string, MediaPlanInput];
    expect(format).toBe('xlsx');
    const table = mediaPlanRows(input);
    const total = table.totals.find((t) => t.key === 'totalPrice')!;
    expect(total.value).toBe(totals.totalPrice);
    expect(total.text).toBe(shownTotal);
    expect(table.lines.map((l) => l.id)).toEqual(['mo-print', 'mo-radio']);
    // The plan carries the version and the owner's agency details, and no vendor rate.
    expect(table.meta).toEqual(expect.arrayContaining([{ label: 'Plan version', text: '2' }, { label: 'Billed to', text: 'Bright Ads LLP' }]));
    expect(table.lines.flatMap((l) => Object.values(l.cells).map((c) => c.value))).not.toContain(777);
  });

  it('downloads the PDF the same way, and the buttons wait while a file is made', async () => {
    await renderCampaign({ campaign: savedCampaign({ plans: [] }) });
    const pdf = within(exportGroup()).getByRole('button', { name: 'Download PDF' });
    fireEvent.click(pdf);
    expect(within(exportGroup()).getByRole('button', { name: 'Download XLSX' })).toBeDisabled();
    await waitFor(() => expect(names).toEqual([`Diwali-print-push-${planFileDay(new Date())}.pdf`]));
    expect(made.mock.calls[0]![0]).toBe('pdf');
    await waitFor(() => expect(within(exportGroup()).getByRole('button', { name: 'Download PDF' })).toBeEnabled());
  });

  it('is offered to the people it is shared with and to staff, billed to no one but the owner', async () => {
    for (const [user, access] of [[SHARED_USER, 'shared'], [STAFF, 'staff']] as const) {
      const view = await renderCampaign({ campaign: savedCampaign({ access }), user: { ...user, agencyDetails: { agencyName: 'Not the client' } } });
      fireEvent.click(within(exportGroup()).getByRole('button', { name: 'Download XLSX' }));
      await waitFor(() => expect(made).toHaveBeenCalledTimes(1));
      const input = made.mock.calls[0]![1] as MediaPlanInput;
      expect(input.billTo).toBeNull();
      view.unmount();
      made.mockClear();
    }
  });

  it('is not offered for a campaign without media options', async () => {
    await renderCampaign({ campaign: savedCampaign({ mediaOptions: [], totals: undefined }) });
    expect(screen.queryByRole('group', { name: "Download the campaign's media plan" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download XLSX' })).not.toBeInTheDocument();
  });
});
