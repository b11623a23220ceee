/**
 * `shared-domain/plan-export`: a media plan as one table (`mediaPlanRows`), built from priced
 * lines – a bag's (`priceBag`'s answer) or a saved campaign's (`campaignPlanLines`) – and the
 * plan file's name. Pure; shared-ui/plan-export renders the table as XLSX and PDF.
 */
export type {
  MediaPlanInput, MediaPlanTable, MediaPlanColumn, MediaPlanColumnKey, MediaPlanColumnKind, MediaPlanCell,
  MediaPlanLine, MediaPlanTotal, MediaPlanTotalKey, MediaPlanMeta, MediaPlanSourceLine, BillTo,
} from './types';
export {
  mediaPlanRows, MEDIA_PLAN_COLUMNS, formatMoney, formatRate, formatPercent, unitsText, billToMeta, formatPlanDate, formatGeneratedAt,
} from './rows';
export { campaignPlanLines, type StoredPlanLine } from './campaign-lines';
export { mediaPlanFileName, planFileDay, type MediaPlanFileNameParts } from './file-name';
