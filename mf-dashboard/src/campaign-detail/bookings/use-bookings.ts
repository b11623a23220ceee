import { useCallback } from 'react';
import type { SignatureSide } from 'shared-domain/booking';
import { saveBlob } from 'shared-ui/download';
import { useLatestData } from 'shared-ui/states';
import { useAction } from '../../app/use-action';
import { useDashboardServices } from '../../app/dashboard-services';
import { useResource } from '../../app/use-resource';
import { fetchInsertionOrderPdf, signInsertionOrder, withdrawOrderSignature } from 'shared-ui/booking';
import { answerCounter, fetchCampaignBookings, requestBooking } from './bookings.api';

/**
 * The campaign's bookings (GET /campaigns/{id}/bookings) and the buyer's actions on them; after
 * each write the bookings load again, so states, orders and the audit trail are the server's.
 */
export function useBookings(campaignId: string) {
  const { campaignApi } = useDashboardServices();
  const [resource, reload] = useResource(`campaign-bookings:${campaignId}`, () => fetchCampaignBookings(campaignApi, campaignId));
  const data = useLatestData(resource);
  const after = useCallback(<R,>(p: Promise<R>) => p.then((r) => { reload(); return r; }), [reload]);

  const request = useAction((lineId: string) => after(requestBooking(campaignApi, campaignId, lineId)), {
    success: ({ hold }) => (hold ? 'Booking request sent. The units are held for you until the seller answers.' : 'Booking request sent to the seller.'),
    failure: 'Could not send the booking request',
  });
  const counter = useAction((requestId: string, accept: boolean) => after(answerCounter(campaignApi, requestId, accept)), {
    success: (_r) => 'Your answer to the counter-offer is sent.',
    failure: 'Could not answer the counter-offer',
  });
  const sign = useAction((orderId: string, side: SignatureSide, name: string) => after(signInsertionOrder(campaignApi, orderId, side, name)), {
    success: 'You signed the insertion order.',
    failure: 'Could not sign the order',
  });
  const withdraw = useAction((orderId: string, signatureId: string) => after(withdrawOrderSignature(campaignApi, orderId, signatureId)), {
    success: 'Your signature is withdrawn.',
    failure: 'Could not withdraw the signature',
  });
  const download = useAction(async (orderId: string, number: string) => saveBlob(await fetchInsertionOrderPdf(campaignApi, orderId), `${number}.pdf`), {
    failure: 'Could not download the order',
  });
  return { resource, data, reload, request, counter, sign, withdraw, download };
}

export type Bookings = ReturnType<typeof useBookings>;
