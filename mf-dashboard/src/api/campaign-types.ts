import type { Brief, CampaignAmounts, CampaignStatus, PricedMediaOption, ProgressStep, ScheduleEntry } from 'shared-domain';

/**
 * What the dashboard reads of a campaign. Service B sends the stored document as it is, so
 * every field beyond `_id`, `name` and `status` may be missing in an older document; the
 * API functions fill the lists in (`normalizeCampaign`) so screens never check for them.
 */
export type CampaignUser = { _id: string; name?: string | null; email?: string | null };

export type CampaignPlan = {
  _id: string;
  approved: boolean;
  comment?: string | null;
  remarks?: string | null;
  version?: number;
  name?: string;
  /** A note from the team to the advertiser. */
  note?: string | null;
  createdAt?: string;
  approvedAt?: string | null;
  changesRequestedAt?: string | null;
  mediaOptions?: unknown[];
  totals?: { totalPrice?: number; count?: number };
};

export type CampaignPayment = { _id?: string; amount: number; mode: string; reference: string; createdAt: string };

/** A priced line of the campaign; all figures optional because old documents lack some. */
export type CampaignMediaOption = Partial<Omit<PricedMediaOption, '_id' | 'schedule'>> & {
  _id: string;
  schedule?: ScheduleEntry[];
};

export type CampaignTotals = Partial<CampaignAmounts> & { totalPrice?: number; subTotal?: number; serviceTax?: number };

export type UploadKind = 'creative' | 'brief' | 'proof' | 'other';

/** A file of the campaign (creative, brief attachment, proof of execution). */
export type CampaignUpload = {
  _id: string;
  name: string;
  size: number;
  type: string;
  kind: UploadKind | string;
  createdAt: string;
  uploadedBy?: string;
};

/** Who owns a campaign, as service B names them (campaign view, and each row of the all-campaigns list). */
export type CampaignOwner = { _id: string; name?: string | null; email?: string | null };

/** A reference to the owner in any of the shapes a server might send. */
type OwnerRef = string | CampaignOwner | null;

export type CampaignDetail = Partial<CampaignAmounts> & {
  _id: string;
  name: string;
  status: CampaignStatus;
  updatedAt?: string;
  createdAt?: string;
  startDate?: string | null;
  endDate?: string | null;
  totalPrice?: number;
  brief?: Brief | null;
  plans: CampaignPlan[];
  payments: CampaignPayment[];
  _users: CampaignUser[];
  mediaOptions: CampaignMediaOption[];
  totals?: CampaignTotals;
  /** The server's stepper (`campaignProgress` plus what approval adds). */
  progress?: ProgressStep[];
  /** The campaign's files (SPEC.md: uploads with _id and name, and the kind); `brief.files` names the brief's. */
  uploads?: { _id: string; name: string; kind?: string }[];
  owner?: OwnerRef;
  _owner?: OwnerRef;
  ownerId?: string | null;
  /** How the caller holds the campaign, as the server decided (campaign-access relation). */
  access?: CampaignRelation | string;
  /** The server's payment summary, when it sends one. */
  amountPaid?: number;
  balanceDue?: number;
};

export type CampaignRelation = 'owner' | 'shared' | 'staff';

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The lists a screen iterates over, present even when the server left them out. */
export function normalizeCampaign(raw: CampaignDetail): CampaignDetail {
  return {
    ...raw,
    plans: list<CampaignPlan>(raw.plans),
    payments: list<CampaignPayment>(raw.payments),
    _users: list<CampaignUser>(raw._users).filter((u) => u && typeof u._id === 'string'),
    mediaOptions: list<CampaignMediaOption>(raw.mediaOptions),
  };
}

/** The owner's user id, when the server says who it is. */
export function ownerIdOf(c: Pick<CampaignDetail, 'owner' | '_owner' | 'ownerId'>): string | null {
  for (const ref of [c.ownerId, c._owner, c.owner]) {
    if (typeof ref === 'string' && ref) return ref;
    if (ref && typeof ref === 'object' && typeof ref._id === 'string') return ref._id;
  }
  return null;
}

/** The campaign's grand total: the `totals` block when sent, else the document's own figure. */
export function campaignTotal(c: Pick<CampaignDetail, 'totals' | 'totalPrice'>): number | undefined {
  const t = c.totals?.totalPrice ?? c.totalPrice;
  return typeof t === 'number' && Number.isFinite(t) ? t : undefined;
}

export type { ScheduleEntry };
