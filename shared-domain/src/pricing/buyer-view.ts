/**
 * What the site pays its sellers stays inside (issue 32): vendor rates, the amounts owed to
 * the seller (PRICING.md rule 12's payable side) and the names of the vendors behind an
 * option. Staff read them; a guest's or a buyer's answer never carries them. The keys are
 * listed once here; the server projects every non-staff answer through `withoutVendorCosts`
 * and its tests scan answers with `vendorCostPaths`.
 */

/** The keys that name what the site owes or pays its vendors, wherever they sit in a document. */
export const VENDOR_COST_KEYS = ['vendorRate', 'payable', 'taxPayable', 'totalPayable', '_vendors'] as const;

export type VendorCostKey = (typeof VENDOR_COST_KEYS)[number];

const VENDOR_COST_KEY_SET: ReadonlySet<string> = new Set(VENDOR_COST_KEYS);

/** Whether a field name is one of the vendor-cost keys. */
export function isVendorCostKey(key: string): key is VendorCostKey {
  return VENDOR_COST_KEY_SET.has(key);
}

/** A value as a buyer may see it: the same shape, with every vendor-cost key removed at any depth. */
export type BuyerView<T> =
  T extends readonly (infer U)[] ? BuyerView<U>[]
    : T extends Date ? T
      : T extends object ? { [K in keyof T as K extends VendorCostKey ? never : K]: BuyerView<T[K]> }
        : T;

/** A plain object of any realm (a structuredClone's copy is one of the outer realm's): its prototype is a root or none. */
const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
};

/**
 * A copy of `value` without any vendor-cost key, at any depth (arrays and plain objects are
 * walked; other values are kept as they are). Never mutates its input.
 */
export function withoutVendorCosts<T>(value: T): BuyerView<T> {
  return strip(value) as BuyerView<T>;
}

function strip(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(strip);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (!isVendorCostKey(key)) out[key] = strip(child);
  }
  return out;
}

/**
 * Where vendor-cost keys occur in a JSON-like value, as paths (`items[0].rates.defaultRates.vendorRate`);
 * empty when the value is fit for a buyer.
 */
export function vendorCostPaths(value: unknown, at = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((child, i) => vendorCostPaths(child, `${at}[${i}]`));
  return Object.entries(value).flatMap(([key, child]) => {
    const path = at ? `${at}.${key}` : key;
    return isVendorCostKey(key) ? [path, ...vendorCostPaths(child, path)] : vendorCostPaths(child, path);
  });
}
