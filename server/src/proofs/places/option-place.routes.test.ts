import type { OptionPlaceAnswer, Proof } from 'shared-domain';
import { appForSuite, createTestApp } from '../../../test/support/test-app';
import { streetPhoto, withExif } from '../../../test/support/proof-photos.fixtures';
import {
  atTen, LINE_DAYS, OPTION_A, OPTION_B, OPTION_OWN, PLACE_A, proofApi, proofCast, proofCatalog, uploadPath, type Actor, type ProofCast,
} from '../../../test/support/proofs.fixtures';

const t = appForSuite(() => createTestApp({ catalog: proofCatalog() }));
const api = proofApi(t);
const placePath = (optionId: string) => `/options/${optionId}/place`;
const rowOf = (optionId: string) => t().db.selectFrom('option_places').selectAll().where('option_id', '=', optionId).executeTakeFirst();
/** PUT with a JSON text as sent (numbers JSON.stringify cannot write, such as 1e999). */
const putRaw = async (who: Actor, optionId: string, json: string) => {
  const res = await t().app.inject({
    method: 'PUT', url: `/campaign-api${placePath(optionId)}`, payload: json,
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
  });
  return { status: res.statusCode, body: res.json<{ error: string; message: string; fields?: Record<string, string> }>() };
};

let cast: ProofCast;

beforeAll(async () => {
  cast = await proofCast(t);
  // Skyline's site starts without a place, as a seller's own listing does.
  await t().db.deleteFrom('option_places').where('option_id', '=', OPTION_A).execute();
});

/** Seller A's photo of line A on `day`, taken `north` degrees of latitude north of PLACE_A. */
async function photoProof(seed: number, day: string, north: number): Promise<Proof> {
  const bytes = await withExif(await streetPhoto({ seed }), { takenAt: atTen(day), lat: PLACE_A.lat + north, lng: PLACE_A.lng });
  const res = await api('POST', uploadPath(cast.campaign.id, cast.campaign.lineA, { day, kind: 'photo', name: 'site.jpg' }), cast.sellerA, bytes);
  expect(res.status).toBe(201);
  return res.body as unknown as Proof;
}

describe("issue 38: an option's site location", () => {
  it('the seller reads no place, sets one (six decimals kept) and reads it back; later photos are measured from it', async () => {
    const none = await api('GET', placePath(OPTION_A), cast.sellerA);
    expect(none).toMatchObject({ status: 200, body: { optionId: OPTION_A, category: 'outdoor', lat: null, lng: null, updatedAt: null } });
    const before = await photoProof(21, LINE_DAYS[0], 0.001);
    expect(before.distanceM).toBeNull();
    expect(before.flags.map((f) => f.code)).not.toContain('far-from-site');

    const set = await api('PUT', placePath(OPTION_A), cast.sellerA, { lat: PLACE_A.lat + 0.00000049, lng: PLACE_A.lng });
    expect(set.status).toBe(200);
    const answer = set.body as unknown as OptionPlaceAnswer;
    expect(answer).toEqual({ optionId: OPTION_A, category: 'outdoor', lat: PLACE_A.lat, lng: PLACE_A.lng, updatedAt: expect.any(String) });
    expect(Date.now() - Date.parse(answer.updatedAt!)).toBeLessThan(60_000);
    expect(await rowOf(OPTION_A)).toMatchObject({ lat: PLACE_A.lat, lng: PLACE_A.lng, updated_by: cast.sellerA.id, updated_at: answer.updatedAt });
    expect((await api('GET', placePath(OPTION_A), cast.sellerA)).body).toEqual(answer);

    // 110 m from the site: measured, not flagged; 1.1 km away: flagged far from the site (outdoor: 300 m).
    const near = await photoProof(22, LINE_DAYS[1], 0.001);
    expect(near.distanceM).toBeGreaterThan(100);
    expect(near.distanceM).toBeLessThan(120);
    expect(near.flags.map((f) => f.code)).not.toContain('far-from-site');
    const far = await photoProof(23, LINE_DAYS[2], 0.01);
    expect(far.distanceM).toBeGreaterThan(1_050);
    expect(far.flags.find((f) => f.code === 'far-from-site')).toMatchObject({ distanceM: far.distanceM });
  });

  it('staff may read and set any placed option; the place is replaced, not added', async () => {
    const res = await api('PUT', placePath(OPTION_B), cast.staff, { lat: 19.0761, lng: 72.8778 });
    expect(res).toMatchObject({ status: 200, body: { optionId: OPTION_B, category: 'outdoor', lat: 19.0761, lng: 72.8778 } });
    expect(await rowOf(OPTION_B)).toMatchObject({ lat: 19.0761, lng: 72.8778, updated_by: cast.staff.id });
    expect((await t().db.selectFrom('option_places').select('option_id').where('option_id', '=', OPTION_B).execute())).toHaveLength(1);
    expect((await api('GET', placePath(OPTION_A), cast.staff)).body).toMatchObject({ optionId: OPTION_A, lat: PLACE_A.lat, lng: PLACE_A.lng });
  });

  it('another seller, a buyer or a stranger may neither read nor set it: 403; signed out 401; nothing changed', async () => {
    const row = await rowOf(OPTION_A);
    const other = await api('PUT', placePath(OPTION_A), cast.sellerB, { lat: 19.2, lng: 72.9 });
    expect(other).toMatchObject({ status: 403, body: { error: 'forbidden', message: 'Only the seller of this media option (or staff) may change its site location' } });
    expect((await api('GET', placePath(OPTION_A), cast.sellerB)).status).toBe(403);
    for (const who of [cast.buyer, cast.stranger]) {
      expect((await api('PUT', placePath(OPTION_A), who, { lat: 19.2, lng: 72.9 })).status).toBe(403);
      expect((await api('GET', placePath(OPTION_A), who)).status).toBe(403);
    }
    // The marketplace's own options are staff's.
    expect(await api('PUT', placePath(OPTION_OWN), cast.sellerA, { lat: 19.2, lng: 72.9 })).toMatchObject({
      status: 403, body: { message: "Only staff keep the site location of the marketplace's own media options" },
    });
    expect((await api('PUT', placePath(OPTION_A), null, { lat: 19.2, lng: 72.9 })).status).toBe(401);
    expect((await api('GET', placePath(OPTION_A), null)).status).toBe(401);
    expect(await rowOf(OPTION_A)).toEqual(row);
  });

  it('an unknown option is 404; a newspaper has no site location: 400, and it reads as none', async () => {
    expect(await api('PUT', placePath('no-such-option'), cast.staff, { lat: 19.2, lng: 72.9 })).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect((await api('GET', placePath('no-such-option'), cast.staff)).status).toBe(404);
    expect(await api('PUT', placePath(OPTION_OWN), cast.staff, { lat: 28.6, lng: 77.2 })).toMatchObject({
      status: 400, body: { error: 'bad_request', message: 'Only outdoor, airport and cinema options have a site location' },
    });
    expect(await rowOf(OPTION_OWN)).toBeUndefined();
    expect((await api('GET', placePath(OPTION_OWN), cast.staff)).body).toEqual({ optionId: OPTION_OWN, category: 'newspaper', lat: null, lng: null, updatedAt: null });
  });

  it('a place that is not numbers in India is 400 naming each field, and the stored place is unchanged', async () => {
    const row = await rowOf(OPTION_A);
    const lat = "Give the site's latitude in India as a number, such as 19.0760";
    const lng = "Give the site's longitude in India as a number, such as 72.8777";
    for (const [body, fields] of [
      [{ lat: 51.5074, lng: -0.1278 }, { lat: `${lat}: India lies between 6° and 37.5° N`, lng: `${lng}: India lies between 68° and 97.5° E` }],
      [{ lat: '28.6139', lng: '77.209' }, { lat, lng }],
      [{ lat: 'NaN', lng: 77.209 }, { lat }],
      [{ lat: 28.6139, lng: null }, { lng }],
    ] as const) {
      const res = await api('PUT', placePath(OPTION_A), cast.sellerA, body);
      expect({ status: res.status, error: res.body.error, fields: res.body.fields }).toEqual({ status: 400, error: 'bad_request', fields });
    }
    // JSON's 1e999 is Infinity: named as what it is.
    expect(await putRaw(cast.sellerA, OPTION_A, '{"lat":1e999,"lng":77.209}')).toMatchObject({ status: 400, body: { fields: { lat: 'must be a finite number' } } });
    // A field missing, or one too many.
    expect((await api('PUT', placePath(OPTION_A), cast.sellerA, { lat: 28.6139 })).status).toBe(400);
    expect(await api('PUT', placePath(OPTION_A), cast.sellerA, { lat: 28.6139, lng: 77.209, radius: 50 })).toMatchObject({
      status: 400, body: { message: 'body has an unknown field "radius"' },
    });
    expect(await rowOf(OPTION_A)).toEqual(row);
  });
});
