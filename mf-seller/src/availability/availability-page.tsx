import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useRuntime } from 'shared-ui';
import { usePageMeta, usePageResource, Lead, Page, PageTitle } from 'shared-ui/runtime';
import { ErrorState, LoadingState } from 'shared-ui/states';
import { ApiError } from 'shared-domain';
import { indiaDay } from 'shared-domain/campaign';
import { formatDate, pageTitle } from 'shared-domain/format';
import type { OptionAvailability } from 'shared-domain/booking';
import { problemText } from '../shared/seller-format';
import { AppLink, Note, Panel } from '../shared/seller-ui';
import { fetchAvailability } from '../bookings/booking-api';
import { useBookingBase } from '../bookings/booking-parts';
import { BulkEdit, HoldHours, type BulkDraft } from './availability-forms';
import { addMonths, monthOf, monthRange } from './calendar-dates';
import { MonthCalendar } from './month-calendar';
import { SitePlace } from './site-place';

/** The option's name a link brought along (`state.optionName`), else none. */
function useOptionName(): string | null {
  const state: unknown = useLocation().state;
  const name = (state as { optionName?: unknown } | null)?.optionName;
  return typeof name === 'string' && name.trim() ? name : null;
}

function Summary({ availability }: { availability: OptionAvailability }) {
  if (!availability.keptUntil) {
    return <Note>You keep no availability for this option yet: buyers see “On request”. Set units for a range of days below.</Note>;
  }
  return <Note>Availability is kept until {formatDate(availability.keptUntil)}. Days after it show as “On request”.</Note>;
}

/**
 * `/seller/availability/:optionId` (and `/staff/availability/:optionId` for the marketplace's
 * own options): a month calendar of units, held and booked per day, the bulk edit by date
 * range, the hold time and, for outdoor, airport and cinema options, the site's location.
 */
export function AvailabilityPage() {
  usePageMeta(pageTitle('Availability'), undefined, 'noindex');
  const api = useRuntime().api.serviceB;
  const base = useBookingBase();
  const { optionId = '' } = useParams();
  const optionName = useOptionName();
  const today = indiaDay(new Date());
  const [month, setMonth] = useState(monthOf(today));
  const [focused, setFocused] = useState(today);
  const [draft, setDraft] = useState<BulkDraft>({ from: '', to: '', units: '', weekdays: Array.from({ length: 7 }, () => true), clear: false });
  const [holdHours, setHoldHours] = useState<number | null>(null);
  const range = monthRange(month);
  const [loaded, retry] = usePageResource(`availability:${optionId}:${month}`, () => fetchAvailability(api, optionId, range.from, range.to), { forbidden: 'page' });

  const stepMonth = (step: number) => {
    const next = addMonths(month, step);
    setMonth(next);
    if (monthOf(focused) !== next) setFocused(`${next}-01`);
  };
  // A first pick starts a range of one day; a later day picked next ends it; any other pick starts again.
  const pick = (day: string) => setDraft((d) => (d.from && d.to === d.from && day > d.from ? { ...d, to: day } : { ...d, from: day, to: day }));

  const days = loaded.status === 'success' ? loaded.data.days : null;
  let state;
  if (loaded.status === 'success') state = <Summary availability={loaded.data} />;
  else if (loaded.status === 'error') {
    const missing = loaded.error instanceof ApiError && loaded.error.status === 404;
    state = <ErrorState title={missing ? 'This option is not live' : 'Could not load the availability'}
      message={missing ? 'Availability is kept for options buyers can see. Publish the listing first.' : problemText(loaded.error)} onRetry={retry} />;
  } else state = <LoadingState label="Loading the availability…" />;
  // The grid stays while a month loads, so keyboard focus survives a move into the next month.
  const calendar = (
    <>
      {state}
      {loaded.status === 'error' ? null : (
        <MonthCalendar month={month} days={days} focused={monthOf(focused) === month ? focused : range.from}
          selected={draft.from && draft.to ? { from: draft.from, to: draft.to } : null}
          onFocusDay={setFocused} onPick={pick} onMonth={stepMonth} />
      )}
    </>
  );
  const hours = holdHours ?? (loaded.status === 'success' ? loaded.data.holdHours : null);
  return (
    <Page>
      <PageTitle>Availability</PageTitle>
      <Lead>{optionName ?? `Option ${optionId}`}</Lead>
      <p>{base === '/staff' ? <AppLink to="/staff/bookings">Booking requests</AppLink> : <AppLink to="/seller">Back to the seller studio</AppLink>}</p>
      <Panel aria-labelledby="calendar">
        <h2 id="calendar">Units, held and booked by day</h2>
        {calendar}
      </Panel>
      <Panel aria-labelledby="bulk-edit">
        <BulkEdit optionId={optionId} draft={draft} onDraft={setDraft} onSaved={() => retry()} />
      </Panel>
      {hours !== null ? (
        <Panel aria-labelledby="hold-time">
          <HoldHours key={optionId} optionId={optionId} holdHours={hours} onSaved={setHoldHours} />
        </Panel>
      ) : null}
      <SitePlace key={optionId} optionId={optionId} />
    </Page>
  );
}
