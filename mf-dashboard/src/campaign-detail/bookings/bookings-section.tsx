import { useViewer } from '../../app/use-viewer';
import { errorText } from '../../app/error-text';
import type { CampaignDetail } from '../../api/campaigns.api';
import { ActionError } from '../../ui/dialog';
import { ErrorState, LoadingState } from 'shared-ui/states';
import { useNow } from 'shared-ui/booking';
import { AuditTrail } from './audit-trail';
import { lineBookings } from './line-bookings';
import { OrderList } from './order-list';
import { OtherHolds } from './other-holds';
import { PlanLineList } from './plan-line-list';
import { RequestList } from './request-list';
import { useBookings } from './use-bookings';

/**
 * The campaign's "Bookings" tab: each plan line's booking state with "Request booking", the
 * requests sent to sellers (status and times, counter-offers to answer), the insertion orders
 * to download and sign, and the audit trail. The owner and staff act; others read.
 */
export function BookingsSection({ campaign, canAct }: { campaign: CampaignDetail; canAct: boolean }) {
  const bookings = useBookings(campaign._id);
  const viewer = useViewer();
  const now = useNow();
  const { resource, data } = bookings;
  if (!data) {
    if (resource.status === 'error') return <ErrorState title="Could not load the bookings" message={errorText(resource.error)} onRetry={bookings.reload} />;
    return <LoadingState label="Loading the bookings…" />;
  }
  const lineIds = new Set(campaign.mediaOptions.map((l) => l._id));
  return (
    <>
      <ActionError error={bookings.request.error} />
      <PlanLineList lines={lineBookings(campaign.mediaOptions, data)} bookings={bookings} canRequest={canAct} now={now} />
      <OtherHolds holds={data.holds.filter((h) => !h.lineId || !lineIds.has(h.lineId))} now={now} />
      <RequestList bookings={bookings} canAnswer={canAct} now={now} />
      <OrderList bookings={bookings} viewerId={viewer?._id ?? null} />
      <AuditTrail events={data.events} />
    </>
  );
}
