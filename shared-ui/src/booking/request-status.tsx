import styled from 'styled-components';
import type { BookingRequest, BookingRequestStatus } from 'shared-domain/booking';
import { color } from 'shared-ui';

const dayTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata',
});

/** An ISO time as India reads it, day and 24-hour time: "1 Mar, 10:00"; an unreadable one as it came. */
export function formatDayTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) => dayTime.formatToParts(d).find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}, ${part('hour')}:${part('minute')}`;
}

const past = (iso: string | null | undefined, now: Date) => !!iso && new Date(iso).getTime() <= now.getTime();

/**
 * The status the buyer reads now: a request still waiting for the seller past its respond-by, or a
 * counter-offer past the buyer's deadline, reads as expired (the server decides the same when read;
 * this keeps a page left open honest).
 */
export function effectiveRequestStatus(request: Pick<BookingRequest, 'status' | 'respondBy' | 'counter'>, now: Date): BookingRequestStatus {
  if ((request.status === 'sent' || request.status === 'viewed') && past(request.respondBy, now)) return 'expired';
  if (request.status === 'countered' && past(request.counter?.respondBy, now)) return 'expired';
  return request.status;
}

const LABELS: Record<BookingRequestStatus, string> = {
  sent: 'Sent',
  viewed: 'Viewed by the seller',
  accepted: 'Accepted',
  declined: 'Declined',
  countered: 'Counter-offer',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** A request status in words ("Viewed by the seller", "Counter-offer"). */
export function requestStatusLabel(status: BookingRequestStatus): string {
  return LABELS[status];
}

/**
 * The request's times in one line: "Sent 1 Mar, 10:00 · Viewed 1 Mar, 11:20 · Answered 1 Mar, 12:05",
 * then "Expired 3 Mar, 10:00" when no answer came in time, or the deadline still running.
 */
export function requestTimeline(request: BookingRequest, now: Date): string {
  const parts = [`Sent ${formatDayTime(request.sentAt)}`];
  if (request.viewedAt) parts.push(`Viewed ${formatDayTime(request.viewedAt)}`);
  if (request.answeredAt) parts.push(`Answered ${formatDayTime(request.answeredAt)}`);
  if (request.buyerAnsweredAt) parts.push(`Buyer answered ${formatDayTime(request.buyerAnsweredAt)}`);
  const status = effectiveRequestStatus(request, now);
  if (status === 'expired') {
    const deadline = request.status === 'countered' ? request.counter?.respondBy : request.respondBy;
    parts.push(deadline ? `Expired ${formatDayTime(deadline)}` : 'Expired');
  } else if (status === 'sent' || status === 'viewed') {
    parts.push(`Answer due by ${formatDayTime(request.respondBy)}`);
  } else if (status === 'countered' && request.counter) {
    parts.push(`Buyer's answer due by ${formatDayTime(request.counter.respondBy)}`);
  } else if (status === 'cancelled') {
    parts.push('Cancelled');
  }
  return parts.join(' · ');
}

const Line = styled.p`
  margin: 0 0 8px;
  overflow-wrap: anywhere;
`;

const Times = styled.span`
  color: ${color.muted};
`;

/** A request's status and times: "Viewed by the seller — Sent 1 Mar, 10:00 · Viewed 1 Mar, 11:20 · Answer due by 3 Mar, 10:00", and a decline's reason. */
export function RequestStatus({ request, now }: { request: BookingRequest; now: Date }) {
  const status = effectiveRequestStatus(request, now);
  return (
    <>
      <Line>
        <strong>{requestStatusLabel(status)}</strong> <Times>— {requestTimeline(request, now)}</Times>
      </Line>
      {status === 'declined' && request.declineReason ? <Line>Reason: {request.declineReason}</Line> : null}
    </>
  );
}
