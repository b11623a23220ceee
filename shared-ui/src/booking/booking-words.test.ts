import { daysInRange, formatDayTime, fullDayRange, ORDER_STATUS_LABELS, unitsText } from './index';

describe('the booking words every screen shares', () => {
  it('says a moment as India reads it, day and 24-hour time', () => {
    expect(formatDayTime('2027-03-02T08:30:00.000Z')).toBe('2 Mar, 14:00');
    expect(formatDayTime('2027-03-02T19:00:00.000Z')).toBe('3 Mar, 00:30');
    expect(formatDayTime('not a time')).toBe('not a time');
  });
  it('says a booked range in full, units and an order status', () => {
    expect(fullDayRange('2026-03-02', '2026-03-31')).toBe('2 Mar 2026 – 31 Mar 2026');
    expect(fullDayRange('2026-03-02', '2026-03-02')).toBe('2 Mar 2026');
    expect(unitsText(1)).toBe('1 unit');
    expect(unitsText(1200)).toBe('1,200 units');
    expect(ORDER_STATUS_LABELS['awaiting-signatures']).toBe('Awaiting signatures');
  });
  it('counts the days of a range as shared-domain does', () => {
    expect(daysInRange('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysInRange('2026-03-02', '2026-03-01')).toBe(0);
  });
});
