/** Shapes of the media-plan export: one table (`mediaPlanRows`) that both formats render. */
import type { AgencyDetails, PricedMediaOption } from '../entities/entities';

/**
 * A priced line of a media plan: what `priceBag` returned for a bag line, or a line a campaign
 * stored (priced by the same engine when it was saved; `campaignPlanLines`).
 */
export type MediaPlanSourceLine = Readonly<PricedMediaOption>;

export type MediaPlanInput = {
  /** The bag's or the campaign's name: the document title and the file name. */
  name: string;
  /** Campaign dates as the bag stores them (ISO dates, 'YYYY-MM-DD' or a full ISO time). */
  startDate?: string | null;
  endDate?: string | null;
  /**
   * The priced lines shown on screen: a bag's `priceBag(...).options`, or a campaign's
   * `campaignPlanLines(campaign.mediaOptions)`. Nothing is priced again from here on.
   */
  lines: readonly MediaPlanSourceLine[];
  /** The campaign's current plan version, printed as "Plan version"; absent for a bag. */
  planVersion?: number | null;
  /** Printed as "Generated"; defaults to now. */
  generatedAt?: Date;
  /** Only lines with `select: true` (the bag's selection). */
  onlySelected?: boolean;
  /**
   * Whom the plan is billed to: the signed-in user's agency details (PUT /user/agency-details,
   * the account page). Printed as "Billed to", "GSTIN" and "Billing address"; absent for a guest
   * or a user who has not given them.
   */
  billTo?: BillTo | null;
};

/** The agency details a plan (and an invoice) is billed to: the user's, without the website. */
export type BillTo = Omit<AgencyDetails, 'website'>;

export type MediaPlanColumnKey =
  | 'index' | 'media' | 'option' | 'category' | 'city' | 'units'
  | 'cardRate' | 'offerRate' | 'quantity' | 'cardTotal' | 'offerTotal' | 'discount' | 'minTopUp' | 'bulkDiscount'
  | 'subTotal' | 'gstPercent' | 'gst' | 'total' | 'savings';

/**
 * How a column's numbers read: `money` rupees, shown whole (shared-domain's one rule), `rate`
 * rupees with up to 3 decimals (rates at or below ₹5 keep 3, PRICING.md rule 4), `percent`
 * a percentage written as 5 for 5 %, `count` a plain number, `text` no number.
 */
export type MediaPlanColumnKind = 'text' | 'count' | 'money' | 'rate' | 'percent';

export type MediaPlanColumn = {
  key: MediaPlanColumnKey;
  header: string;
  kind: MediaPlanColumnKind;
  /** Width in characters (XLSX column width; a relative weight for the PDF). */
  width: number;
};

export type MediaPlanCell = {
  /** The figure itself (rupees, a percent as 5, a count) or the text; null when empty. */
  value: number | string | null;
  /** The figure as the screen shows it, with ₹ and Indian grouping, note included. */
  text: string;
  /** A remark on the figure: 'agency rate', 'applied', '10%', the unit label… */
  note?: string;
};

export type MediaPlanLine = {
  /** The bag line's `_id`. */
  id: string;
  cells: Record<MediaPlanColumnKey, MediaPlanCell>;
};

export type MediaPlanTotalKey =
  | 'cardTotal' | 'offerTotal' | 'discount' | 'minimumTopUp' | 'discountOnTotal' | 'subTotal' | 'serviceTax' | 'totalPrice' | 'savings';

export type MediaPlanTotal = {
  key: MediaPlanTotalKey;
  label: string;
  /** Rupees: the lines' `lineBreakdown` figures added up (subtotal, GST and total equal `sumTotals` of the lines). */
  value: number;
  text: string;
};

export type MediaPlanMeta = { label: string; text: string };

export type MediaPlanTable = {
  title: string;
  /** "Campaign dates", "Generated", "Lines" – printed under the title. */
  meta: MediaPlanMeta[];
  columns: MediaPlanColumn[];
  /** The column headers, in order (= `columns[].header`). */
  header: string[];
  lines: MediaPlanLine[];
  totals: MediaPlanTotal[];
  /** The column under which the totals' figures stand (the 'total' column). */
  totalsColumn: MediaPlanColumnKey;
  onlySelected: boolean;
  generatedAt: Date;
};
