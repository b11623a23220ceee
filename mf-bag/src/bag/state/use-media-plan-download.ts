import { useCallback } from 'react';
import type { BagMediaOption } from 'shared-domain';
import { mediaPlanFileName } from 'shared-domain/plan-export';
import type { PricedBag } from 'shared-domain/pricing';
import { fetchBillTo, usePlanDownload, type PlanFile } from 'shared-ui/plan-export';
import { bagClients, useBagConfig } from '../../config/bag-config';
import type { BagDoc } from './bag-doc';

export type { PlanFormat } from 'shared-ui/plan-export';

/**
 * Downloads the bag as a media plan (shared-ui's exporter, its own chunk): which format is
 * being prepared, and `download`. A failure is said in a snackbar.
 */
export function useMediaPlanDownload(doc: BagDoc, priced: PricedBag<BagMediaOption>, guest: boolean) {
  const config = useBagConfig();
  const prepare = useCallback(async (): Promise<PlanFile> => {
    // A signed-in user's plan is billed to their agency details (the account page).
    const billTo = guest ? null : await fetchBillTo(bagClients(config).serviceA);
    return {
      input: { name: doc.name, startDate: doc.startDate, endDate: doc.endDate, lines: priced.options, billTo },
      fileName: (format) => mediaPlanFileName(doc.name, format),
    };
  }, [config, doc.name, doc.startDate, doc.endDate, priced, guest]);
  return usePlanDownload(prepare, config.bus);
}
