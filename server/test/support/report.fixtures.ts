/** Test fixtures for the report and schedule route suites of service B (used by *.test.ts only). */
import type { CampaignActors } from './campaign-actors';

/** The content type of a CSV upload. */
export const csvHeaders = { 'content-type': 'text/csv' };

const option = (id: string) => ({
  _id: id, _mediaOption: `cat-${id}`, _media: 'np-toi-delhi',
  pricingUnits: [], variablePricingUnits: [],
  rates: { defaultRates: { cardRate: 1200, discountedRate: 1000 } },
  quantity: 3, subTotal: 3000, serviceTaxPercentage: 18, serviceTax: 540, totalPrice: 3540,
  schedule: [{ date: '2025-03-01', units: 1 }, { date: '2025-03-02', units: 2 }],
});

/** An approved campaign of the owner, shared with the shared user, with two options (mo-1, mo-2) of two schedule entries each. */
export function reportCampaign(
  actors: CampaignActors,
  name = 'Holi push',
  brief: unknown = { brand: { name: 'Acme Soaps', category: 'FMCG', salesChannel: [] } },
): Promise<string> {
  return actors.sharedCampaign({
    name, status: 'Approved', doc: { mediaOptions: [option('mo-1'), option('mo-2')], brief, plans: [], payments: [] } as never,
  });
}
