import { useState } from 'react';
import styled from 'styled-components';
import { useRuntime } from 'shared-ui';
import { usePageMeta, usePageResource, Lead, Page, PageTitle } from 'shared-ui/runtime';
import { EmptyState, ErrorState, VisuallyHidden } from 'shared-ui/states';
import { SelectField } from 'shared-ui/forms';
import { formatRate, formatRupees } from 'shared-domain';
import { pageTitle } from 'shared-domain/format';
import { REQUEST_STATUS_LABELS, type BookingRequest, type BookingRequestStatus } from 'shared-domain/booking';
import { unitsText, useNow } from 'shared-ui/booking';
import { problemText } from '../shared/seller-format';
import { ActionRow, AppLink, ItemLink, ItemSide, ListingItem, ListingList, Loading, SmallPrint } from '../shared/seller-ui';
import { fetchInbox } from './booking-api';
import { dayRange } from './booking-format';
import { buyerText, RequestStatusChip, RequestTimes, useBookingBase } from './booking-parts';

const Filter = styled.div`
  max-width: 320px;
`;

const FILTERS = Object.keys(REQUEST_STATUS_LABELS) as BookingRequestStatus[];

function RequestItem({ request, base, now }: { request: BookingRequest; base: string; now: Date }) {
  const title = `${request.optionName} — ${request.mediaName}`;
  return (
    <ListingItem>
      <div>
        <h3>{title}</h3>
        <ActionRow as="p">
          <RequestStatusChip status={request.status} />
        </ActionRow>
        <p>{buyerText(request)} · {dayRange(request.from, request.to)} · {unitsText(request.units)}</p>
        <p>{formatRate(request.rate)} {request.amounts.unitLabel} · {formatRupees(request.amounts.total)} with GST</p>
        <SmallPrint><RequestTimes request={request} now={now} /></SmallPrint>
      </div>
      <ItemSide>
        <ItemLink to={`${base}/bookings/${encodeURIComponent(request._id)}`}>
          Open<VisuallyHidden> the request for {title} from {buyerText(request)}</VisuallyHidden>
        </ItemLink>
      </ItemSide>
    </ListingItem>
  );
}

/**
 * `/seller/bookings` (and `/staff/bookings`): the requests buyers sent, newest first, with
 * their status, buyer, dates, units, rate, amounts, deadline and when they were viewed.
 * Staff see the requests for the marketplace's own catalogue (no seller).
 */
export function BookingsPage() {
  usePageMeta(pageTitle('Bookings'), undefined, 'noindex');
  const api = useRuntime().api.serviceB;
  const base = useBookingBase();
  const [status, setStatus] = useState<BookingRequestStatus | ''>('');
  const [inbox, retry] = usePageResource(`booking-inbox:${status}`, () => fetchInbox(api, status || undefined));
  const now = useNow();
  let body;
  if (inbox.status === 'error') body = <ErrorState title="Could not load the booking requests" message={problemText(inbox.error)} onRetry={retry} />;
  else if (inbox.status !== 'success') body = <Loading label="Loading the booking requests…" heights={[120, 120]} />;
  else if (inbox.data.length === 0) {
    body = <EmptyState>{status ? `No requests are ${REQUEST_STATUS_LABELS[status].toLowerCase()}.` : 'No buyer has sent a booking request yet. Requests appear here when a buyer holds one of your options or asks to book a campaign line.'}</EmptyState>;
  } else {
    body = (
      <ListingList aria-label="Booking requests">
        {inbox.data.map((r) => <RequestItem key={r._id} request={r} base={base} now={now} />)}
      </ListingList>
    );
  }
  return (
    <Page>
      <PageTitle>Bookings</PageTitle>
      <Lead>
        {base === '/staff'
          ? 'Requests to book the marketplace’s own media: staff answer them as its seller.'
          : 'Requests from buyers to book your media. Answer each before its deadline: accept, decline with a reason, or offer other terms.'}
      </Lead>
      <p>{base === '/staff' ? <AppLink to="/staff/listings">Listing review</AppLink> : <AppLink to="/seller">Back to the seller studio</AppLink>}</p>
      <Filter>
        <SelectField label="Show" value={status} onChange={(e) => setStatus(e.target.value as BookingRequestStatus | '')}>
          <option value="">All requests</option>
          {FILTERS.map((s) => <option key={s} value={s}>{REQUEST_STATUS_LABELS[s]}</option>)}
        </SelectField>
      </Filter>
      {body}
    </Page>
  );
}
