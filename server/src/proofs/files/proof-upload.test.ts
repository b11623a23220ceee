import path from 'node:path';
import sharp from 'sharp';
import type { Proof, ProofQueueItem } from 'shared-domain';
import { appForSuite, createTestApp } from '../../../test/support/test-app';
import { streetPhoto, withExif } from '../../../test/support/proof-photos.fixtures';
import {
  atTen, LINE_DAYS, PLACE_A, PLACE_B, proofApi, proofCast, proofCatalog, storedProofs, uploadPath, type ProofCast,
} from '../../../test/support/proofs.fixtures';

const MAX_BYTES = 3 * 1024 * 1024;
const t = appForSuite(() => createTestApp({ catalog: proofCatalog(), env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } }));
const api = proofApi(t);
const proofsDir = () => path.join(t().config.uploads.dir, 'proofs');
const stored = () => storedProofs(t().db, proofsDir());

let cast: ProofCast;
/** Seller A's photo of its site: taken on the line's second day, 110 m north of the site. */
let photo: Buffer;

beforeAll(async () => {
  cast = await proofCast(t);
  photo = await withExif(await streetPhoto({ seed: 11 }), { takenAt: atTen(LINE_DAYS[1]), lat: PLACE_A.lat + 0.001, lng: PLACE_A.lng });
});

const upload = (who: ProofCast['buyer'] | null, campaignId: string, lineId: string, bytes: Buffer, query: Record<string, string | number> = {}) =>
  api('POST', uploadPath(campaignId, lineId, { day: LINE_DAYS[1], kind: 'photo', name: 'board.jpg', ...query }), who, bytes);

describe('issue 38: adding proof of a line', () => {
  it("the option's seller adds a photo: 201 submitted, with its capture time, place and distance from the site", async () => {
    const before = await stored();
    const res = await upload(cast.sellerA, cast.campaign.id, cast.campaign.lineA, photo, { note: ' Morning shot ' });
    expect(res.status).toBe(201);
    const proof = res.body as unknown as Proof;
    expect(proof).toMatchObject({
      campaignId: cast.campaign.id, lineId: cast.campaign.lineA, optionId: 'out-skyline-o0', day: LINE_DAYS[1], units: 1, kind: 'photo',
      fileName: 'board.jpg', contentType: 'image/jpeg', size: photo.length, note: 'Morning shot', state: 'submitted', stateBy: null,
      capturedAt: atTen(LINE_DAYS[1]).toISOString(), flags: [], risk: 0,
      uploadedBy: { _id: cast.sellerA.id, name: 'Skyline' },
      fileUrl: `/campaign-api/proofs/${proof._id}/file`, previewUrl: `/campaign-api/proofs/${proof._id}/preview`,
    });
    expect(proof.location!.lat).toBeCloseTo(PLACE_A.lat + 0.001, 5);
    expect(proof.distanceM).toBeGreaterThan(100);
    expect(proof.distanceM).toBeLessThan(120);
    expect(proof.phash).toMatch(/^[0-9a-f]{16}$/);
    expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
  });

  it('the same photo sent again for the same line and day is not reuse', async () => {
    const res = await upload(cast.sellerA, cast.campaign.id, cast.campaign.lineA, photo);
    expect(res.status).toBe(201);
    expect((res.body as unknown as Proof).flags).toEqual([]);
  });

  it("a resized copy on another buyer's campaign is flagged reused, with the earlier proof; staff see it first in the queue", async () => {
    // Seller A's two proofs of the same photo (the first test's and its resend): either is the earlier one.
    const first = (await api('GET', `/campaigns/${cast.campaign.id}/proofs`, cast.buyer)).body as unknown as Proof[];
    const originals = first.filter((p) => p.lineId === cast.campaign.lineA).map((p) => p._id);
    expect(originals).toHaveLength(2);
    const copy = await withExif(await sharp(photo).resize(1200).jpeg({ quality: 80 }).toBuffer(), { takenAt: atTen(LINE_DAYS[1]), lat: PLACE_B.lat, lng: PLACE_B.lng });
    const res = await upload(cast.sellerB, cast.other.id, cast.other.lineB, copy, { name: 'unipole.jpg' });
    expect(res.status).toBe(201);
    const proof = res.body as unknown as Proof;
    const reused = proof.flags.find((f) => f.code === 'reused');
    expect(reused).toMatchObject({ otherProofId: expect.any(String), hashDistance: expect.any(Number) });
    expect(originals).toContain(reused!.otherProofId);
    // The seller (not staff) is not told the other campaign.
    expect(reused).not.toHaveProperty('otherCampaignId');
    expect(proof.risk).toBeGreaterThanOrEqual(60);

    const queue = await api('GET', '/proofs/queue', cast.staff);
    expect(queue.status).toBe(200);
    const items = queue.body as unknown as ProofQueueItem[];
    expect(items[0].proof._id).toBe(proof._id);
    expect(items[0].proof.flags[0]).toMatchObject({ code: 'reused', otherProofId: reused!.otherProofId, otherCampaignId: cast.campaign.id });
    expect(items[0]).toMatchObject({ campaignName: expect.any(String), mediaName: 'Coastal Unipole', optionName: 'Option 1', category: 'outdoor' });
    expect(items[0].matched).toMatchObject({ _id: reused!.otherProofId, campaignId: cast.campaign.id });
    expect(items.slice(1).every((i) => i.proof.risk <= items[0].proof.risk)).toBe(true);

    // The other buyer reads the flag, never the first buyer's campaign.
    const gallery = (await api('GET', `/campaigns/${cast.other.id}/proofs`, cast.otherBuyer)).body as unknown as Proof[];
    expect(gallery[0].flags[0]).toEqual({ code: 'reused', message: expect.any(String), otherProofId: reused!.otherProofId, hashDistance: reused!.hashDistance });
  });

  it("another seller may not prove a line it does not sell: 403, nothing stored; unknown campaign or line 404", async () => {
    const before = await stored();
    const res = await upload(cast.sellerB, cast.campaign.id, cast.campaign.lineA, photo);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only the seller of this media option (or staff) may add proof for it');
    for (const who of [cast.buyer, cast.stranger]) expect((await upload(who, cast.campaign.id, cast.campaign.lineA, photo)).status).toBe(403);
    // The marketplace's own newspaper: staff only.
    expect((await upload(cast.sellerA, cast.campaign.id, cast.campaign.lineOwn, photo)).status).toBe(403);
    expect((await upload(cast.sellerA, 'no-such-campaign', cast.campaign.lineA, photo)).status).toBe(404);
    expect((await upload(cast.sellerA, cast.campaign.id, 'no-such-line', photo)).status).toBe(404);
    expect((await upload(null, cast.campaign.id, cast.campaign.lineA, photo)).status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('refuses files that are not what they say, too large, or with impossible EXIF: 400 with a message, nothing stored', async () => {
    const before = await stored();
    const png = await sharp(await streetPhoto({ seed: 12 })).png().toBuffer();
    const script = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const impossible = await withExif(await streetPhoto({ seed: 13 }), { takenAt: new Date('1985-06-01T10:00:00Z'), lat: PLACE_A.lat, lng: PLACE_A.lng });
    const future = await withExif(await streetPhoto({ seed: 14 }), { takenAt: new Date(Date.now() + 5 * 86_400_000), lat: PLACE_A.lat, lng: PLACE_A.lng });
    const overLimit = Buffer.concat([photo, Buffer.alloc(MAX_BYTES + 1 - photo.length)]);
    for (const [label, who, lineId, bytes, query] of [
      ['a PNG named .jpg', cast.sellerA, cast.campaign.lineA, png, {}],
      ['a PDF with script', cast.staff, cast.campaign.lineOwn, script, { kind: 'tear-sheet', name: 'page.pdf' }],
      ['a file over the limit', cast.sellerA, cast.campaign.lineA, overLimit, {}],
      ['EXIF from 1985', cast.sellerA, cast.campaign.lineA, impossible, {}],
      ['EXIF from next week', cast.sellerA, cast.campaign.lineA, future, {}],
      ['an empty file', cast.sellerA, cast.campaign.lineA, Buffer.alloc(0), {}],
    ] as const) {
      const res = await upload(who, cast.campaign.id, lineId, bytes, query);
      expect({ label, status: res.status, error: res.body.error }).toEqual({ label, status: 400, error: 'bad_request' });
      expect(res.body.message).toEqual(expect.any(String));
    }
    // Far over the limit: the body is not taken in (413 in words, JSON).
    const huge = await upload(cast.sellerA, cast.campaign.id, cast.campaign.lineA, Buffer.alloc(MAX_BYTES * 2));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ error: 'payload_too_large', message: 'The file is larger than 3 MB; send a smaller file' });
    expect(await stored()).toEqual(before);
  });

  it('refuses a day the line did not buy (naming its days), too many units, a kind that does not suit it, a long note', async () => {
    const before = await stored();
    const notScheduled = await upload(cast.sellerA, cast.campaign.id, cast.campaign.lineA, photo, { day: '2001-01-01' });
    expect(notScheduled.status).toBe(400);
    expect(notScheduled.body.message).toMatch(/^2001-01-01 is not a day of this line; its days are /);
    expect((await upload(cast.sellerA, cast.campaign.id, cast.campaign.lineA, photo, { units: 2 })).body.message).toMatch(/units must be a whole number from 1 to 1/);
    expect((await upload(cast.sellerA, cast.campaign.id, cast.campaign.lineA, photo, { day: 'yesterday' })).status).toBe(400);
    expect((await upload(cast.sellerA, cast.campaign.id, cast.campaign.lineA, photo, { kind: 'air-check' })).status).toBe(400);
    expect((await upload(cast.sellerA, cast.campaign.id, cast.campaign.lineA, photo, { kind: 'selfie' })).status).toBe(400);
    expect((await upload(cast.sellerA, cast.campaign.id, cast.campaign.lineA, photo, { note: 'x'.repeat(2001) })).status).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
