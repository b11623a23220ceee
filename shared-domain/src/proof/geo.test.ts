import { distanceMetres, formatDistance, isLatLng } from './geo';

const CST = { lat: 18.9398, lng: 72.8355 };
const CHURCHGATE = { lat: 18.9322, lng: 72.8264 };

describe('distanceMetres', () => {
  it('measures known pairs of places', () => {
    // Mumbai CST to Churchgate station: about 1.3 km as the crow flies.
    expect(distanceMetres(CST, CHURCHGATE)).toBeGreaterThan(1_230);
    expect(distanceMetres(CST, CHURCHGATE)).toBeLessThan(1_330);
    // Connaught Place, Delhi to Mumbai: about 1,150 km.
    const delhiToMumbai = distanceMetres({ lat: 28.6139, lng: 77.209 }, { lat: 19.076, lng: 72.8777 });
    expect(delhiToMumbai / 1000).toBeCloseTo(1148, -1);
    // Bengaluru to Chennai: about 290 km.
    expect(distanceMetres({ lat: 12.9716, lng: 77.5946 }, { lat: 13.0827, lng: 80.2707 }) / 1000).toBeCloseTo(290, -1);
    // One degree of longitude on the equator: 111.2 km.
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111_195, -1);
  });

  it('is 0 for the same place and the same both ways', () => {
    expect(distanceMetres(CST, CST)).toBe(0);
    expect(distanceMetres(CST, CHURCHGATE)).toBeCloseTo(distanceMetres(CHURCHGATE, CST), 6);
  });
});

describe('isLatLng', () => {
  it('takes places on the earth only', () => {
    expect(isLatLng(CST)).toBe(true);
    expect(isLatLng({ lat: -90, lng: 180 })).toBe(true);
    expect(isLatLng({ lat: 90.1, lng: 0 })).toBe(false);
    expect(isLatLng({ lat: 0, lng: -180.5 })).toBe(false);
    expect(isLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isLatLng({ lat: '18.9', lng: 72.8 })).toBe(false);
  });
});

describe('formatDistance', () => {
  it('says metres under a kilometre and kilometres past it', () => {
    expect([12.4, 849, 994, 996, 1_000, 4_210, 12_345, 1_240_000].map(formatDistance)).toEqual(['12 m', '850 m', '990 m', '1 km', '1 km', '4.2 km', '12.3 km', '1,240 km']);
  });
});
