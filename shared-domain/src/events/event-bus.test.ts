import { take, toArray, firstValueFrom } from 'rxjs';
import { createEventBus } from './event-bus';

describe('event bus', () => {
  it('delivers only the events of the asked type', async () => {
    const bus = createEventBus();
    const counts = firstValueFrom(bus.on('bag/count-changed').pipe(take(2), toArray()));
    bus.publish({ type: 'auth/signed-out' });
    bus.publish({ type: 'bag/count-changed', count: 1 });
    bus.publish({ type: 'search/submitted', query: 'x' });
    bus.publish({ type: 'bag/count-changed', count: 2 });
    expect((await counts).map((e) => e.count)).toEqual([1, 2]);
  });

  it('keeps separate buses apart', () => {
    const a = createEventBus();
    const b = createEventBus();
    const seen: string[] = [];
    b.events$.subscribe((e) => seen.push(e.type));
    a.publish({ type: 'auth/signed-out' });
    expect(seen).toEqual([]);
  });
});
