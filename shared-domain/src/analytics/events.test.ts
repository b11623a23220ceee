import fc from 'fast-check';
import { REMOTE_NAMES } from '../remotes/remote-list';
import { checkEventBatch, MAX_EVENTS_PER_BATCH } from './events';
import { dueTimeSteps, TIME_SPENT_STEPS } from './steps';

const now = new Date('2025-04-01T08:00:00.000Z');
const base = { at: '2025-04-01T07:59:00.000Z', sessionId: 'abcdef123456', path: '/newspaper' };

describe('checkEventBatch', () => {
  it('accepts each kind of event and keeps the visit tags', () => {
    const res = checkEventBatch([
      { ...base, type: 'pageview', referrer: 'https://www.google.com/', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'diwali' },
      { ...base, type: 'click', label: '  Add to bag ' },
      { ...base, type: 'time_spent', seconds: 120 },
      { ...base, type: 'action', name: 'lead', utm_source: '' },
      { ...base, type: 'remote_error', remote: 'mf_bag', release: '1.3.0' },
      { ...base, type: 'remote_error', remote: 'mf_catalog' },
      { ...base, type: 'pageview', viewId: 'view-0001' },
      { ...base, type: 'remote_error', remote: 'mf_catalog', release: '2.0.0', viewId: 'view-0001' },
    ], now);
    expect(res).toEqual({
      ok: true,
      events: [
        { ...base, type: 'pageview', referrer: 'https://www.google.com/', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'diwali' },
        { ...base, type: 'click', label: 'Add to bag' },
        { ...base, type: 'time_spent', seconds: 120 },
        { ...base, type: 'action', name: 'lead' },
        { ...base, type: 'remote_error', remote: 'mf_bag', release: '1.3.0' },
        { ...base, type: 'remote_error', remote: 'mf_catalog' },
        { ...base, type: 'pageview', viewId: 'view-0001' },
        { ...base, type: 'remote_error', remote: 'mf_catalog', release: '2.0.0', viewId: 'view-0001' },
      ],
    });
  });

  it.each([
    [{ ...base, type: 'visit' }, 'events[1].type must be one of pageview, click, time_spent, action, remote_error'],
    [{ ...base, type: 'time_spent', seconds: 15 }, 'events[1].seconds must be one of 10, 20, …, 120'],
    [{ ...base, type: 'time_spent', seconds: '10' }, 'events[1].seconds must be one of 10, 20, …, 120'],
    [{ ...base, type: 'action', name: 'buy' }, 'events[1].name must be one of add_to_bag, save_campaign, lead'],
    [{ ...base, type: 'click', label: 'x'.repeat(81) }, 'events[1].label is too long (at most 80 characters)'],
    [{ ...base, type: 'click' }, 'events[1].label is required and must be text'],
    [{ ...base, type: 'click', label: ' ' }, 'events[1].label must not be empty'],
    [{ ...base, type: 'pageview', path: 'newspaper' }, 'events[1].path must be a path starting with "/", without spaces, query or hash'],
    [{ ...base, type: 'pageview', path: '/a?email=x@y.in' }, 'events[1].path must be a path starting with "/", without spaces, query or hash'],
    [{ ...base, type: 'pageview', sessionId: 'short' }, 'events[1].sessionId must be 8 to 64 letters, digits, "-" or "_"'],
    [{ ...base, type: 'pageview', email: 'a@b.in' }, 'events[1].email is not a field of a pageview event'],
    [{ ...base, type: 'pageview', at: 'yesterday' }, 'events[1].at must be an ISO-8601 UTC time such as 2025-04-01T08:00:00.000Z'],
    [{ ...base, type: 'pageview', at: '2025-04-01T08:05:01.000Z' }, 'events[1].at is more than 5 minutes in the future'],
    [{ ...base, type: 'pageview', at: '2025-03-31T07:59:59.999Z' }, 'events[1].at is more than 24 hours old'],
    [{ ...base, type: 'pageview', utm_source: 'a\u0000b' }, 'events[1].utm_source must not contain control characters'],
    ['pageview', 'events[1] must be an object'],
    [{ ...base, type: 'remote_error', remote: 'mf_shop' }, `events[1].remote must be one of ${REMOTE_NAMES.join(', ')}`],
    [{ ...base, type: 'remote_error', remote: 'mf_bag', release: '1.0 <script>' }, 'events[1].release must be a release version or built-in'],
    [{ ...base, type: 'remote_error', remote: 'mf_bag', label: 'x' }, 'events[1].label is not a field of a remote_error event'],
    [{ ...base, type: 'remote_error', remote: 'mf_bag', viewId: 'a b' }, 'events[1].viewId must be 8 to 64 letters, digits, "-" or "_"'],
    [{ ...base, type: 'pageview', viewId: 7 }, 'events[1].viewId must be text'],
    [{ ...base, type: 'click', label: 'x', viewId: 'view-0001' }, 'events[1].viewId is not a field of a click event'],
  ])('refuses the whole batch for a bad event (%j)', (bad, message) => {
    expect(checkEventBatch([{ ...base, type: 'pageview' }, bad], now)).toEqual({ ok: false, message });
  });

  it('takes 1 to 50 events', () => {
    const one = { ...base, type: 'pageview' };
    expect(checkEventBatch(Array(MAX_EVENTS_PER_BATCH).fill(one), now).ok).toBe(true);
    expect(checkEventBatch(Array(MAX_EVENTS_PER_BATCH + 1).fill(one), now)).toEqual({ ok: false, message: 'events may hold at most 50 events (got 51)' });
    expect(checkEventBatch([], now)).toEqual({ ok: false, message: 'events must hold at least one event' });
    expect(checkEventBatch({ type: 'pageview' }, now)).toEqual({ ok: false, message: 'events must be a list of events' });
  });

  it('accepts the edges of the time window', () => {
    expect(checkEventBatch([{ ...base, type: 'pageview', at: '2025-04-01T08:05:00.000Z' }], now).ok).toBe(true);
    expect(checkEventBatch([{ ...base, type: 'pageview', at: '2025-03-31T08:00:00.000Z' }], now).ok).toBe(true);
  });

  it('never accepts a batch with any bad event, wherever it sits (property)', () => {
    const good = fc.record({
      type: fc.constant('time_spent'),
      at: fc.constant(base.at),
      sessionId: fc.constant(base.sessionId),
      path: fc.constant('/'),
      seconds: fc.constantFrom(...TIME_SPENT_STEPS),
    });
    fc.assert(fc.property(fc.array(good, { minLength: 1, maxLength: 49 }), fc.nat(), fc.integer({ min: -1000, max: 1000 }), (events, where, seconds) => {
      fc.pre(!TIME_SPENT_STEPS.includes(seconds));
      const index = where % (events.length + 1);
      const batch = [...events.slice(0, index), { ...base, type: 'time_spent', seconds }, ...events.slice(index)];
      expect(checkEventBatch(events, now).ok).toBe(true);
      expect(checkEventBatch(batch, now)).toEqual({ ok: false, message: `events[${index}].seconds must be one of 10, 20, …, 120` });
    }));
  });
});

describe('dueTimeSteps', () => {
  it('gives the steps passed since the last one sent', () => {
    expect(dueTimeSteps(0, 9.9)).toEqual([]);
    expect(dueTimeSteps(0, 10)).toEqual([10]);
    expect(dueTimeSteps(10, 35)).toEqual([20, 30]);
    expect(dueTimeSteps(120, 5000)).toEqual([]);
  });

  it('sends each step exactly once however visible time is sliced (property)', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: 0, max: 40, noNaN: true }), { maxLength: 30 }), (slices) => {
      let visible = 0;
      let sent = 0;
      const out: number[] = [];
      for (const slice of slices) {
        visible += slice;
        const due = dueTimeSteps(sent, visible);
        out.push(...due);
        if (due.length) sent = due[due.length - 1]!;
      }
      expect(out).toEqual(TIME_SPENT_STEPS.filter((s) => s <= visible));
    }));
  });
});
