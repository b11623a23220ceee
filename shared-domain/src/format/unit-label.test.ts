import { readableUnitLabel } from './unit-label';

describe('readableUnitLabel', () => {
  it.each([
    ['per 10 sec spot', 'per 10-second spot'],
    ['per 10 sec aston', 'per 10-second aston'],
    ['per second of airtime', 'per second of airtime'],
    ['per col cm per day', 'per column cm per day'],
    ['col cm/day', 'per column cm per day'],
    ['per sq cm per insertion', 'per sq cm per insertion'],
    ['per 1,000 impressions', 'per 1,000 impressions'],
    ['10 sec spot', 'per 10-second spot'],
    ['Per Month', 'per Month'],
    ['per 30 secs spot', 'per 30-second spot'],
    ['  per   match ', 'per match'],
  ])('%s → %s', (raw, readable) => {
    expect(readableUnitLabel(raw)).toBe(readable);
  });

  it('is empty without a label', () => {
    expect(readableUnitLabel('')).toBe('');
    expect(readableUnitLabel(null)).toBe('');
    expect(readableUnitLabel(undefined)).toBe('');
  });
});
