import { useLocation } from 'react-router-dom';
import { color } from 'shared-ui';
import { formatDayTime, unitsText } from 'shared-ui/booking';
import { Facts } from 'shared-ui/states';
import { formatRate, formatRupees } from 'shared-domain';
import { REQUEST_STATUS_LABELS, type BookingRequest, type BookingRequestStatus } from 'shared-domain/booking';
import { ToneChip } from '../shared/seller-ui';
import { answerBy, canAnswer, dayRange } from './booking-format';

/** Where the booking pages live: under `/seller` for a seller, under `/staff` for staff (the marketplace's own catalogue). */
export function useBookingBase(): '/seller' | '/staff' {
  return useLocation().pathname.startsWith('/staff/') ? '/staff' : '/seller';
}

const STATUS_TONES: Record<BookingRequestStatus, string> = {
  sent: color.warning,
  viewed: color.warning,
  accepted: color.success,
  declined: color.danger,
  countered: color.accent,
  expired: color.muted,
  cancelled: color.muted,
};

/** A request's status in the inbox: a dot in its colour and shared-domain's words ("Countered"). */
export function RequestStatusChip({ status }: { status: BookingRequestStatus }) {
  return <ToneChip $tone={STATUS_TONES[status]} data-status={status}>{REQUEST_STATUS_LABELS[status]}</ToneChip>;
}

/** The buyer as the seller reads them: "Asha Rao, Acme Foods". */
export const buyerText = (request: Pick<BookingRequest, 'buyer'>): string =>
  [request.buyer.name, request.buyer.company].filter((s) => s && s.trim()).join(', ');

/** The inbox's line of times: the deadline counting down, when viewed, when answered. */
export function RequestTimes({ request, now }: { request: BookingRequest; now: Date }) {
  const parts = [
    canAnswer(request, now) ? answerBy(request.respondBy, now) : null,
    request.viewedAt ? `Viewed ${formatDayTime(request.viewedAt)}` : 'Not viewed yet',
    request.answeredAt ? `Answered ${formatDayTime(request.answeredAt)}` : null,
  ];
  return <>{parts.filter(Boolean).join(' · ')}</>;
}

/** What a request asks: buyer, option, dates, units, rate and the amounts. */
export function RequestFacts({ request }: { request: BookingRequest }) {
  const a = request.amounts;
  return (
    <Facts>
      <dt>Buyer</dt>
      <dd>{buyerText(request)}</dd>
      <dt>Option</dt>
      <dd>{request.optionName} — {request.mediaName}{request.city ? `, ${request.city}` : ''}</dd>
      <dt>Dates</dt>
      <dd>{dayRange(request.from, request.to)}</dd>
      <dt>Units</dt>
      <dd>{unitsText(request.units)}</dd>
      <dt>Rate</dt>
      <dd>{formatRate(request.rate)} {a.unitLabel}</dd>
      <dt>Amount</dt>
      <dd>{formatRupees(a.subTotal)} + GST {a.gstPercent}% {formatRupees(a.gst)} = {formatRupees(a.total)}</dd>
      <dt>Sent</dt>
      <dd>{formatDayTime(request.sentAt)}</dd>
    </Facts>
  );
}

