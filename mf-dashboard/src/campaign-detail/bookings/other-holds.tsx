import type { BookingHold } from 'shared-domain/booking';
import { formatDayTime } from 'shared-ui/booking';
import { formatDate } from '../../app/format';
import { RowList } from '../../ui/row-list';
import { Card, SectionTitle } from '../../ui/primitives';

const STATUS: Record<BookingHold['status'], string> = { active: 'Held', confirmed: 'Confirmed', released: 'Released', expired: 'Expired' };

/** A hold's state now: an active one past its expiry has lapsed even before the server marks it. */
function holdState(hold: BookingHold, now: Date): string {
  if (hold.status === 'active' && hold.expiresAt) {
    return new Date(hold.expiresAt).getTime() <= now.getTime() ? `Expired ${formatDayTime(hold.expiresAt)}` : `Held until ${formatDayTime(hold.expiresAt)}`;
  }
  return STATUS[hold.status];
}

/** Holds on the campaign that belong to no line shown here (placed from the bag before the campaign had its lines). */
export function OtherHolds({ holds, now }: { holds: readonly BookingHold[]; now: Date }) {
  if (holds.length === 0) return null;
  return (
    <Card aria-labelledby="booking-holds-title">
      <SectionTitle id="booking-holds-title">Other holds</SectionTitle>
      <RowList aria-labelledby="booking-holds-title">
        {holds.map((h) => (
          <li key={h._id}>
            <span>
              <strong>
                {h.mediaName}, {h.optionName}
              </strong>{' '}
              · {formatDate(h.from)} to {formatDate(h.to)} · {h.units === 1 ? '1 unit' : `${h.units} units`}
            </span>
            <span>{holdState(h, now)}</span>
          </li>
        ))}
      </RowList>
    </Card>
  );
}
