/** Rupee amounts are formatted by shared-domain's one rule. */
export { formatRupees } from 'shared-domain';
