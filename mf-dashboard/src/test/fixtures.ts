import type { Brief, User } from 'shared-domain';
import type { CampaignDetail, CampaignListItem, CampaignListResponse, CampaignMediaOption, PlanView } from '../api/campaigns.api';

export function listItem(over: Partial<CampaignListItem> = {}): CampaignListItem {
  return { _id: 'c-diwali', name: 'Diwali print push', status: 'In Execution', totalPrice: 250000, updatedAt: '2025-03-05T10:00:00.000Z', ...over };
}

export function listResponse(campaigns: CampaignListItem[] = [
  listItem(),
  listItem({ _id: 'c-monsoon', name: 'Monsoon radio', status: 'Ended', totalPrice: 1_20_000, updatedAt: '2024-07-01T08:00:00.000Z' }),
]): CampaignListResponse {
  return { campaigns, count: campaigns.length, totalSpend: 370000, liveCampaigns: 1, endedCampaigns: 1 };
}

export const ADVERTISER: User = { _id: 'u-owner', name: 'Asha Rao', email: 'asha@example.in', role: '' };
export const STAFF: User = { _id: 'u-staff', name: 'Ravi (ops)', email: 'ravi@mediamart.example', role: 'admin' };
export const SHARED_USER: User = { _id: 'u-shared', name: 'Meera', email: 'meera@example.in', role: '' };

export function mediaOption(over: Partial<CampaignMediaOption> = {}): CampaignMediaOption {
  return {
    _id: 'mo-1',
    _mediaOption: 'opt-1',
    _media: 'media-1',
    display: { mediaName: 'Times of India', optionName: 'Front page', category: 'newspaper', slug: 'times-of-india', logoUrl: null },
    pricingUnits: [{ name: 'Insertions', value: 2, min: 1 }],
    variablePricingUnits: [{ name: 'Edition', type: 'select', values: ['Mumbai', 'Delhi'], value: 'Delhi' }],
    discountedRate: 100000,
    quantity: 2,
    subTotal: 200000,
    serviceTaxPercentage: 5,
    serviceTax: 10000,
    totalPrice: 210000,
    totalPayable: 180000,
    schedule: [
      { date: '2025-03-10', units: 1, po: { id: 'PO-1' } },
      { date: '2025-03-17', units: 1, invoice: { id: 'INV-9', cancelled: true } },
    ],
    ...over,
  };
}

/** A second media option beside `mediaOption()`: a radio line of 10 spots, ₹47,200 with GST, nothing scheduled. */
export const RADIO_OPTION: CampaignMediaOption = mediaOption({
  _id: 'mo-2',
  display: { mediaName: 'Radio City', optionName: 'Morning drive', category: 'radio', slug: 'radio-city' },
  pricingUnits: [{ name: 'Spots', value: 10 }],
  variablePricingUnits: [],
  subTotal: 40000,
  serviceTax: 7200,
  serviceTaxPercentage: 18,
  totalPrice: 47200,
  schedule: [],
});

export function plan(over: Partial<PlanView> = {}): PlanView {
  return { _id: 'p-1', approved: false, version: 1, createdAt: '2025-03-01T09:00:00.000Z', ...over };
}

export function brief(over: Partial<Brief> = {}): Brief {
  return {
    brand: { name: 'Sunrise Tea', url: 'https://sunrise.example.in/', salesChannel: ['Online'], category: 'FMCG' },
    targetGroup: { description: 'Working adults', age: { from: 25, to: 40 }, gender: ['Female'], income: { from: 20000, to: 80000 }, geos: ['Mumbai', 'Pune'] },
    campaignDetails: {
      objective: 'Brand awareness',
      budget: 500000,
      duration: { startDate: '2099-01-10', endDate: '2099-02-10' },
      expectedOutcome: ['Reach'],
    },
    mediaPreference: ['Newspaper'],
    ...over,
  };
}

export function campaignDetail(over: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    _id: 'c-diwali',
    name: 'Diwali print push',
    status: 'Approved',
    updatedAt: '2025-03-05T10:00:00.000Z',
    totalPrice: 250000,
    plans: [],
    payments: [],
    _users: [],
    mediaOptions: [{ _id: 'mo-0', schedule: [{ date: '2025-03-10', units: 1, po: { id: 'PO-1' } }] }],
    ...over,
  };
}
