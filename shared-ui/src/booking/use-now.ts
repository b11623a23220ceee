import { useEffect, useState } from 'react';

/** The time now, again every minute (or `everyMs`): holds and deadlines lapse and count down while a page stays open. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
