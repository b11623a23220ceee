/**
 * `shared-domain/pricing`: the pricing engine of PRICING.md. Pure functions; the bag UI,
 * the server and the campaign service all call these, so a price shown is the price saved.
 */
export { round, round2, round3, roundTo, roundRate } from './rounding';
export { DEFAULT_PRICING_CONFIG } from './types';
export type {
  PricingConfig, PricedOption, RateSet, BagTotals, PricingUnitKind, DistinctPricingUnit, PricedBag,
} from './types';
export { resolveVariableUnits, resolveEnabledValues, enabledValuesFor } from './enabled-values';
export { discountAmount, statedMinimumBilling } from './amounts';
export type { StatedMinimum } from './amounts';
export { priceOption, pricingConfig, unitRate } from './price-option';
export {
  priceBag, splitByLargestRemainder, bulkDiscountAmount, applyDiscountShare, sumTotals, distinctPricingUnits,
} from './price-bag';
export { applyBulkEdit, resetOption, cloneOption, randomObjectId } from './edits';
export type { BulkEdit, BulkEditValues } from './edits';
export {
  BagEditError, setUnitValue, replaceUnits, checkedBulkEdit, checkDiscount, checkDate, dayOf,
  checkLineAmounts, setLineTerms, setBagTerms, checkBagName, SCREEN_LABELS,
} from './bag-edits';
export type { UnitKindParam, SubmittedUnit, LineTerms, BagTerms, TermLabels, RateAuthority } from './bag-edits';
export { repairLine, repairDiscount, repairPricedOption, repriceOption, repriceWithBulkDiscount } from './repair';
export {
  REFUSAL_REASON_MAX, rateAuthorityOf, hasRateRequest, acceptRateRequest, refuseRateRequest, checkRefusalReason, formatDiscount, describeRateRequest,
} from './rate-requests';
export { VENDOR_COST_KEYS, isVendorCostKey, withoutVendorCosts, vendorCostPaths } from './buyer-view';
export type { VendorCostKey, BuyerView } from './buyer-view';
// What people may type (bounds, text rules): the bag's editors read them from here.
export * from '../input/index';
export { CAMPAIGN_NAME_MAX } from '../campaign/campaign-name';
export { campaignNameFor, typedBagName, type CampaignNameSource } from '../campaign/campaign-default-name';
export { newBagLine, initialVariableUnit } from './bag-line';
export type { BagLineMedia } from './bag-line';
export { lineBreakdown, lineDiscount, breakdownTotals, minimumBillingBasis } from './breakdown';
export type { BreakdownInput, LineBreakdown, BreakdownTotals, CountedUnit, MinimumBillingBasis } from './breakdown';
