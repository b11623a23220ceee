/**
 * Time spent (SPEC.md section 7): an event at each 10-second step of visible time from 10 to
 * 120 s. Its own module, so the browser tracker on the first route takes only this.
 */

/** Seconds of visible time at which a time-spent event is sent: 10, 20, …, 120. */
export const TIME_SPENT_STEPS: readonly number[] = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120];

/**
 * The time-spent steps that fall due when visible time grows from `sentUpTo` seconds (the
 * last step already sent, 0 at first) to `visibleSeconds`: every step in (sentUpTo, visibleSeconds].
 * Only visible time may be passed in; hidden time never counts.
 */
export function dueTimeSteps(sentUpTo: number, visibleSeconds: number): number[] {
  return TIME_SPENT_STEPS.filter((step) => step > sentUpTo && step <= visibleSeconds);
}
