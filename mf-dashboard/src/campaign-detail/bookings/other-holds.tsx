import { holdStatusAt, type BookingHold } from 'shared-domain/booking';
import { formatDayTime, fullDayRange, heldUntilText, unitsText } from 'shared-ui/booking';
import { RowList } from '../../ui/row-list';
import { Card, SectionTitle } from '../../ui/primitives';

const STATUS: Record<BookingHold['status'], string> = { active: 'Held', confirmed: 'Confirmed', released: 'Released', expired: 'Expired' };

/** A hold's state now: an active one past its expiry has lapsed even before the server marks it. */
function holdState(hold: BookingHold, now: Date): string {
  const status = holdStatusAt(hold.status, hold.expiresAt, now);
  if (hold.status === 'active' && hold.expiresAt) return status === 'expired' ? `Expired ${formatDayTime(hold.expiresAt)}` : heldUntilText(hold.expiresAt);
  return STATUS[status];
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
              · {fullDayRange(h.from, h.to)} · {unitsText(h.units)}
            </span>
            <span>{holdState(h, now)}</span>
          </li>
        ))}
      </RowList>
    </Card>
  );
}
