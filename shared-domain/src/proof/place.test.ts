import { checkSitePlace, INDIA_BOUNDS, roundCoordinate, sitePlaceProblems } from './place';

const ASK_LAT = "Give the site's latitude in India as a number, such as 19.0760";
const ASK_LNG = "Give the site's longitude in India as a number, such as 72.8777";

describe('sitePlaceProblems', () => {
  it('takes a place in India', () => {
    expect(sitePlaceProblems({ lat: 19.076, lng: 72.8777 })).toBeNull();
    // The corners of the box are inside it.
    expect(sitePlaceProblems({ lat: INDIA_BOUNDS.lat.min, lng: INDIA_BOUNDS.lng.min })).toBeNull();
    expect(sitePlaceProblems({ lat: 37.5, lng: 97.5 })).toBeNull();
    // Port Blair and Itanagar.
    expect(sitePlaceProblems({ lat: 11.6234, lng: 92.7265 })).toBeNull();
    expect(sitePlaceProblems({ lat: 27.0844, lng: 93.6053 })).toBeNull();
  });

  it('asks for numbers, by field', () => {
    expect(sitePlaceProblems({ lat: '19.076', lng: 72.8777 })).toEqual({ lat: ASK_LAT });
    expect(sitePlaceProblems({ lat: 19.076, lng: null })).toEqual({ lng: ASK_LNG });
    expect(sitePlaceProblems({ lat: Number.NaN, lng: Number.POSITIVE_INFINITY })).toEqual({ lat: ASK_LAT, lng: ASK_LNG });
    expect(sitePlaceProblems({ lat: undefined, lng: '' })).toEqual({ lat: ASK_LAT, lng: ASK_LNG });
    expect(sitePlaceProblems({ lat: true, lng: [72] })).toEqual({ lat: ASK_LAT, lng: ASK_LNG });
  });

  it('refuses a place outside India, saying where India lies', () => {
    expect(sitePlaceProblems({ lat: 51.5074, lng: -0.1278 })).toEqual({
      lat: `${ASK_LAT}: India lies between 6° and 37.5° N`,
      lng: `${ASK_LNG}: India lies between 68° and 97.5° E`,
    });
    // The pair swapped: 72.8777, 19.076.
    expect(sitePlaceProblems({ lat: 72.8777, lng: 19.076 })).toEqual({
      lat: `${ASK_LAT}: India lies between 6° and 37.5° N`,
      lng: `${ASK_LNG}: India lies between 68° and 97.5° E`,
    });
    expect(sitePlaceProblems({ lat: -19.076, lng: 72.8777 })).toEqual({ lat: `${ASK_LAT}: India lies between 6° and 37.5° N` });
    expect(sitePlaceProblems({ lat: 5.99, lng: 97.51 })).toEqual({
      lat: `${ASK_LAT}: India lies between 6° and 37.5° N`,
      lng: `${ASK_LNG}: India lies between 68° and 97.5° E`,
    });
  });
});

describe('checkSitePlace', () => {
  it('keeps six decimals, rounding the rest', () => {
    expect(checkSitePlace({ lat: 19.07600049, lng: 72.87774951 })).toEqual({ ok: true, place: { lat: 19.076, lng: 72.87775 } });
    expect(checkSitePlace({ lat: 19.0760005, lng: 72.8777 })).toEqual({ ok: true, place: { lat: 19.076001, lng: 72.8777 } });
    expect(checkSitePlace({ lat: 12, lng: 77.5946 })).toEqual({ ok: true, place: { lat: 12, lng: 77.5946 } });
  });

  it('answers the problems when the place is wrong', () => {
    expect(checkSitePlace({ lat: 'x', lng: 72.8777 })).toEqual({ ok: false, problems: { lat: ASK_LAT } });
  });

  it('checks the rounded value against the bounds', () => {
    // 37.5000004 is 37.5 once rounded: inside.
    expect(checkSitePlace({ lat: 37.5000004, lng: 80 })).toEqual({ ok: true, place: { lat: 37.5, lng: 80 } });
    expect(checkSitePlace({ lat: 37.500001, lng: 80 }).ok).toBe(false);
  });
});

describe('roundCoordinate', () => {
  it('rounds half up on the decimals as written, and reads exponents', () => {
    expect(roundCoordinate(1.0000005)).toBe(1.000001);
    expect(roundCoordinate(12.3456784)).toBe(12.345678);
    expect(roundCoordinate(1e-7)).toBe(0);
    expect(roundCoordinate(6e-7)).toBe(0.000001);
    expect(roundCoordinate(-72.1234567)).toBe(-72.123457);
  });
});
