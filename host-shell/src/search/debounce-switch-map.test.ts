import { Observable, Subject } from 'rxjs';
import { NOTHING, debounceSwitchMap, fromAbortable } from './debounce-switch-map';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** An inner per value that the test answers by hand. */
function manualInner() {
  const pending = new Map<string, Subject<string>>();
  const started: string[] = [];
  const unsubscribed: string[] = [];
  const project = (v: string) =>
    new Observable<string>((out) => {
      started.push(v);
      const s = new Subject<string>();
      pending.set(v, s);
      const sub = s.subscribe(out);
      return () => {
        unsubscribed.push(v);
        sub.unsubscribe();
      };
    });
  return { project, pending, started, unsubscribed };
}

describe('debounceSwitchMap', () => {
  it('starts the inner only after a quiet period, for the last value', () => {
    const input = new Subject<string>();
    const m = manualInner();
    const seen: string[] = [];
    input.pipe(debounceSwitchMap(500, m.project)).subscribe((v) => seen.push(v));
    input.next('r');
    jest.advanceTimersByTime(300);
    input.next('ra');
    jest.advanceTimersByTime(499);
    expect(m.started).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(m.started).toEqual(['ra']);
    m.pending.get('ra')!.next('answer to ra');
    expect(seen).toEqual(['answer to ra']);
  });

  it('drops the inner of an older value as soon as a new value arrives', () => {
    const input = new Subject<string>();
    const m = manualInner();
    const seen: string[] = [];
    input.pipe(debounceSwitchMap(500, m.project)).subscribe((v) => seen.push(v));
    input.next('radio');
    jest.advanceTimersByTime(500);
    input.next('tv');
    expect(m.unsubscribed).toEqual(['radio']);
    m.pending.get('radio')!.next('stale');
    jest.advanceTimersByTime(500);
    m.pending.get('tv')!.next('fresh');
    expect(seen).toEqual(['fresh']);
  });

  it('completes after the source once the last inner is done, and cleans up on unsubscribe', () => {
    const input = new Subject<string>();
    const m = manualInner();
    let done = false;
    input.pipe(debounceSwitchMap(100, m.project)).subscribe({ complete: () => (done = true) });
    input.next('a');
    input.complete();
    expect(done).toBe(false);
    jest.advanceTimersByTime(100);
    m.pending.get('a')!.complete();
    expect(done).toBe(true);

    const again = new Subject<string>();
    const sub = again.pipe(debounceSwitchMap(100, () => NOTHING)).subscribe();
    again.next('x');
    sub.unsubscribe();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('takes an inner that completes at once (cleared text) without throwing, and keeps working after it', () => {
    const input = new Subject<string>();
    const m = manualInner();
    const seen: string[] = [];
    let done = false;
    input.pipe(debounceSwitchMap(500, (v: string) => (v ? m.project(v) : NOTHING))).subscribe({ next: (v) => seen.push(v), complete: () => (done = true) });
    input.next('radio');
    jest.advanceTimersByTime(500);
    input.next('');
    expect(m.unsubscribed).toEqual(['radio']);
    expect(() => jest.advanceTimersByTime(500)).not.toThrow();
    input.next('tv');
    jest.advanceTimersByTime(500);
    m.pending.get('tv')!.next('answer to tv');
    expect(seen).toEqual(['answer to tv']);
    m.pending.get('tv')!.complete();
    input.next('');
    input.complete();
    expect(done).toBe(false);
    jest.advanceTimersByTime(500);
    expect(done).toBe(true);
  });

  it('passes an inner error on', () => {
    const input = new Subject<string>();
    const errors: unknown[] = [];
    input.pipe(debounceSwitchMap(10, () => new Observable<string>((o) => o.error('boom')))).subscribe({ error: (e) => errors.push(e) });
    input.next('a');
    jest.advanceTimersByTime(10);
    expect(errors).toEqual(['boom']);
  });
});

describe('fromAbortable', () => {
  it('emits the resolved value and aborts when unsubscribed early', async () => {
    const values: number[] = [];
    fromAbortable(async () => 42).subscribe((v) => values.push(v));
    await Promise.resolve();
    expect(values).toEqual([42]);

    let signal: AbortSignal | undefined;
    const sub = fromAbortable((s) => {
      signal = s;
      return new Promise<number>(() => undefined);
    }).subscribe();
    expect(signal!.aborted).toBe(false);
    sub.unsubscribe();
    expect(signal!.aborted).toBe(true);
  });
});
