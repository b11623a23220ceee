/**
 * The bag as the UI edits it, and every edit as data (`BagOp`). `applyOp` applies an edit
 * with shared-domain's rules (the same code the server runs), so the screen can show the
 * result at once and refuse bad input before anything is sent.
 */
import type { BagMediaOption, ScheduleEntry } from 'shared-domain';
import type { RateAuthority } from 'shared-domain/pricing';
import {
  BagEditError, CAMPAIGN_NAME_MAX, checkBagName, checkedBulkEdit, cloneOption, replaceUnits, resetOption, setBagTerms, setLineTerms, setUnitValue,
  type SubmittedUnit,
} from 'shared-domain/pricing';

export type BagDoc = {
  _id: string | null;
  name: string;
  startDate: string | null;
  endDate: string | null;
  /** Bulk discount: flat rupees or 'x%'. */
  discountOnTotal: number | string | null;
  /** A bulk discount the buyer asked for: never priced until staff accept it. */
  requestedDiscountOnTotal: number | string | null;
  lines: BagMediaOption[];
};

export type UnitKind = 'pricingUnits' | 'variablePricingUnits';
export type UnitValue = number | string;
export type NamedValue = { name: string; value: UnitValue };

export type BagOp =
  | { kind: 'setUnit'; lineId: string; type: UnitKind; index: number; value: UnitValue }
  | { kind: 'bulkEdit'; pricingUnits: NamedValue[]; variablePricingUnits: NamedValue[] }
  | { kind: 'reset'; lineId: string }
  /** Every unit of one line at once, in the line's order (PUT /bag/{id}/pricing-units): copying a line's units to its copies. */
  | { kind: 'setUnits'; lineId: string; pricingUnits: SubmittedUnit[]; variablePricingUnits: SubmittedUnit[] }
  | { kind: 'clone'; lineId: string; cloneId: string }
  | { kind: 'remove'; ids: string[] }
  | { kind: 'rename'; name: string }
  /**
   * `authority` says how the screen shows the edit until the server answers: 'request' (a
   * buyer: shared-domain `canSetRates` is false) keeps a rate or discount as a request. The
   * server decides for itself who the caller is.
   */
  | { kind: 'lineInfo'; lineId: string; agencyRate?: number | null; discount?: number | string | null; schedule?: ScheduleEntry[]; authority?: RateAuthority }
  | { kind: 'bagInfo'; startDate?: string | null; endDate?: string | null; discountOnTotal?: number | string | null; authority?: RateAuthority };

export const DEFAULT_BAG_NAME = 'untitled-campaign';
/** The bag's name becomes the campaign's: the same limit. */
export const MAX_BAG_NAME = CAMPAIGN_NAME_MAX;

export const emptyDoc = (): BagDoc => ({
  _id: null, name: DEFAULT_BAG_NAME, startDate: null, endDate: null, discountOnTotal: null, requestedDiscountOnTotal: null, lines: [],
});

/** Fields `priceOption` computes: a priced line read back from the API is stripped of them before re-pricing. */
const COMPUTED_FIELDS = [
  'cardRate', 'discountedRate', 'vendorRate', 'rateEdited', 'quantity', 'minBilling', 'minBillingApplied', 'subTotal',
  'serviceTax', 'totalPrice', 'cardTotal', 'savings', 'discountOnTotal', 'receivable', 'payable', 'taxReceivable',
  'taxPayable', 'totalReceivable', 'totalPayable',
] as const;

/**
 * A line as stored, from a priced line the API answered. The bag's stored lines never carry
 * their own `minBilling` (they carry the catalog's `minimumBilling`), so the priced
 * `minBilling` is dropped too: it depends on the current rate and must be recomputed.
 */
export function toStoredLine(item: BagMediaOption): BagMediaOption {
  const out: Record<string, unknown> = { ...item };
  for (const field of COMPUTED_FIELDS) delete out[field];
  return out as BagMediaOption;
}

/** The answer of `GET /bag` and the bag-wide writes → a doc. */
export type ServerBag = {
  _id: string | null;
  name: string;
  items: BagMediaOption[];
  startDate?: string | null;
  endDate?: string | null;
  discountOnTotal?: number | string | null;
  requestedDiscountOnTotal?: number | string | null;
};

export function docFromServer(data: ServerBag): BagDoc {
  return {
    _id: data._id ?? null,
    name: data.name || DEFAULT_BAG_NAME,
    startDate: data.startDate ?? null,
    endDate: data.endDate ?? null,
    discountOnTotal: data.discountOnTotal ?? null,
    requestedDiscountOnTotal: data.requestedDiscountOnTotal ?? null,
    lines: (data.items ?? []).map(toStoredLine),
  };
}

const indexOfLine = (doc: BagDoc, lineId: string): number => {
  const index = doc.lines.findIndex((l) => l._id === lineId);
  if (index < 0) throw new BagEditError('This item is no longer in your bag');
  return index;
};

const replaceAt = (lines: readonly BagMediaOption[], index: number, line: BagMediaOption): BagMediaOption[] =>
  lines.map((l, i) => (i === index ? line : l));

/** The user's calendar day (YYYY-MM-DD), which a start date may not be before. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The bag after `op`; throws `BagEditError` (and changes nothing) on bad input. `today` is the user's day. */
export function applyOp(doc: BagDoc, op: BagOp, today: string = localDay()): BagDoc {
  switch (op.kind) {
    case 'setUnit': {
      const i = indexOfLine(doc, op.lineId);
      return { ...doc, lines: replaceAt(doc.lines, i, setUnitValue(doc.lines[i], op.type, op.index, op.value)) };
    }
    case 'bulkEdit':
      return { ...doc, lines: checkedBulkEdit(doc.lines, { pricingUnits: op.pricingUnits, variablePricingUnits: op.variablePricingUnits }) };
    case 'reset': {
      const i = indexOfLine(doc, op.lineId);
      return { ...doc, lines: replaceAt(doc.lines, i, resetOption(doc.lines[i])) };
    }
    case 'setUnits': {
      const i = indexOfLine(doc, op.lineId);
      return { ...doc, lines: replaceAt(doc.lines, i, replaceUnits(doc.lines[i], op.pricingUnits, op.variablePricingUnits)) };
    }
    case 'clone': {
      const i = indexOfLine(doc, op.lineId);
      return { ...doc, lines: cloneOption(doc.lines, i, () => op.cloneId) };
    }
    case 'remove': {
      const ids = new Set(op.ids);
      return { ...doc, lines: doc.lines.filter((l) => !ids.has(l._id)) };
    }
    case 'rename':
      return { ...doc, name: checkBagName(op.name) };
    case 'lineInfo': {
      const i = indexOfLine(doc, op.lineId);
      const line = setLineTerms(doc.lines[i], { agencyRate: op.agencyRate, discount: op.discount, schedule: op.schedule }, undefined, op.authority);
      return { ...doc, lines: replaceAt(doc.lines, i, line) };
    }
    case 'bagInfo':
      return { ...doc, ...setBagTerms(doc, op, today, undefined, op.authority) };
    default: {
      const never: never = op;
      throw new BagEditError(`Unknown edit ${JSON.stringify(never)}`);
    }
  }
}

/** Line ids an op names, so a temporary clone id can be swapped for the server's. */
export function remapLineId(op: BagOp, from: string, to: string): BagOp {
  const swap = (id: string) => (id === from ? to : id);
  switch (op.kind) {
    case 'setUnit': case 'reset': case 'setUnits': case 'lineInfo':
      return { ...op, lineId: swap(op.lineId) };
    case 'clone':
      return { ...op, lineId: swap(op.lineId) };
    case 'remove':
      return { ...op, ids: op.ids.map(swap) };
    default:
      return op;
  }
}
