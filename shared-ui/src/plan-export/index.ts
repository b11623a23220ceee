/**
 * `shared-ui/plan-export`: a media plan (a bag's or a saved campaign's) as XLSX and PDF files,
 * rendered from shared-domain's one table (`mediaPlanRows`), so both files, the bag and the
 * campaign show the same figures; the buttons and the download hook both remotes use. exceljs
 * and jsPDF load only inside `mediaPlanXlsx` / `mediaPlanPdf` (lazy chunks), when someone asks
 * for a file.
 */
export { mediaPlanXlsx, XLSX_MIME } from './xlsx';
export { mediaPlanPdf, PDF_MIME, type MediaPlanPdfOptions } from './pdf';
export type { PlanFormat } from './files';
export { fetchBillTo, billToOf } from './bill-to';
export { usePlanDownload, PLAN_DOWNLOAD_FAILED, type PlanFile } from './use-plan-download';
export { PlanExportButtons } from './plan-export-buttons';
