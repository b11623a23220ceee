/** A bag line's availability for its dates and its hold: "Hold" with a units field, or the hold placed with "Release". */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import type { BookingHold } from 'shared-domain/booking';
import { color } from 'shared-ui';
import { AvailabilityBadge, dayRangeText, heldUntilText, unitsText } from 'shared-ui/booking';
import { SiteLink } from 'shared-ui/runtime';
import { Button, ErrorText, Input } from '../bag/ui/controls';
import type { HoldOutcome } from './holds-api';
import { useBagHolds, type BagHoldsValue } from './bag-holds';
import { lineDates, type DatedLine } from './line-dates';

export const NO_DATES = 'Choose dates to check availability';
export const SIGN_IN_TO_HOLD = 'Sign in to hold this option.';
const MAX_UNITS = 10000;

const Box = styled.section`
  margin: 8px 0 0; padding: 8px 10px; border: 1px solid ${color.line}; border-radius: 8px; font-size: 14px; min-width: 0;
  h4 { margin: 0 0 4px; font-size: 13px; font-weight: 600; color: ${color.muted}; }
`;
const Muted = styled.p`margin: 0; color: ${color.muted};`;
const HoldForm = styled.form`display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-end;`;
const UnitsField = styled.div`display: flex; flex-direction: column; gap: 4px; font-size: 13px; color: ${color.muted};`;
const Held = styled.div`display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center;`;
const Say = styled.p`margin: 6px 0 0; overflow-wrap: anywhere;`;
const Refused = styled(Say)`color: ${color.danger};`;
const VerifyLink = styled(SiteLink)`color: ${color.primary}; font-weight: 600;`;

type Shown = HoldOutcome | { kind: 'units'; message: string } | { kind: 'guest' } | null;

function HeldLine({ hold, title, onReleased, holds, releaseRef }: {
  hold: BookingHold; title: string; onReleased(): void; holds: BagHoldsValue; releaseRef: RefObject<HTMLButtonElement | null>;
}) {
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const what = `${unitsText(hold.units)}, ${dayRangeText(hold.from, hold.to)}`;
  if (hold.status === 'confirmed') return <Say><strong>Booked: the seller confirmed your hold</strong> ({what}).</Say>;
  const release = async () => {
    setBusy(true);
    const why = await holds.release(hold._id);
    setBusy(false);
    setRefused(why);
    if (!why) onReleased();
  };
  return (
    <>
      <Held role="status">
        <span><strong>{hold.expiresAt ? heldUntilText(hold.expiresAt) : 'Held'}</strong> ({what})</span>
        <Button ref={releaseRef} type="button" $size="small" $variant="secondary" disabled={busy} onClick={() => void release()} aria-label={`Release the hold on ${title}`}>
          {busy ? 'Releasing…' : 'Release'}
        </Button>
      </Held>
      {refused && <Refused role="alert">{refused}</Refused>}
    </>
  );
}

/** What the last try said, beside the place it concerns (the units field's error is shown by the field). */
function Outcome({ shown }: { shown: Shown }) {
  if (!shown) return null;
  switch (shown.kind) {
    case 'guest': return <Say role="status">{SIGN_IN_TO_HOLD}</Say>;
    case 'sign-in': return <Say role="status">Your session has ended. {SIGN_IN_TO_HOLD}</Say>;
    case 'phone':
      return <Refused role="alert">{shown.message} <VerifyLink to="/account">Verify your phone on your account page</VerifyLink></Refused>;
    case 'taken':
      return (
        <Refused role="alert">
          {shown.message}{shown.nextFree ? ` Next free: ${dayRangeText(shown.nextFree.from, shown.nextFree.to)}.` : ''}
        </Refused>
      );
    case 'invalid': return shown.field === null ? <Refused role="alert">{shown.message}</Refused> : null;
    case 'error': return <Refused role="alert">{shown.message}</Refused>;
    default: return null;
  }
}

/** The line's availability and hold; nothing outside the bag's BagHolds. */
export function LineBooking({ line, title }: { line: DatedLine; title: string }) {
  const holds = useBagHolds();
  const unitsId = useId();
  const [units, setUnits] = useState('1');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown>(null);
  // Focus follows the action: to "Release" once held, back to "Hold" once released.
  const [moved, setMoved] = useState<{ to: 'release' | 'hold' } | null>(null);
  const holdRef = useRef<HTMLButtonElement>(null);
  const releaseRef = useRef<HTMLButtonElement>(null);
  useEffect(() => { if (moved) (moved.to === 'release' ? releaseRef : holdRef).current?.focus(); }, [moved]);
  if (!holds) return null;
  const dates = lineDates(line, holds.bag);
  const hold = holds.holdOf(line._id);
  // A guest cannot choose dates yet ("Hold" still leads to signing in); a hold placed before the dates were cleared stays shown.
  if (!dates && !holds.guest && !hold) {
    return <Box aria-label={`Availability of ${title}`}><Muted>{NO_DATES}</Muted></Box>;
  }
  const unitsError = shown?.kind === 'units' || (shown?.kind === 'invalid' && shown.field === 'units') ? shown.message : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (holds.guest) { setShown({ kind: 'guest' }); holds.signIn(); return; }
    const n = Number(units);
    if (!Number.isInteger(n) || n < 1 || n > MAX_UNITS) { setShown({ kind: 'units', message: `Units must be a whole number from 1 to ${MAX_UNITS}.` }); return; }
    if (!dates) return;
    if (line._id.startsWith('tmp-')) { setShown({ kind: 'error', message: 'This line is still being saved. Try again in a moment.' }); return; }
    setBusy(true);
    const outcome = await holds.place({ optionId: line._mediaOption, ...dates, units: n, bagItemId: line._id });
    setBusy(false);
    setShown(outcome.kind === 'held' ? null : outcome);
    if (outcome.kind === 'held') setMoved({ to: 'release' });
    if (outcome.kind === 'sign-in') holds.signIn();
  };

  return (
    <Box aria-label={`Availability of ${title}`}>
      {dates ? (
        <>
          <h4>Availability for {dayRangeText(dates.from, dates.to)}</h4>
          {shown?.kind === 'invalid' && (shown.field === 'from' || shown.field === 'to') && <Refused role="alert">{shown.message}</Refused>}
          <AvailabilityBadge entry={holds.availability(line._mediaOption, dates.from, dates.to)} label={`Availability of ${title}`} />
        </>
      ) : <Muted>{NO_DATES}</Muted>}
      {hold ? (
        <HeldLine hold={hold} title={title} holds={holds} releaseRef={releaseRef} onReleased={() => { setShown(null); setMoved({ to: 'hold' }); }} />
      ) : (
        <HoldForm onSubmit={(e) => void submit(e)} noValidate aria-label={`Hold ${title}`}>
          {/* A guest's units would be lost at the sign-in; signed in, the field is there. */}
          {!holds.guest && (
            <UnitsField>
              <label htmlFor={unitsId}>Units to hold</label>
              <Input
                id={unitsId} type="number" inputMode="numeric" min={1} max={MAX_UNITS} step={1} value={units} style={{ width: 96 }}
                aria-invalid={unitsError ? true : undefined} aria-describedby={unitsError ? `${unitsId}-error` : undefined}
                onChange={(e) => { setUnits(e.target.value); if (shown?.kind === 'units') setShown(null); }}
              />
              {unitsError && <ErrorText id={`${unitsId}-error`}>{unitsError}</ErrorText>}
            </UnitsField>
          )}
          <Button ref={holdRef} type="submit" $size="small" disabled={busy} aria-label={`Hold ${title}`}>{busy ? 'Holding…' : 'Hold'}</Button>
        </HoldForm>
      )}
      <Outcome shown={shown} />
    </Box>
  );
}
