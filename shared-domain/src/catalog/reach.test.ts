import {
  airportReach, cinemaReach, cpm, estimateReach, optionReach, printReach, radioReach, reachInputsOf,
  type ReachOption,
} from './reach';

const units = (...pairs: [string, number][]) => pairs.map(([name, value]) => ({ name, value }));

describe('reach formulas (SPEC.md section 9)', () => {
  it('airport: 0.8 × average flight seats × units × 6, else monthly passengers', () => {
    expect(airportReach({ avgFlightSeats: 180, units: 2 })).toBe(1728); // 0.8 × 180 × 2 × 6
    expect(airportReach({ avgFlightSeats: 180, units: 2, monthlyPassengers: 6_000_000 })).toBe(1728);
    expect(airportReach({ monthlyPassengers: 6_000_000 })).toBe(6_000_000);
    expect(airportReach({ avgFlightSeats: 180, monthlyPassengers: 900_000 })).toBe(900_000);
    expect(airportReach({})).toBeNull();
    expect(estimateReach('airport', { avgFlightSeats: 150, units: 1 })).toEqual({ kind: 'estimate', reach: 720, basis: '0.8 × average flight seats × units × 6' });
    expect(estimateReach('airport', { monthlyPassengers: 2_500_000 })).toEqual({ kind: 'estimate', reach: 2_500_000, basis: 'Monthly passengers' });
    expect(estimateReach('airport', {}).kind).toBe('none');
  });

  it('cinema: 1820 × seats / 100', () => {
    expect(cinemaReach(1200)).toBe(21_840);
    expect(cinemaReach(333)).toBe(6061); // 6060.6 rounds to a whole person
    expect(estimateReach('cinema', { seats: 1200 })).toMatchObject({ kind: 'estimate', reach: 21_840 });
    expect(estimateReach('cinema', {})).toEqual({ kind: 'none', reason: 'Seats not reported' });
  });

  it('magazine and newspaper: 3 × circulation', () => {
    expect(printReach(843_000)).toBe(2_529_000);
    expect(estimateReach('newspaper', { circulation: 843_000 })).toEqual({ kind: 'estimate', reach: 2_529_000, basis: '3 × circulation' });
    expect(estimateReach('magazine', { circulation: 100_000 })).toMatchObject({ reach: 300_000 });
    expect(estimateReach('magazine', { circulation: 0 }).kind).toBe('none');
  });

  it('radio: weekly listenership / 7, then × 0.7 / 60 a prime spot or × 0.3 / 72 any other, × spots', () => {
    // 2,100,000 a week = 300,000 a day; prime spot 300,000 × 0.7 / 60 = 3,500; non-prime 1,250.
    expect(radioReach(2_100_000, 'prime', 1)).toBe(3500);
    expect(radioReach(2_100_000, 'non-prime', 1)).toBe(1250);
    expect(radioReach(2_100_000, 'prime', 42)).toBe(147_000);
    expect(estimateReach('radio', { weeklyListenership: 2_100_000, radioBand: 'prime', spots: 42 })).toMatchObject({ kind: 'estimate', reach: 147_000 });
    // No band known: the lower, non-prime figure.
    expect(estimateReach('radio', { weeklyListenership: 2_100_000, spots: 2 })).toMatchObject({ reach: 2500 });
    expect(estimateReach('radio', { weeklyListenership: 2_100_000 })).toEqual({ kind: 'none', reason: 'Not sold by spots' });
    expect(estimateReach('radio', { spots: 4 }).kind).toBe('none');
  });

  it('outdoor and nontraditional (BTL): N/A', () => {
    expect(estimateReach('outdoor', { circulation: 5, impressions: 5 })).toEqual({ kind: 'none', reason: 'No reach estimate for outdoor and BTL media' });
    expect(estimateReach('nontraditional', { impressions: 5 }).kind).toBe('none');
  });

  it('digital, television and influencer marketing: reported impressions', () => {
    for (const category of ['digital', 'television', 'influencer-marketing']) {
      expect(estimateReach(category, { impressions: 500_000 })).toEqual({ kind: 'estimate', reach: 500_000, basis: 'Reported impressions' });
      expect(estimateReach(category, {})).toEqual({ kind: 'none', reason: 'Impressions not reported' });
    }
  });

  it('sports marketing and unknown categories have no formula', () => {
    expect(estimateReach('sports-marketing', { impressions: 10 }).kind).toBe('none');
    expect(estimateReach('nowhere', {}).kind).toBe('none');
  });

  it('CPM = spend / impressions × 1000, to the paisa', () => {
    expect(cpm(208_000, 2_529_000)).toBe(82.25);
    expect(cpm(100_000, 500_000)).toBe(200);
    expect(cpm(1, 3)).toBe(333.33);
    expect(cpm(0, 1000)).toBe(0);
    expect(cpm(1000, 0)).toBeNull();
    expect(cpm(Number.NaN, 1000)).toBeNull();
  });
});

describe('reachInputsOf', () => {
  it('reads the figures from attributes, accepting numeric strings', () => {
    const inputs = reachInputsOf(
      { circulation: { value: '8,43,000' }, seats: { value: 1200 }, weeklyListenership: { value: 0 }, monthlyPassengers: { value: 'n/a' } },
      { pricingUnits: units(['Insertions', 2]) },
    );
    expect(inputs).toMatchObject({ circulation: 843_000, seats: 1200, units: 2 });
    expect(inputs.weeklyListenership).toBeUndefined();
    expect(inputs.monthlyPassengers).toBeUndefined();
  });

  it('counts radio spots from spot and mention units, times the days', () => {
    expect(reachInputsOf({}, { pricingUnits: units(['Spots per Day', 6], ['Days', 7]) }).spots).toBe(42);
    expect(reachInputsOf({}, { pricingUnits: units(['Mentions', 5]) }).spots).toBe(5);
    expect(reachInputsOf({}, { pricingUnits: units(['Weeks', 1]) }).spots).toBeUndefined();
    // A unit switched off takes no part.
    expect(reachInputsOf({}, { pricingUnits: [{ name: 'Spots per Day', value: 6 }, { name: 'Days', value: 7, inUse: false }] }).spots).toBe(6);
  });

  it('takes the radio band from the Time Band unit, else the option name', () => {
    const band = (o: ReachOption) => reachInputsOf({}, o).radioBand;
    const timeBand = (value: string) => ({ variablePricingUnits: [{ name: 'Time Band', type: 'select' as const, values: ['Prime', 'Mid-prime', 'Non-prime'], defaultValue: 'Prime', value }] });
    expect(band(timeBand('Prime'))).toBe('prime');
    expect(band(timeBand('Mid-prime'))).toBe('non-prime');
    expect(band(timeBand('Non-prime'))).toBe('non-prime');
    expect(band({ name: '10 sec spot – Prime Time' })).toBe('prime');
    expect(band({ name: 'Show Sponsorship – Morning Drive' })).toBe('prime');
    expect(band({ name: '10 sec spot – Non-Prime Time' })).toBe('non-prime');
    expect(band({ name: 'Custom spot' })).toBe('non-prime');
  });

  it("finds impressions on the option, in an \"Impressions ('000)\" unit, or in the attributes", () => {
    expect(reachInputsOf({}, { impressions: 1_200_000 }).impressions).toBe(1_200_000);
    expect(reachInputsOf({}, { pricingUnits: units(["Impressions ('000)", 500]) }).impressions).toBe(500_000);
    expect(reachInputsOf({}, { pricingUnits: units(['Impressions', 500]) }).impressions).toBe(500);
    expect(reachInputsOf({ impressions: { value: 90_000 } }, {}).impressions).toBe(90_000);
    expect(reachInputsOf({}, {}).impressions).toBeUndefined();
  });
});

describe('optionReach', () => {
  it('gives reach and CPM for an option, or N/A with no CPM', () => {
    const display = { name: 'Display', pricingUnits: units(['Insertions', 1]) };
    expect(optionReach('newspaper', { circulation: { value: 843_000 } }, display, 208_000)).toEqual({
      reach: { kind: 'estimate', reach: 2_529_000, basis: '3 × circulation' },
      cpm: 82.25,
    });
    // A CPM-sold digital option costs its CPM rate per thousand.
    const banner = { name: 'Banner – CPM', pricingUnits: units(["Impressions ('000)", 500]) };
    expect(optionReach('digital', {}, banner, 500 * 240).cpm).toBe(240);
    expect(optionReach('outdoor', {}, { name: 'Hoarding' }, 100_000)).toEqual({
      reach: { kind: 'none', reason: 'No reach estimate for outdoor and BTL media' },
      cpm: null,
    });
  });

  it('never mutates its inputs', () => {
    const option = Object.freeze({ name: 'x', pricingUnits: Object.freeze([Object.freeze({ name: 'Spots per Day', value: 6 })]) });
    const attributes = Object.freeze({ weeklyListenership: Object.freeze({ value: 700_000 }) });
    expect(() => optionReach('radio', attributes, option, 1000)).not.toThrow();
  });
});
