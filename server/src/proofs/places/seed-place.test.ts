import { distanceMetres } from 'shared-domain';
import { AIRPORTS, CITIES } from '../../seed/names-places';
import { AIRPORT_LOCATIONS, CITY_CENTRES } from '../../seed/city-coordinates';
import { seedCatalog } from '../../seed/seed';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-app';
import { media } from '../../../test/support/fixtures';
import { SEED_PLACE_RADIUS_M, seedPlaceOf } from './seed-place';

describe('issue 38: where the seed places its options', () => {
  it('knows the centre of every seed city and the airport of every seed airport, inside India', () => {
    for (const city of CITIES) expect({ city: city.name, centre: CITY_CENTRES[city.name] }).toEqual({ city: city.name, centre: expect.any(Object) });
    for (const airport of AIRPORTS) expect({ airport: airport.name, at: AIRPORT_LOCATIONS[airport.city] }).toEqual({ airport: airport.name, at: expect.any(Object) });
    for (const place of [...Object.values(CITY_CENTRES), ...Object.values(AIRPORT_LOCATIONS)]) {
      expect(place.lat).toBeGreaterThan(6);
      expect(place.lat).toBeLessThan(36);
      expect(place.lng).toBeGreaterThan(68);
      expect(place.lng).toBeLessThan(98);
    }
    // An airport lies outside its city's centre, but within 40 km of it.
    for (const [city, at] of Object.entries(AIRPORT_LOCATIONS)) expect(distanceMetres(at, CITY_CENTRES[city])).toBeLessThan(40_000);
  });

  it('puts outdoor sites and cinemas within 6 km of their city centre, the same point for the same option; airports at the airport', () => {
    const spread = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const place = seedPlaceOf(`out-${i}-o0`, i % 2 ? 'outdoor' : 'cinema', 'Mumbai')!;
      expect(distanceMetres(place, CITY_CENTRES.Mumbai)).toBeLessThanOrEqual(SEED_PLACE_RADIUS_M + 1);
      spread.add(`${place.lat},${place.lng}`);
    }
    expect(spread.size).toBe(200);
    expect(seedPlaceOf('out-7-o0', 'outdoor', 'Pune')).toEqual(seedPlaceOf('out-7-o0', 'outdoor', 'Pune'));
    expect(seedPlaceOf('air-1-o0', 'airport', 'Delhi')).toEqual(AIRPORT_LOCATIONS.Delhi);
    expect(seedPlaceOf('np-1-o0', 'newspaper', 'Delhi')).toBeNull();
    expect(seedPlaceOf('out-1-o0', 'outdoor', 'Atlantis')).toBeNull();
  });
});

describe('issue 38: seeding option places', () => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await createTestDatabase();
  });
  afterAll(async () => store.dispose());

  it("writes a place for every placed option of the generated catalogue, none for other categories", async () => {
    await seedCatalog(store.db, {
      generated: true,
      media: [
        media({ id: 'out-1', category: 'outdoor', slug: 'out-1', name: 'Hoarding', city: 'Delhi', rates: [[1000, 800], [900, 700]] }),
        media({ id: 'air-1', category: 'airport', slug: 'air-1', name: 'Airport', city: 'Mumbai' }),
        media({ id: 'cin-1', category: 'cinema', slug: 'cin-1', name: 'Cinema', city: 'Kochi' }),
        media({ id: 'np-1', category: 'newspaper', slug: 'np-1', name: 'Daily', city: 'Delhi' }),
      ],
    });
    const rows = await store.db.selectFrom('option_places').select(['option_id', 'lat', 'lng']).orderBy('option_id').execute();
    expect(rows.map((r) => r.option_id)).toEqual(['air-1-o0', 'cin-1-o0', 'out-1-o0', 'out-1-o1']);
    const air = rows.find((r) => r.option_id === 'air-1-o0')!;
    expect({ lat: Number(air.lat), lng: Number(air.lng) }).toEqual(AIRPORT_LOCATIONS.Mumbai);
    const out = rows.find((r) => r.option_id === 'out-1-o0')!;
    expect({ lat: Number(out.lat), lng: Number(out.lng) }).toEqual(seedPlaceOf('out-1-o0', 'outdoor', 'Delhi'));
  });
});
