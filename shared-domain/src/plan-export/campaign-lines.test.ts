import { priceBag, sumTotals } from '../pricing/price-bag';
import { campaignPlanLines, type StoredPlanLine } from './campaign-lines';
import { formatRate, mediaPlanRows } from './rows';
import type { MediaPlanInput } from './types';
import { GENERATED_AT, outdoorLine, pricedBag, printLine, radioLine } from './test/fixtures';

/** The lines as a campaign stores them: the bag's priced lines, as JSON (what service B answers). */
const savedCampaignLines = (): StoredPlanLine[] => JSON.parse(JSON.stringify(pricedBag().options)) as StoredPlanLine[];

const plan = (over: Partial<MediaPlanInput>): MediaPlanInput => ({
  name: 'Diwali Blast 2026', startDate: '2026-12-01', endDate: '2026-12-31', generatedAt: GENERATED_AT, lines: [], ...over,
});

describe('campaignPlanLines', () => {
  it("gives a saved campaign's plan the same rows as the bag's plan of the same lines", () => {
    const bag = mediaPlanRows(plan({ lines: pricedBag().options }));
    const campaign = mediaPlanRows(plan({ lines: campaignPlanLines(savedCampaignLines()) }));
    expect(campaign.lines).toEqual(bag.lines);
    expect(campaign.totals).toEqual(bag.totals);
  });

  it("totals equal the campaign's total (sumTotals of its options, what the campaign page shows)", () => {
    const stored = savedCampaignLines();
    const shown = sumTotals(stored as Parameters<typeof sumTotals>[0]);
    const table = mediaPlanRows(plan({ lines: campaignPlanLines(stored) }));
    const total = (key: string) => table.totals.find((t) => t.key === key)!.value;
    expect(total('totalPrice')).toBe(shown.totalPrice);
    expect(total('subTotal')).toBe(shown.subTotal);
    expect(total('serviceTax')).toBe(shown.serviceTax);
    expect(total('discountOnTotal')).toBe(shown.discountOnTotal);
    // The figure itself (PRICING.md's example lines with a ₹2,000 bulk discount), so the test can fail.
    expect(total('totalPrice')).toBe(pricedBag().totals.totalPrice);
    expect(total('totalPrice')).toBeGreaterThan(0);
  });

  it('keeps every line, selected or not, with its bulk-discount share as saved', () => {
    const lines = campaignPlanLines(savedCampaignLines());
    expect(lines.map((l) => l._id)).toEqual([printLine._id, radioLine._id, outdoorLine._id]);
    expect(lines.map((l) => l.discountOnTotal)).toEqual(pricedBag().options.map((o) => o.discountOnTotal));
  });

  it('prices a line saved without its figures again with the pricing engine', () => {
    const [print, ...rest] = savedCampaignLines();
    const { subTotal: _s, serviceTax: _g, totalPrice: _t, ...bare } = print!;
    const lines = campaignPlanLines([bare, ...rest]);
    // The same units priced again, with the bulk-discount share it was saved with: the figures it was saved with.
    const saved = pricedBag().options[0]!;
    expect(lines[0]!.totalPrice).toBe(saved.totalPrice);
    expect(lines[0]!.subTotal).toBe(saved.subTotal);
    expect(lines[0]!.totalPrice).not.toBe(priceBag([printLine]).options[0]!.totalPrice);
    expect(lines[1]).toEqual(rest[0]);
  });

  it('refuses a line it cannot price', () => {
    expect(() => campaignPlanLines([{ _id: 'broken' }])).toThrow('The line broken has no price to show.');
  });

  it("never carries the vendor's rate or what the site owes the seller", () => {
    const stored = savedCampaignLines();
    expect(stored[0]!.vendorRate).toBeGreaterThan(0);
    const table = mediaPlanRows(plan({ lines: campaignPlanLines(stored), planVersion: 2 }));
    const headers = table.header.join(' ').toLowerCase();
    expect(headers).not.toMatch(/vendor|payable|receivable/);
    // The print line's vendor rate differs from its card and offer rates: no cell holds it.
    const vendor = stored[0]!.vendorRate!;
    expect([stored[0]!.cardRate, stored[0]!.discountedRate]).not.toContain(vendor);
    for (const cell of Object.values(table.lines[0]!.cells)) {
      expect(cell.value).not.toBe(vendor);
      expect(cell.text).not.toContain(formatRate(vendor));
    }
  });

  it('prints the plan version under the title', () => {
    const table = mediaPlanRows(plan({ lines: campaignPlanLines(savedCampaignLines()), planVersion: 3 }));
    expect(table.meta[0]).toEqual({ label: 'Plan version', text: '3' });
    expect(mediaPlanRows(plan({ lines: [], planVersion: null })).meta.map((m) => m.label)).not.toContain('Plan version');
  });
});
