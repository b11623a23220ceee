/** Entity types of SPEC.md section 3. */
import type { BagMediaOption, Rates, ScheduleEntry } from './pricing-types';

export type Attribute<T = unknown> = { value?: T; toolTip?: string };
export type TextContent = { type: 'text' | string; value: string };
export type Section = { title: string; contents: TextContent[] };
export type ChartPoint = { label: string; value: number };
export type Chart = { type: 'pie' | 'bar' | string; title: string; subTitle?: string; data: ChartPoint[] };
export type KeyValue = { key: string; value?: string | number | null };

export type DigitalAttributes = {
  monthlyUsers: Attribute<number>;
  bidType: Attribute<string>;
  medium: Attribute<string>;
  pricingModel: Attribute<string[]>;
  pagesPerVisit: Attribute<number>;
  appStoreRating: Attribute<number>;
};
export type TelevisionAttributes = {
  monthlyCumeReach: Attribute<number>;
  language: Attribute<string>;
  metroSharePercentage: Attribute<string>;
  primeTime: Attribute<string[]>;
  monthlyAMA: Attribute<number>;
};

export type CreativeSpec = { type: 'image' | 'video' | 'audio' | 'text' | 'cta'; fields: KeyValue[] };
export type MediaTemplate = 'Popular Media' | 'Premium Media';

/** A seller's media option (the listing side). */
export type SellerMediaOption = {
  name: string;
  type?: string;
  _template?: MediaTemplate | string;
  descriptions?: string[];
  descriptionId?: string | null;
  referenceArtworks?: { url?: string }[];
  creativeSpecs?: CreativeSpec[];
  additionalInfo?: KeyValue[];
  sop?: KeyValue[];
  _vendors?: string[];
};

export type BagItemAmounts = {
  cardRate: number;
  discountedRate: number;
  vendorRate: number;
  rateEdited: boolean;
  quantity: number;
  minBilling: number;
  minBillingApplied: boolean;
  subTotal: number;
  serviceTaxPercentage: number;
  serviceTax: number;
  totalPrice: number;
  cardTotal: number;
  savings: number;
  discountOnTotal?: number;
};
export type CampaignAmounts = {
  receivable: number;
  taxReceivable: number;
  totalReceivable: number;
  payable: number;
  taxPayable: number;
  totalPayable: number;
};

/** A media option in a bag or campaign, priced. */
export type PricedMediaOption = BagMediaOption & BagItemAmounts & Partial<CampaignAmounts> & {
  difference?: unknown;
};

export type Bag = {
  _id: string;
  name: string;
  items: PricedMediaOption[];
  count: number;
  totalPrice: number;
  startDate?: string | null;
  endDate?: string | null;
};

/** What a guest's local bag keeps per item (localStorage `selectedMediaOptions`). */
export type LocalBagItem = {
  _id: string;
  _media: { _id: string; discountedRate: number };
  tobeLoaded: boolean;
  /** Units a media plan chose (insertions, spots…), by unit name; the option's defaults when absent. */
  pricingUnits?: { name: string; value: number }[];
};

export type Role = '' | 'white-label-admin' | string;
export type User = {
  _id: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  role: Role;
  agencyDetails?: Record<string, unknown> | null;
  /** True when the user asked for no marketing e-mails (no page views relayed to the e-mail service). */
  marketingOptOut?: boolean;
};

export type CampaignStatus =
  | 'Draft' | 'Plan Requested' | 'Plan Shared' | 'Approval Requested' | 'Approved'
  | 'In Execution' | 'Ended' | 'Closed' | 'Completed' | string;

export type Plan = { _id: string; approved: boolean; comment?: string; remarks?: string };
/**
 * Where a payment stands: `pending`, a bank transfer or UPI payment the advertiser recorded,
 * awaiting the team's check ("Awaiting verification"); `verified`, counts toward the amount
 * paid; `rejected`, never counts (the note says why). The rules are campaign/campaign-payments.ts's.
 */
export type PaymentState = 'pending' | 'verified' | 'rejected';

/** What a payment carries about its verification (all absent on payments stored before it existed). */
export type PaymentVerification = {
  state?: PaymentState;
  /** When and by whom it was verified (staff user id, or `gateway` for a card payment whose signature checked out). */
  verifiedAt?: string;
  verifiedBy?: string;
  /** When and by which staff user it was rejected. */
  rejectedAt?: string;
  rejectedBy?: string;
  /** Why it was rejected (required then), or staff's remark on verifying. */
  note?: string;
};

/** A campaign payment with its verification fields (absent on old payments). */
export type Payment = { _id: string; amount: number; mode: string; reference: string; createdAt: string } & PaymentVerification;

/**
 * What a campaign is expected to cost: set by staff (`source` 'staff'), or derived from the
 * latest shared plan's total (`source` 'plan'). Valid until the end of `validUntil` (YYYY-MM-DD).
 */
export type CampaignEstimate = {
  /** Rupees, tax included. */
  amount: number;
  validUntil: string;
  note?: string;
  source: 'staff' | 'plan';
  /** The plan an estimate derived from a plan was taken from. */
  planId?: string;
  createdAt: string;
  createdBy: string;
};

/** A creative (artwork, video, copy) for the campaign: a link, or a file uploaded to the campaign; optionally for one of its media options. */
export type CampaignCreative = {
  _id: string;
  name: string;
  url?: string;
  /** An upload of the campaign (its `uploads`). */
  fileId?: string;
  mediaOptionId?: string;
  createdAt: string;
  addedBy: string;
};

/** A saved snapshot of the campaign's media plan: when, its total and how many options it had. */
export type CampaignVersion = { _id: string; createdAt: string; totalPrice: number; count: number; note?: string; savedBy: string };

export type Brief = {
  brand: { name: string; url?: string; salesChannel: string[]; category?: string };
  targetGroup: {
    description?: string;
    uploads?: { _id: string; name: string }[];
    age: { from: number; to: number };
    gender: string[];
    /** Absent when the visitor was never asked (a brief from the chat assistant): no income is assumed. */
    income?: { from: number; to: number };
    geos: string[];
  };
  campaignDetails: {
    objective?: string;
    budget: number;
    duration: { startDate: string; endDate: string };
    expectedOutcome: string[];
  };
  mediaPreference: string[];
  files?: { _id: string }[];
};

export type Campaign = CampaignAmounts & {
  _id: string;
  name: string;
  status: CampaignStatus;
  brief?: Brief | null;
  plans: Plan[];
  /** What the campaign is expected to cost, from staff or derived from a shared plan; null once withdrawn. */
  estimate?: CampaignEstimate | null;
  payments: Payment[];
  _users: { _id: string }[];
  /** The advertiser's client the campaign is for, when the advertiser is an agency. */
  client?: string;
  /** The advertiser asked our team to call them back about the brief. */
  requestCallback?: boolean;
  /** The advertiser wants TMA (the marketplace's own team) to book and run the campaign. */
  executeWithTma?: boolean;
  planRequestedAt?: string | null;
  mediaOptions: PricedMediaOption[];
  totalPrice: number;
  updatedAt: string;
  creatives?: CampaignCreative[];
  versions?: CampaignVersion[];
  uploads?: { _id: string; name: string }[];
  /** A bulk discount the buyer asked for in the bag (flat rupees or 'x%'): never priced until staff accept it. */
  requestedDiscountOnTotal?: number | string;
  /** The bulk discount request staff last refused, with their reason, for the buyer to read. */
  refusedDiscountOnTotal?: { requestedDiscountOnTotal: number | string; reason: string | null; refusedAt: string };
};

export type ReportRow = {
  date: string; brand: string; industry: string;
  plannedAds: number; actualAds: number; plannedSpend: number; actualSpend: number;
  plannedImpressions: number; actualImpressions: number; cpm: number; reach: number; clicks: number;
};

export type SearchSuggestion = { suggestion: string; score: number; toolName: string };
export type SearchHit = {
  _id: string; name: string; toolName: string; urlSlug: string; type: string; url: string; subTitle: string;
};

/** A user's agency details (PUT /user/agency-details; the whole object, a field left out is removed): what plans and invoices are billed to. */
export type AgencyDetails = {
  agencyName: string;
  gstin?: string;
  address?: string;
  city?: string;
  state?: string;
  pincode?: string;
  website?: string;
};

export type Organisation = {
  _org: string;
  name: string;
  logoUrl: string;
  contactDetails: { address: string; city: string; emails: string[]; social: Record<string, string> };
  settings: { theme: { palette: { primary: { main: string }; secondary: { main: string } } } };
};
export type WhitelabelState = { isWhiteLabel: boolean; organization: Organisation | null };

export type ChatMessage = { role: 'user' | 'assistant'; content: string };
export type ChatState = { messages: ChatMessage[]; threadId: string | null; fieldName: string | null; suggestions: string[] };

export type LandingContent = {
  url: string; title: string; subTitle: string;
  verticalData: { title: string; subTitle: string }[];
  faqs: { question: string; answer: string }[];
  metaTags: { title: string; description: string };
};

export type { Rates, ScheduleEntry };
