import { useCallback, useEffect, useMemo, useState } from 'react';
import type { OptionAvailability } from 'shared-domain/booking';
import { ApiError } from 'shared-domain';
import { useRuntime } from 'shared-ui';
import { fetchAvailability } from './availability-api';

/** One option over one range of days. */
export type AvailabilityAsk = { optionId: string; from: string; to: string };

/** Where one ask stands: being read, read, or not readable (with the reason). */
export type AvailabilityEntry =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; availability: OptionAvailability };

const askKey = (a: AvailabilityAsk) => `${a.optionId}|${a.from}|${a.to}`;

/** What the buyer is told when availability cannot be read. */
export const AVAILABILITY_ERROR = 'Availability could not be checked.';

/**
 * Availability for every ask, read in the browser with one GET /availability per range of days
 * (the asks of one range share a call). Kept answers stay on screen while a reload runs;
 * `reload()` reads them all again (after a hold changed them). Nothing is read before the
 * component is in a browser (a server render shows no badge).
 */
export function useAvailability(asks: readonly AvailabilityAsk[]): { entry(ask: AvailabilityAsk): AvailabilityEntry | undefined; reload(): void } {
  const { api } = useRuntime();
  const signature = useMemo(() => [...new Set(asks.map(askKey))].join(','), [asks]);
  const [entries, setEntries] = useState<ReadonlyMap<string, AvailabilityEntry>>(new Map());
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!signature) return undefined;
    let live = true;
    const groups = new Map<string, { from: string; to: string; ids: string[] }>();
    for (const key of signature.split(',')) {
      const [optionId = '', from = '', to = ''] = key.split('|');
      const group = groups.get(`${from}|${to}`) ?? { from, to, ids: [] };
      group.ids.push(optionId);
      groups.set(`${from}|${to}`, group);
    }
    setEntries((old) => {
      const next = new Map(old);
      for (const key of signature.split(',')) if (next.get(key)?.status !== 'ready') next.set(key, { status: 'loading' });
      return next;
    });
    for (const { from, to, ids } of groups.values()) {
      fetchAvailability(api.serviceB, ids, from, to).then(
        (list) => {
          if (!live) return;
          setEntries((old) => {
            const next = new Map(old);
            for (const id of ids) {
              const found = list.find((a) => a.optionId === id);
              next.set(askKey({ optionId: id, from, to }), found ? { status: 'ready', availability: found } : { status: 'error', message: AVAILABILITY_ERROR });
            }
            return next;
          });
        },
        (err: unknown) => {
          if (!live) return;
          const message = err instanceof ApiError && err.status === 400 ? err.message : AVAILABILITY_ERROR;
          setEntries((old) => {
            const next = new Map(old);
            for (const id of ids) next.set(askKey({ optionId: id, from, to }), { status: 'error', message });
            return next;
          });
        },
      );
    }
    return () => { live = false; };
  }, [api, signature, round]);

  const entry = useCallback((ask: AvailabilityAsk) => entries.get(askKey(ask)), [entries]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { entry, reload };
}
