import { useEffect, useRef } from 'react';
import { bus, type DomainEventType, type EventOf } from 'shared-domain';

/** Calls `handler` for each `type` event on the shared bus while mounted. */
export function useBusEvent<T extends DomainEventType>(type: T, handler: (event: EventOf<T>) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const sub = bus.on(type).subscribe((e) => latest.current(e));
    return () => sub.unsubscribe();
  }, [type]);
}
