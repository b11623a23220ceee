/**
 * The bag's availability and holds (issue 37): every dated line's availability (one GET
 * /availability per range of days), the buyer's holds (GET /holds once signed in, matched to
 * lines by `bagItemId`), and placing or releasing a hold from a line.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { holdTakesUnits, type BookingHold } from 'shared-domain/booking';
import { useAvailability, type AvailabilityEntry } from 'shared-ui/booking';
import { useAuthToken, useBagConfig } from '../config/bag-config';
import { listHolds, placeHold, releaseHold, type HoldAsk, type HoldOutcome } from './holds-api';
import { lineDates, type BagDates, type DatedLine } from './line-dates';

export type BagHoldsValue = {
  guest: boolean;
  bag: BagDates;
  availability(optionId: string, from: string, to: string): AvailabilityEntry | undefined;
  /** The line's live hold (active and not past its expiry, or confirmed), the newest first. */
  holdOf(lineId: string): BookingHold | undefined;
  place(ask: HoldAsk): Promise<HoldOutcome>;
  release(holdId: string): Promise<string | null>;
  signIn(): void;
};

const BagHoldsContext = createContext<BagHoldsValue | null>(null);
/** setTimeout's longest wait (about 24.8 days); a later expiry is waited for in steps. */
const MAX_TIMER_MS = 2_147_483_647;

/** A hold that still keeps its units: confirmed, or active until its expiry (shared-domain's `holdTakesUnits`, as the server reads it). */
export function isLive(hold: BookingHold, now: Date = new Date()): boolean {
  return holdTakesUnits(hold.status, hold.expiresAt, now);
}

export function BagHolds({ lines, bag, guest, onSignIn, children }: {
  lines: readonly DatedLine[]; bag: BagDates; guest: boolean; onSignIn(): void; children: ReactNode;
}) {
  const { api } = useBagConfig();
  const token = useAuthToken();
  const [holds, setHolds] = useState<BookingHold[]>([]);

  useEffect(() => {
    setHolds([]);
    if (!token || guest) return undefined;
    let live = true;
    // Without them the lines still offer "Hold"; the server refuses a second hold on the same days.
    listHolds(api.serviceB).then((list) => { if (live) setHolds(list); }, () => undefined);
    return () => { live = false; };
  }, [api, token, guest]);

  const asks = useMemo(() => lines.flatMap((l) => {
    const dates = lineDates(l, bag);
    return dates ? [{ optionId: l._mediaOption, ...dates }] : [];
  }), [lines, bag]);
  const { entry, reload } = useAvailability(asks);

  // An active hold lapses at its expiry without anyone acting: the line shows "Hold" again then, and the units free.
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    const now = Date.now();
    const next = Math.min(...holds.filter((h) => h.status === 'active' && h.expiresAt).map((h) => Date.parse(h.expiresAt!)).filter((t) => t > now));
    if (!Number.isFinite(next)) return undefined;
    const timer = setTimeout(() => { setClock(Date.now()); reload(); }, Math.min(next - now + 500, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [holds, clock, reload]);

  const place = useCallback(async (ask: HoldAsk) => {
    const outcome = await placeHold(api.serviceB, ask);
    if (outcome.kind === 'held') {
      setHolds((old) => [outcome.hold, ...old.filter((h) => h._id !== outcome.hold._id)]);
      reload();
    }
    if (outcome.kind === 'taken') reload();
    return outcome;
  }, [api, reload]);

  const release = useCallback(async (holdId: string) => {
    const refused = await releaseHold(api.serviceB, holdId);
    if (!refused) {
      setHolds((old) => old.filter((h) => h._id !== holdId));
      reload();
    }
    return refused;
  }, [api, reload]);

  const value = useMemo<BagHoldsValue>(() => ({
    guest,
    bag,
    availability: (optionId, from, to) => entry({ optionId, from, to }),
    holdOf: (lineId) => holds.filter((h) => h.bagItemId === lineId && isLive(h, new Date(Math.max(clock, Date.now())))).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0],
    place,
    release,
    signIn: onSignIn,
  }), [guest, bag, entry, holds, place, release, onSignIn, clock]);

  return <BagHoldsContext.Provider value={value}>{children}</BagHoldsContext.Provider>;
}

/** The bag's holds, or null outside BagHolds (a line shown elsewhere offers no hold). */
export function useBagHolds(): BagHoldsValue | null {
  return useContext(BagHoldsContext);
}
