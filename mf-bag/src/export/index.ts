/**
 * Download the bag as a media plan (XLSX and PDF) with the figures the screen shows. The
 * table (`mediaPlanRows`) is built once from `priceBag`'s answer and both formats render it;
 * exceljs and jsPDF are loaded only inside `mediaPlanXlsx` / `mediaPlanPdf` (lazy chunks).
 */
export type {
  MediaPlanInput, MediaPlanTable, MediaPlanColumn, MediaPlanColumnKey, MediaPlanColumnKind, MediaPlanCell,
  MediaPlanLine, MediaPlanTotal, MediaPlanTotalKey, MediaPlanMeta, BillTo,
} from './types';
export { mediaPlanRows, MEDIA_PLAN_COLUMNS, formatMoney, formatRate, formatPercent, unitsText } from './rows';
export { mediaPlanXlsx, XLSX_MIME } from './xlsx';
export { mediaPlanPdf, PDF_MIME, type MediaPlanPdfOptions } from './pdf';
export { downloadBlob, mediaPlanFileName } from './download';
export { fetchBillTo, billToOf } from './bill-to';
