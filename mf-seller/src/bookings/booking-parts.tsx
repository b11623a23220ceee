import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { color } from 'shared-ui';
import { Facts } from 'shared-ui/states';
import { formatRate, formatRupees } from 'shared-domain';
import { formatCount } from 'shared-domain/input';
import type { BookingRequest, BookingRequestStatus } from 'shared-domain/booking';
import { formatWhen } from '../shared/seller-format';
import { answerBy, canAnswer, dayRange, REQUEST_STATUS_LABELS } from './booking-format';

/** Where the booking pages live: under `/seller` for a seller, under `/staff` for staff (the marketplace's own catalogue). */
export function useBookingBase(): '/seller' | '/staff' {
  return useLocation().pathname.startsWith('/staff/') ? '/staff' : '/seller';
}

/** The time now, again every minute, so deadlines count down on screen. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
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

const Chip = styled.span<{ $tone: string }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border: 1px solid ${color.line};
  border-radius: 999px;
  background: ${color.surface};
  color: ${color.ink};
  font-size: 0.8125rem;
  font-weight: 600;
  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${(p) => p.$tone};
  }
`;

/** A request's status: a dot in its colour and its words ("Countered — waiting for the buyer"). */
export function RequestStatus({ status }: { status: BookingRequestStatus }) {
  return <Chip $tone={STATUS_TONES[status]} data-status={status}>{REQUEST_STATUS_LABELS[status]}</Chip>;
}

const units = (n: number) => `${formatCount(n)} ${n === 1 ? 'unit' : 'units'}`;

/** The buyer as the seller reads them: "Asha Rao, Acme Foods". */
export const buyerText = (request: Pick<BookingRequest, 'buyer'>): string =>
  [request.buyer.name, request.buyer.company].filter((s) => s && s.trim()).join(', ');

/** The deadline, the viewed time and the answer time, in one line. */
export function RequestTimes({ request, now }: { request: BookingRequest; now: Date }) {
  const parts = [
    canAnswer(request, now) ? answerBy(request.respondBy, now) : null,
    request.viewedAt ? `Viewed ${formatWhen(request.viewedAt)}` : 'Not viewed yet',
    request.answeredAt ? `Answered ${formatWhen(request.answeredAt)}` : null,
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
      <dd>{units(request.units)}</dd>
      <dt>Rate</dt>
      <dd>{formatRate(request.rate)} {a.unitLabel}</dd>
      <dt>Amount</dt>
      <dd>{formatRupees(a.subTotal)} + GST {a.gstPercent}% {formatRupees(a.gst)} = {formatRupees(a.total)}</dd>
      <dt>Sent</dt>
      <dd>{formatWhen(request.sentAt)}</dd>
    </Facts>
  );
}

export { units as unitsText };
