import styled from 'styled-components';
import type { AvailabilityState } from 'shared-domain/booking';
import { color } from 'shared-ui';
import { availabilityText } from './booking-text';
import type { AvailabilityEntry } from './use-availability';

/**
 * The badge's place: one line high before anything is known (a server render, no script), so
 * the card does not move when the badge arrives. Read out politely when it changes.
 */
const Slot = styled.p`
  display: flex;
  align-items: center;
  min-height: 1.75rem;
  margin: 0 0 8px;
  font-size: 0.875rem;
`;

const TONES: Record<AvailabilityState, { ink: string; surface: string }> = {
  available: { ink: color.success, surface: color.successSurface },
  few: { ink: color.warning, surface: color.warningSurface },
  booked: { ink: color.danger, surface: color.dangerSurface },
  'on-request': { ink: color.ink, surface: color.canvas },
};

const Pill = styled.span<{ $state: AvailabilityState }>`
  display: inline-block;
  padding: 2px 10px;
  /* Round on one line, still tidy when a long "Booked · next free …" wraps on a phone. */
  border-radius: 12px;
  font-weight: 600;
  color: ${(p) => TONES[p.$state].ink};
  background: ${(p) => TONES[p.$state].surface};
  border: 1px solid ${(p) => TONES[p.$state].ink};
  overflow-wrap: anywhere;
`;

const Quiet = styled.span`
  color: ${color.muted};
`;

/**
 * An option's availability for the chosen days: "Available", "2 left", "Booked · next free
 * 3–9 Apr", "On request"; "Checking availability…" while it is read; nothing at all before
 * it is asked (`entry` undefined). `label` names the option for screen readers.
 */
export function AvailabilityBadge({ entry, label }: { entry: AvailabilityEntry | undefined; label?: string }) {
  return (
    <Slot aria-live="polite" data-testid="availability-badge">
      {entry?.status === 'loading' ? <Quiet>Checking availability…</Quiet> : null}
      {entry?.status === 'error' ? <Quiet>{entry.message}</Quiet> : null}
      {entry?.status === 'ready' ? (
        <Pill $state={entry.availability.summary.state} aria-label={label ? `${label}: ${availabilityText(entry.availability.summary)}` : undefined}>
          {availabilityText(entry.availability.summary)}
        </Pill>
      ) : null}
    </Slot>
  );
}
