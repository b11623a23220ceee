import { useMemo } from 'react';
import { withMakeGoodDays, type LedgerDay, type ScheduledDay } from 'shared-domain/proof';
import { useLatestData } from 'shared-ui/states';
import { useDashboardServices } from '../../app/dashboard-services';
import { useResource } from '../../app/use-resource';
import { fetchDelivery } from '../delivery/delivery.api';

/** What the delivery ledger says of one line, for its schedule on the Media options tab. */
export type LineDelivery = {
  /** The days accepted make-goods added (at no charge). */
  makeGoodDays: ScheduledDay[];
  /** Each ledger day by date: what its checked proofs cover. */
  days: ReadonlyMap<string, LedgerDay>;
};

const NONE: ReadonlyMap<string, LineDelivery> = new Map();

/**
 * Each line's delivery (by line id), read from the delivery ledger, so the schedules on the Media
 * options tab show the checked proof of each day and the make-good days. The ledger's own tab
 * ("Proof & delivery") says when it cannot be read; here the schedule then shows its own entries only.
 */
export function useLineDelivery(campaignId: string): ReadonlyMap<string, LineDelivery> {
  const { campaignApi } = useDashboardServices();
  const [resource] = useResource(`campaign-line-delivery:${campaignId}`, () => fetchDelivery(campaignApi, campaignId));
  const ledger = useLatestData(resource);
  return useMemo(() => {
    if (!ledger) return NONE;
    return new Map(ledger.lines.map((line) => [line.lineId, {
      makeGoodDays: withMakeGoodDays([], line.makeGoods),
      days: new Map(line.days.map((d) => [d.day, d])),
    }]));
  }, [ledger]);
}
