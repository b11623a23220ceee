import styled from 'styled-components';
import { color } from 'shared-ui';
import { EmptyState } from 'shared-ui/states';
import { Button, Card, Muted, SectionTitle } from '../../ui/primitives';
import { optionTitle } from '../media-options/media-option-figures';
import type { Bookings } from './use-bookings';
import { canRequestAgain, holdText, lineStateText, type LineBooking } from './line-bookings';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 8px 16px;
    padding: 10px 0;
    border-bottom: 1px solid ${color.line};
    overflow-wrap: anywhere;
  }
  li > div {
    min-width: 0;
    flex: 1 1 240px;
  }
  p {
    margin: 2px 0 0;
  }
`;

const Hold = styled.p`
  color: ${color.muted};
`;

/** Each plan line with its booking state and, for the owner or staff, "Request booking" when nothing is pending for it. */
export function PlanLineList({ lines, bookings, canRequest, now }: { lines: LineBooking[]; bookings: Bookings; canRequest: boolean; now: Date }) {
  const { request } = bookings;
  return (
    <Card aria-labelledby="booking-lines-title">
      <SectionTitle id="booking-lines-title">Plan lines</SectionTitle>
      <Muted>Ask each line’s seller to confirm it. Where the seller keeps availability, the units are held for you until they answer.</Muted>
      {lines.length === 0 ? (
        <EmptyState>This campaign has no media options to book yet.</EmptyState>
      ) : (
        <Lines aria-label="Plan lines and their booking state">
          {lines.map((b) => {
            const title = optionTitle(b.line);
            const name = title.option ? `${title.media}, ${title.option}` : title.media;
            const held = holdText(b.hold, now);
            return (
              <li key={b.line._id}>
                <div>
                  <strong>{name}</strong>
                  <p>{lineStateText(b, now)}</p>
                  {held ? <Hold>{held}</Hold> : null}
                </div>
                {canRequest && canRequestAgain(b, now) ? (
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={`Request booking: ${name}`}
                    aria-disabled={request.pending || undefined}
                    onClick={() => void request.run(b.line._id)}
                  >
                    Request booking
                  </Button>
                ) : null}
              </li>
            );
          })}
        </Lines>
      )}
    </Card>
  );
}
