/** The two file formats of a media plan (their libraries load on the first download). */
import type { MediaPlanInput } from 'shared-domain/plan-export';
import { mediaPlanPdf } from './pdf';
import { mediaPlanXlsx } from './xlsx';

/** A media plan file's format. */
export type PlanFormat = 'xlsx' | 'pdf';

/** The plan as a file of `format`. */
export const mediaPlanFile = (format: PlanFormat, input: MediaPlanInput): Promise<Blob> =>
  format === 'xlsx' ? mediaPlanXlsx(input) : mediaPlanPdf(input);
