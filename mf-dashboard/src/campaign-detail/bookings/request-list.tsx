import styled from 'styled-components';
import { holdStatusAt, type BookingCounter, type BookingRequest } from 'shared-domain/booking';
import { color } from 'shared-ui';
import { effectiveRequestStatus, formatDayTime, fullDayRange, RequestStatus, unitsText } from 'shared-ui/booking';
import { Facts } from 'shared-ui/states';
import { formatRupeesExact } from '../../app/format';
import { ActionError } from '../../ui/dialog';
import { Actions, Button, Card, SectionTitle, SubTitle } from '../../ui/primitives';
import type { Bookings } from './use-bookings';

const Item = styled.article`
  border-top: 1px solid ${color.line};
  padding: 12px 0;
  overflow-wrap: anywhere;
`;

const Offer = styled.div`
  border-left: 3px solid ${color.primary};
  padding: 4px 0 4px 12px;
  margin: 8px 0;
  p {
    margin: 0 0 6px;
  }
`;

const dates = fullDayRange;

/** A counter-offer's terms beside the request's: only what the seller changed. */
export function counterTerms(request: BookingRequest, counter: BookingCounter): string[] {
  const terms: string[] = [];
  if (counter.rate !== undefined) terms.push(`Rate ${formatRupeesExact(counter.rate)} ${request.amounts.unitLabel} (you asked ${formatRupeesExact(request.rate)})`);
  if (counter.from !== undefined || counter.to !== undefined) {
    terms.push(`Dates ${dates(counter.from ?? request.from, counter.to ?? request.to)} (you asked ${dates(request.from, request.to)})`);
  }
  if (counter.units !== undefined) terms.push(`${unitsText(counter.units)} (you asked ${unitsText(request.units)})`);
  return terms;
}

function CounterOffer({ request, counter, bookings, canAnswer }: { request: BookingRequest; counter: BookingCounter; bookings: Bookings; canAnswer: boolean }) {
  const answer = bookings.counter;
  return (
    <Offer role="group" aria-label={`Counter-offer from ${request.sellerName}`}>
      <p>
        <strong>Counter-offer from {request.sellerName}</strong>
      </p>
      <ul>
        {counterTerms(request, counter).map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      {counter.note ? <p>Note: {counter.note}</p> : null}
      <p>Answer by {formatDayTime(counter.respondBy)}. Accepting books the line on these terms and updates the campaign’s rate.</p>
      {canAnswer ? (
        <Actions>
          <Button type="button" aria-disabled={answer.pending || undefined} onClick={() => void answer.run(request._id, true)}>
            Accept counter-offer
          </Button>
          <Button type="button" $variant="outline" aria-disabled={answer.pending || undefined} onClick={() => void answer.run(request._id, false)}>
            Decline
          </Button>
        </Actions>
      ) : null}
    </Offer>
  );
}

/** Every request sent to a seller for this campaign, newest first, with its status and times and a counter-offer to answer. */
export function RequestList({ bookings, canAnswer, now }: { bookings: Bookings; canAnswer: boolean; now: Date }) {
  const requests = [...(bookings.data?.requests ?? [])].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  if (requests.length === 0) return null;
  return (
    <Card aria-labelledby="booking-requests-title">
      <SectionTitle id="booking-requests-title">Requests to sellers</SectionTitle>
      <ActionError error={bookings.counter.error} />
      {requests.map((r) => {
        const hold = r.holdId ? bookings.data?.holds.find((h) => h._id === r.holdId) : undefined;
        const countered = effectiveRequestStatus(r, now) === 'countered' && r.counter;
        return (
          <Item key={r._id} aria-label={`${r.mediaName}, ${r.optionName}`}>
            <SubTitle>
              {r.mediaName}, {r.optionName}
            </SubTitle>
            <RequestStatus request={r} now={now} />
            <Facts>
              <dt>Seller</dt>
              <dd>{r.sellerName}</dd>
              <dt>Dates</dt>
              <dd>{dates(r.from, r.to)}</dd>
              <dt>Units</dt>
              <dd>{unitsText(r.units)}</dd>
              <dt>Rate</dt>
              <dd>
                {formatRupeesExact(r.rate)} {r.amounts.unitLabel}
              </dd>
              <dt>Total with GST</dt>
              <dd>{formatRupeesExact(r.amounts.total)}</dd>
              {hold?.expiresAt && holdStatusAt(hold.status, hold.expiresAt, now) === 'active' ? (
                <>
                  <dt>Held until</dt>
                  <dd>{formatDayTime(hold.expiresAt)}</dd>
                </>
              ) : null}
            </Facts>
            {countered && r.counter ? <CounterOffer request={r} counter={r.counter} bookings={bookings} canAnswer={canAnswer} /> : null}
          </Item>
        );
      })}
    </Card>
  );
}
