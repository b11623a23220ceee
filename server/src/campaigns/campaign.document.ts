import { randomBytes } from 'node:crypto';
import { campaignAmounts, campaignRunDates, repairPricedOption, sumTotals, type Campaign, type PricedMediaOption } from 'shared-domain';

/** A row of the dashboard list: summary columns only, no document. */
export type CampaignSummary = {
  _id: string;
  name: string;
  status: string;
  totalPrice: number;
  mediaOptionCount: number;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
  /** How the caller holds it: staff see others' campaigns in the all-campaigns list, a white-label-admin its organisation's users' (read-only). */
  access: 'owner' | 'shared' | 'staff' | 'organisation';
  /** Who owns it; only in the all-campaigns list (`listAll`). */
  owner?: CampaignOwner;
};

/** The owner of a campaign, as the campaign view and the all-campaigns list name them. */
export type CampaignOwner = { _id: string; name: string; email: string | null };

/** A user the campaign is shared with, as `_users` lists them. */
export type SharedUser = { _id: string; name: string; email: string | null };

/** A campaign as read for one caller: the document, who owns it and whether it is shared with the caller. */
export type LoadedCampaign = {
  campaign: Campaign & { _users: SharedUser[] };
  ownerId: string;
  /** The owner's name and e-mail, so a user it is shared with sees who owns it. */
  owner: CampaignOwner;
  createdAt: string;
  /** Whether the caller is among `_users` (what access decisions need). */
  sharedWithCaller: boolean;
  /** The organisation the owner belongs to (a white-label-admin of it may read the campaign); null for none. */
  ownerOrganizationId: string | null;
};

/** The stored document: everything but the columns and `_users` (kept in `campaign_users`). */
export type StoredDocument = Partial<Omit<Campaign, '_id' | 'name' | 'status' | 'updatedAt' | '_users'>> & Record<string, unknown>;

/** The columns of a `campaigns` row a campaign is read from. */
export type CampaignRowColumns = { id: string; name: string; status: string; updated_at: string };

/** The summary columns of a `campaigns` row, as the lists read them. */
export type SummaryRow = {
  id: string; name: string; status: string; total_price: number | string; option_count: number | string;
  start_date: string | null; end_date: string | null; created_at: string; updated_at: string;
};

/** A new campaign id (24 hex characters, as the catalog's). */
export const newObjectId = (): string => randomBytes(12).toString('hex');

const money = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** A stored plan version whose options hold a figure that is not a finite number: repaired, its totals summed again. */
function repairPlan<P>(plan: P): P {
  const options = (plan as { mediaOptions?: PricedMediaOption[] }).mediaOptions;
  if (!Array.isArray(options)) return plan;
  const repaired = options.map(repairPricedOption);
  if (repaired.every((o, i) => o === options[i])) return plan;
  return { ...plan, mediaOptions: repaired, totals: sumTotals(repaired) };
}

/**
 * A stored row as a Campaign: columns win over the document, and a document written by an
 * older version (missing amounts or lists) reads as zeros and empty lists, never as NaN.
 */
export function toCampaign(row: CampaignRowColumns, data: StoredDocument): Campaign {
  const stored = data.mediaOptions ?? [];
  // An option holding a figure that is not a finite number (a bad write, a hand edit) is priced
  // again from its repaired units; the campaign's amounts then follow its options.
  const mediaOptions = stored.map(repairPricedOption);
  const amounts = { totalPrice: data.totalPrice, receivable: data.receivable, taxReceivable: data.taxReceivable, totalReceivable: data.totalReceivable, payable: data.payable, taxPayable: data.taxPayable, totalPayable: data.totalPayable };
  const broken = mediaOptions.some((o, i) => o !== stored[i]) || Object.values(amounts).some((v) => v !== undefined && money(v) !== v);
  const figures = broken ? campaignAmounts(mediaOptions) : amounts;
  return {
    ...data,
    plans: (data.plans ?? []).map(repairPlan),
    payments: data.payments ?? [],
    _users: [],
    mediaOptions,
    totalPrice: money(figures.totalPrice),
    receivable: money(figures.receivable),
    taxReceivable: money(figures.taxReceivable),
    totalReceivable: money(figures.totalReceivable),
    payable: money(figures.payable),
    taxPayable: money(figures.taxPayable),
    totalPayable: money(figures.totalPayable),
    _id: row.id,
    name: row.name,
    status: row.status,
    updatedAt: row.updated_at,
  };
}

/** Fields of a campaign that are columns, live in `campaign_users`, or exist only in answers (campaign.view.ts). */
const NOT_STORED = ['_id', 'name', 'status', 'updatedAt', '_users', 'ownerId', 'owner', 'createdAt', 'access', 'totals', 'amountPaid', 'balanceDue', 'progress', 'uploads'];

/** The part of a campaign (or of a document) that is stored in `data_json`. */
export function campaignDocument(campaign: Campaign | StoredDocument): StoredDocument {
  const doc: Record<string, unknown> = { ...campaign };
  for (const key of NOT_STORED) delete doc[key];
  // brief.files is read from the campaign's files (kind 'brief'), never stored twice.
  const brief = doc.brief as Record<string, unknown> | null | undefined;
  if (brief && typeof brief === 'object' && 'files' in brief) {
    const { files, ...rest } = brief;
    void files;
    doc.brief = rest;
  }
  return doc as StoredDocument;
}

/**
 * The summary columns a document implies. The dates are the document's own (a brief's or
 * the bag's); when it names none, the earliest and latest schedule dates of its options.
 */
export function summaryColumns(doc: StoredDocument) {
  const run = campaignRunDates(doc);
  return {
    total_price: money(doc.totalPrice),
    option_count: Array.isArray(doc.mediaOptions) ? doc.mediaOptions.length : 0,
    start_date: run.start,
    end_date: run.end,
  };
}

/** A list row from the summary columns (PostgreSQL answers numerics as strings). */
export function summaryOf(r: SummaryRow, access: CampaignSummary['access']): CampaignSummary {
  return {
    _id: r.id,
    name: r.name,
    status: r.status,
    totalPrice: money(Number(r.total_price)),
    mediaOptionCount: Number(r.option_count),
    startDate: r.start_date,
    endDate: r.end_date,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    access,
  };
}

/** The document part of a loaded campaign (what a writer's `save` writes back). */
export const documentOf = (loaded: LoadedCampaign): StoredDocument => campaignDocument(loaded.campaign);
