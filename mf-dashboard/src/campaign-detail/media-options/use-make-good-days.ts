import { useMemo } from 'react';
import { withMakeGoodDays, type ScheduledDay } from 'shared-domain/proof';
import { useLatestData } from 'shared-ui/states';
import { useDashboardServices } from '../../app/dashboard-services';
import { useResource } from '../../app/use-resource';
import { fetchDelivery } from '../delivery/delivery.api';

const NONE: ReadonlyMap<string, ScheduledDay[]> = new Map();

/**
 * The days accepted make-goods added to each line (by line id), read from the delivery ledger,
 * for the schedules on the Media options tab. The ledger's own tab ("Proof & delivery") says
 * when it cannot be read; here the schedule then shows its own entries only.
 */
export function useMakeGoodDays(campaignId: string): ReadonlyMap<string, ScheduledDay[]> {
  const { campaignApi } = useDashboardServices();
  const [resource] = useResource(`campaign-make-good-days:${campaignId}`, () => fetchDelivery(campaignApi, campaignId));
  const ledger = useLatestData(resource);
  return useMemo(() => {
    if (!ledger) return NONE;
    return new Map(ledger.lines.map((line) => [line.lineId, withMakeGoodDays([], line.makeGoods)]));
  }, [ledger]);
}
