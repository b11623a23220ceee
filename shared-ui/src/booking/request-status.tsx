import styled from 'styled-components';
import { REQUEST_STATUS_LABELS, requestDeadline, requestStatusAt, type BookingRequest, type BookingRequestStatus } from 'shared-domain/booking';
import { color } from 'shared-ui';
import { formatDayTime } from './booking-text';

/**
 * The status the reader sees now (shared-domain's `requestStatusAt`): a request still waiting
 * for the seller past its respond-by, or a counter-offer past the buyer's deadline, reads as
 * expired, as the server decides when read; this keeps a page left open honest.
 */
export function effectiveRequestStatus(request: Pick<BookingRequest, 'status' | 'respondBy' | 'counter'>, now: Date): BookingRequestStatus {
  return requestStatusAt(request, now);
}

/** A request status in words, as shared-domain names it ("Viewed", "Countered"). */
export function requestStatusLabel(status: BookingRequestStatus): string {
  return REQUEST_STATUS_LABELS[status];
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
    parts.push(`Expired ${formatDayTime(requestDeadline(request) ?? request.respondBy)}`);
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

/** A request's status and times: "Viewed — Sent 1 Mar, 10:00 · Viewed 1 Mar, 11:20 · Answer due by 3 Mar, 10:00", and a decline's reason. */
export function RequestStatus({ request, now }: { request: BookingRequest; now: Date }) {
  const status = effectiveRequestStatus(request, now);
  return (
    <>
      <Line>
        <strong data-status={status}>{requestStatusLabel(status)}</strong> <Times>— {requestTimeline(request, now)}</Times>
      </Line>
      {status === 'declined' && request.declineReason ? <Line>Reason: {request.declineReason}</Line> : null}
    </>
  );
}
