import { useState } from 'react';
import type { BagMediaOption } from 'shared-domain';
import type { PricedBag } from 'shared-domain/pricing';
import { bagClients, useBagConfig } from '../../config/bag-config';
import type { BagDoc } from './bag-doc';

/** A media plan file's kind. */
export type PlanFormat = 'xlsx' | 'pdf';

/**
 * Downloads the bag as a media plan (the exporter is its own chunk): which format is being
 * prepared, and `download`. A failure is said in a snackbar.
 */
export function useMediaPlanDownload(doc: BagDoc, priced: PricedBag<BagMediaOption>, guest: boolean) {
  const config = useBagConfig();
  const [downloading, setDownloading] = useState<PlanFormat | null>(null);
  const download = async (kind: PlanFormat) => {
    setDownloading(kind);
    try {
      const exporter = await import(/* webpackChunkName: "media-plan" */ '../../export');
      // A signed-in user's plan is billed to their agency details (the account page).
      const billTo = guest ? null : await exporter.fetchBillTo(bagClients(config).serviceA);
      const input = { name: doc.name, startDate: doc.startDate, endDate: doc.endDate, priced, billTo };
      const blob = kind === 'xlsx' ? await exporter.mediaPlanXlsx(input) : await exporter.mediaPlanPdf(input);
      exporter.downloadBlob(blob, exporter.mediaPlanFileName(doc.name, kind));
    } catch {
      config.bus.publish({ type: 'snackbar/shown', message: 'Could not create the media plan. Please try again.', tone: 'error' });
    } finally {
      setDownloading(null);
    }
  };
  return { downloading, download };
}
