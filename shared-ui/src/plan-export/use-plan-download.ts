import { useCallback, useRef, useState } from 'react';
import type { EventBus } from 'shared-domain';
import type { MediaPlanInput } from 'shared-domain/plan-export';
import { saveBlob } from '../download/save-blob';
import { mediaPlanFile, type PlanFormat } from './files';

/** What a download needs, asked for when someone clicks: the plan's lines and facts, and the file's name. */
export type PlanFile = { input: MediaPlanInput; fileName: (format: PlanFormat) => string };

/** Said in a snackbar when a plan file could not be made. */
export const PLAN_DOWNLOAD_FAILED = 'Could not create the media plan. Please try again.';

/**
 * Downloads a media plan (a bag's or a campaign's) as XLSX or PDF: `prepare` gives the plan
 * when someone asks for a file, the file is made in the browser (exceljs and jsPDF load
 * then, in their own lazy chunks) and saved under its name. `downloading` is the format being
 * prepared; a failure is said in a snackbar on `bus`, and nothing is saved.
 */
export function usePlanDownload(prepare: () => Promise<PlanFile> | PlanFile, bus: Pick<EventBus, 'publish'>) {
  const [downloading, setDownloading] = useState<PlanFormat | null>(null);
  const busy = useRef(false);
  const download = useCallback(async (format: PlanFormat) => {
    if (busy.current) return;
    busy.current = true;
    setDownloading(format);
    try {
      const file = await prepare();
      saveBlob(await mediaPlanFile(format, file.input), file.fileName(format));
    } catch {
      bus.publish({ type: 'snackbar/shown', message: PLAN_DOWNLOAD_FAILED, tone: 'error' });
    } finally {
      busy.current = false;
      setDownloading(null);
    }
  }, [prepare, bus]);
  return { downloading, download };
}
