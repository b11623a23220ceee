import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useRuntime } from 'shared-ui';
import { usePageMeta, usePageResource, Page, PageTitle } from 'shared-ui/runtime';
import { EmptyState, ErrorState, Facts } from 'shared-ui/states';
import { DoneNote } from 'shared-ui/forms';
import { formatDayTime, RequestStatus, unitsText, useNow } from 'shared-ui/booking';
import { formatRate } from 'shared-domain';
import { pageTitle } from 'shared-domain/format';
import type { BookingRequest, InsertionOrder } from 'shared-domain/booking';
import { problemText } from '../shared/seller-format';
import { AppLink, Loading, Note, Panel } from '../shared/seller-ui';
import { fetchRequest, markViewed } from './booking-api';
import { canAnswer, dayRange, timeLeft } from './booking-format';
import { RequestFacts, useBookingBase } from './booking-parts';
import { InsertionOrderPanel } from './insertion-order-panel';
import { RequestAnswer } from './request-answer';

/** The counter-offer the buyer is answering. */
function CounterTerms({ request }: { request: BookingRequest }) {
  const c = request.counter;
  if (!c) return null;
  return (
    <Panel aria-labelledby="counter-offer">
      <h2 id="counter-offer">Your counter-offer</h2>
      <Facts>
        {c.rate !== undefined ? <><dt>Rate</dt><dd>{formatRate(c.rate)} {request.amounts.unitLabel}</dd></> : null}
        {c.from || c.to ? <><dt>Dates</dt><dd>{dayRange(c.from ?? request.from, c.to ?? request.to)}</dd></> : null}
        {c.units !== undefined ? <><dt>Units</dt><dd>{unitsText(c.units)}</dd></> : null}
        {c.note ? <><dt>Note</dt><dd>{c.note}</dd></> : null}
        <dt>Buyer answers by</dt>
        <dd>{formatDayTime(c.respondBy)} ({timeLeft(c.respondBy, new Date())})</dd>
      </Facts>
    </Panel>
  );
}

/** What the request says after the seller's answer, and what to do now. */
function Outcome({ request }: { request: BookingRequest }) {
  if (request.status === 'declined') return <Note>You declined this request; the buyer’s hold was released.</Note>;
  if (request.status === 'expired') return <Note>The deadline passed without an answer; the buyer’s hold was released.</Note>;
  if (request.status === 'cancelled') return <Note>The buyer released the hold, so the request was cancelled.</Note>;
  if (request.status === 'accepted') return <DoneNote role="status">Accepted. Sign the insertion order below.</DoneNote>;
  return null;
}

function RequestView({ request, order, onAnswered }: { request: BookingRequest; order: InsertionOrder | null; onAnswered: (r: BookingRequest | null, o?: InsertionOrder) => void }) {
  const base = useBookingBase();
  const now = useNow();
  // Where its proof of execution is uploaded: the studio's page, or for staff the campaign's.
  const proofPath = base === '/seller' ? '/seller/proofs' : request.campaignId ? `/staff/proofs/campaign/${encodeURIComponent(request.campaignId)}` : null;
  return (
    <>
      <RequestStatus request={request} now={now} />
      {canAnswer(request, now) ? <Note>Your answer is due {timeLeft(request.respondBy, now)}.</Note> : null}
      <Panel aria-labelledby="request-facts">
        <h2 id="request-facts">{request.optionName} — {request.mediaName}</h2>
        <RequestFacts request={request} />
        <AppLink to={`${base}/availability/${encodeURIComponent(request.optionId)}`} state={{ optionName: `${request.optionName} — ${request.mediaName}` }}>
          Availability of this option
        </AppLink>
      </Panel>
      <Outcome request={request} />
      {request.status === 'accepted' && proofPath ? <p><AppLink to={proofPath}>Upload proof of execution</AppLink></p> : null}
      {canAnswer(request, now) ? (
        <Panel aria-labelledby="answer">
          <h2 id="answer">Your answer</h2>
          <RequestAnswer request={request} onAnswered={onAnswered} />
        </Panel>
      ) : null}
      {request.status === 'countered' ? <CounterTerms request={request} /> : null}
      {request.orderId ? <InsertionOrderPanel key={request.orderId} orderId={request.orderId} first={order && order._id === request.orderId ? order : null} /> : null}
    </>
  );
}

/**
 * `/seller/bookings/:id` (and `/staff/bookings/:id`): one request. Opening it marks it viewed
 * (once); an open request can be accepted, declined with a reason or countered; an accepted
 * one shows its insertion order to sign.
 */
export function BookingPage() {
  usePageMeta(pageTitle('Booking request'), undefined, 'noindex');
  const api = useRuntime().api.serviceB;
  const base = useBookingBase();
  const { id = '' } = useParams();
  const [loaded, retry] = usePageResource(`booking-request:${id}`, () => fetchRequest(api, id), { forbidden: 'page' });
  const [changed, setChanged] = useState<{ request: BookingRequest; order: InsertionOrder | null } | null>(null);
  const viewed = useRef<string | null>(null);
  const first = loaded.status === 'success' ? loaded.data : null;
  const request = changed?.request ?? first?.request ?? null;
  const order = changed ? changed.order : first?.order ?? null;

  useEffect(() => {
    if (!request || request.status !== 'sent' || viewed.current === request._id) return;
    viewed.current = request._id;
    markViewed(api, request._id).then(
      (answer) => setChanged((c) => (c ? c : { request: answer ?? { ...request, status: 'viewed', viewedAt: new Date().toISOString() }, order: null })),
      () => undefined,
    );
  }, [api, request]);

  const answered = (next: BookingRequest | null, order?: InsertionOrder) => {
    if (next) setChanged({ request: next, order: order ?? null });
    else {
      setChanged(null);
      retry();
    }
  };

  let body;
  if (request) body = <RequestView request={request} order={order} onAnswered={answered} />;
  else if (loaded.status === 'error' && (loaded.error.status === 404 || loaded.error.status === 403)) {
    body = <EmptyState>There is no such request in your inbox. It may belong to another seller.</EmptyState>;
  } else if (loaded.status === 'error') body = <ErrorState title="Could not load the request" message={problemText(loaded.error)} onRetry={retry} />;
  else body = <Loading label="Loading the request…" />;
  return (
    <Page>
      <PageTitle>Booking request</PageTitle>
      <p><AppLink to={`${base}/bookings`}>All booking requests</AppLink></p>
      {body}
    </Page>
  );
}
