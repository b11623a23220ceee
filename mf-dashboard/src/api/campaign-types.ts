import type { CampaignAmounts, PricedMediaOption, ScheduleEntry } from 'shared-domain';
import type { CampaignUser as ViewUser, CampaignView, CampaignViewAccess, RecordedPayment, SharedPlan } from 'shared-domain/campaign';

/** `T` as stored: the `Kept` fields always there, any other missing in an older document. */
type Stored<T, Kept extends keyof T> = Pick<T, Kept> & Partial<Omit<T, Kept>>;

export type { CampaignOwner } from 'shared-domain/campaign';

/** A user on the campaign; name and e-mail may be missing in an older document. */
export type CampaignUser = Stored<ViewUser, '_id'>;

/** A payment as the dashboard reads it: its verification fields (and who paid) are absent on old payments, which count. */
export type PaymentView = Stored<RecordedPayment, 'amount' | 'mode' | 'reference' | 'createdAt'>;

/** A priced line of the campaign; all figures optional because old documents lack some. */
export type CampaignMediaOption = Partial<Omit<PricedMediaOption, '_id' | 'schedule'>> & {
  _id: string;
  schedule?: ScheduleEntry[];
};

/** The totals of the campaign's (or a plan's) options, and the campaign's amounts; any may be missing in an older document. */
export type CampaignTotals = Partial<CampaignView['totals'] & CampaignAmounts>;

/** A plan version as the dashboard reads it: any field but its id and approval may be missing in an older plan. */
export type PlanView = Stored<Omit<SharedPlan, 'mediaOptions' | 'totals'>, '_id' | 'approved'> & {
  mediaOptions?: CampaignMediaOption[];
  totals?: CampaignTotals;
};

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

/** A reference to the owner in any of the shapes a server might send. */
type OwnerRef = string | CampaignView['owner'] | null;

/** The fields of the view the dashboard reads more loosely than the server writes them. */
type Loose = 'plans' | 'payments' | '_users' | 'mediaOptions' | 'totals' | 'uploads' | 'owner' | 'ownerId' | 'access';

/**
 * What the dashboard reads of a campaign: shared-domain's `CampaignView`. Service B sends the
 * stored document as it is, so every field beyond `_id`, `name` and `status` may be missing
 * in an older document; the API functions fill the lists in (`normalizeCampaign`) so screens
 * never check for them.
 */
export type CampaignDetail = Stored<Omit<CampaignView, Loose>, '_id' | 'name' | 'status'> & {
  startDate?: string | null;
  endDate?: string | null;
  plans: PlanView[];
  payments: PaymentView[];
  _users: CampaignUser[];
  mediaOptions: CampaignMediaOption[];
  totals?: CampaignTotals;
  /** The campaign's files (SPEC.md: uploads with _id and name, and the kind); `brief.files` names the brief's. */
  uploads?: { _id: string; name: string; kind?: string }[];
  owner?: OwnerRef;
  _owner?: OwnerRef;
  ownerId?: string | null;
  /** How the caller holds the campaign, as the server decided (campaign-access relation). */
  access?: CampaignViewAccess | string;
};

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The lists a screen iterates over, present even when the server left them out. */
export function normalizeCampaign(raw: CampaignDetail): CampaignDetail {
  return {
    ...raw,
    plans: list<PlanView>(raw.plans),
    payments: list<PaymentView>(raw.payments),
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
