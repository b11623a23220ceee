import styled from 'styled-components';
import type { BookingEvent } from 'shared-domain/booking';
import { color } from 'shared-ui';
import { formatDayTime } from 'shared-ui/booking';
import { Card, SectionTitle } from '../../ui/primitives';

const Trail = styled.ol`
  margin: 0;
  padding-left: 20px;
  overflow-wrap: anywhere;
  li {
    margin-bottom: 6px;
  }
  time {
    color: ${color.muted};
  }
`;

/** Everything done with the campaign's bookings, oldest first, each a dated sentence. */
export function AuditTrail({ events }: { events: readonly BookingEvent[] }) {
  if (events.length === 0) return null;
  const ordered = [...events].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Card aria-labelledby="booking-trail-title">
      <SectionTitle id="booking-trail-title">Audit trail</SectionTitle>
      <Trail aria-labelledby="booking-trail-title">
        {ordered.map((e) => (
          <li key={e._id}>
            <time dateTime={e.at}>{formatDayTime(e.at)}</time>: {e.summary}
          </li>
        ))}
      </Trail>
    </Card>
  );
}
