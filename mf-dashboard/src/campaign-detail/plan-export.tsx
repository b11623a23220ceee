import { useCallback } from 'react';
import { campaignRunDates } from 'shared-domain/campaign';
import { campaignPlanLines, mediaPlanFileName } from 'shared-domain/plan-export';
import { fetchBillTo, PlanExportButtons, usePlanDownload, type PlanFile } from 'shared-ui/plan-export';
import type { CampaignDetail } from '../api/campaigns.api';
import { useDashboardServices } from '../app/dashboard-services';
import { currentPlanVersion } from './plans/plan-figures';

/**
 * The campaign's media plan as XLSX and PDF: its saved lines with the figures it was priced at
 * (shared-domain `campaignPlanLines`, the same table as the bag's plan), so the file's total
 * is the campaign's total on this page. The file is named after the campaign, its current
 * plan version and the day: "Diwali-Blast-v2-2026-11-29.xlsx". The owner's plan is billed to
 * their agency details; no vendor rate or amount owed to a seller is in it.
 */
export function CampaignPlanExport({ campaign, billToViewer }: { campaign: CampaignDetail; billToViewer: boolean }) {
  const { bus, mainApi } = useDashboardServices();
  const prepare = useCallback(async (): Promise<PlanFile> => {
    const at = new Date();
    const planVersion = currentPlanVersion(campaign.plans);
    const run = campaignRunDates(campaign);
    const billTo = billToViewer ? await fetchBillTo(mainApi) : null;
    return {
      input: {
        name: campaign.name, startDate: run.start, endDate: run.end, lines: campaignPlanLines(campaign.mediaOptions),
        planVersion, billTo, generatedAt: at,
      },
      fileName: (format) => mediaPlanFileName(campaign.name, format, { planVersion, date: at }),
    };
  }, [campaign, billToViewer, mainApi]);
  const { downloading, download } = usePlanDownload(prepare, bus);
  if (campaign.mediaOptions.length === 0) return null;
  return <PlanExportButtons downloading={downloading} onDownload={(format) => void download(format)} variant="secondary" label="Download the campaign's media plan" />;
}
